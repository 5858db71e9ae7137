import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import { workoutRefusalId } from './refusals';

const refused = (response: unknown) => ({ state: 'failed', response, lastError: 'server English' }) as unknown as OutboxEntry;

describe('a finished workout the server would not log', () => {
  it("is worded by its code in the member's language inside the player's notice", async () => {
    await loadLanguage('pt');
    const pt = createIntl({ locale: 'pt', messages: messagesFor('pt') });
    const say = (response: unknown) =>
      pt.formatMessage({ id: 'player.done.failed' }, { reason: pt.formatMessage({ id: workoutRefusalId(refused(response)) }) });
    expect(say({ error: 'This workout finished too long ago', code: 'workout_too_old', field: 'finishedAt' })).toMatch(
      /ele terminou há tempo demais\.$/,
    );
    expect(
      say({ error: 'activeSeconds: this workout has 600 seconds of exercise', code: 'validation_failed', field: 'activeSeconds' }),
    ).toMatch(/os números não batem com o treino\.$/);
    expect(say({ code: 'internal' })).toMatch(/tente mais tarde\.$/);
  });
});
