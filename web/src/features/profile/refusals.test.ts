import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import { convertRefusalId } from './refusals';

const refused = (response: unknown) => ({ state: 'failed', response, lastError: 'server English' }) as unknown as OutboxEntry;

describe('a refused XP conversion', () => {
  it("is worded by its code in the member's language, never the server's English", async () => {
    await loadLanguage('fr');
    const fr = createIntl({ locale: 'fr', messages: messagesFor('fr') });
    const say = (response: unknown) => fr.formatMessage({ id: convertRefusalId(refused(response)) });
    expect(say({ error: 'Not enough XP: you have 40 XP', code: 'insufficient_xp' })).toBe(
      'Vous n’avez pas encore autant d’XP : convertissez au plus ce que vous avez.',
    );
    expect(say({ error: 'xp must be at least 10', code: 'validation_failed', field: 'xp' })).toBe(
      'Saisissez un nombre entier d’XP, du minimum jusqu’à ce que vous avez.',
    );
    expect(say('<html>Bad gateway</html>')).toBe('La conversion n’a pas abouti. Rien n’a changé ; réessayez plus tard.');
  });
});
