import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import { avatarRefusalId } from './refusals';

const refused = (code: string) =>
  ({ state: 'failed', response: { error: 'server English', code }, lastError: 'server English' }) as unknown as OutboxEntry;

describe('a refused avatar save or purchase', () => {
  it.each([
    ['avatar_part_locked', 'avatarStudio.refused.locked'],
    ['avatar_part_not_for_sale', 'avatarStudio.refused.notForSale'],
    ['avatar_part_owned', 'avatarStudio.refused.owned'],
    ['insufficient_sweatcoins', 'avatarStudio.refused.coins'],
    ['not_found', 'avatarStudio.refused.unknown'],
    ['something_new', 'avatarStudio.refused.other'],
  ])('%s is worded as %s', (code, id) => {
    expect(avatarRefusalId(refused(code))).toBe(id);
  });

  it("reads in the member's language inside the studio's notice", async () => {
    await loadLanguage('es');
    const es = createIntl({ locale: 'es', messages: messagesFor('es') });
    const reason = es.formatMessage({ id: avatarRefusalId(refused('insufficient_sweatcoins')) });
    expect(es.formatMessage({ id: 'avatarStudio.failed' }, { reason })).toBe(
      'No se guardó: aún no tienes suficientes SweatCoins para esta pieza.',
    );
  });
});
