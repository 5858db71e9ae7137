import { MAX_OPEN_CHALLENGES } from '@fitchoice/shared/api';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/outbox';
import { challengeRefusalId } from './refusals';

const refused = (code: string) =>
  ({ state: 'failed', response: { error: 'server English', code }, lastError: 'server English' }) as unknown as OutboxEntry;

describe('a refused join', () => {
  it("is worded by its code in the member's language, never the server's English", async () => {
    await loadLanguage('pt');
    const pt = createIntl({ locale: 'pt', messages: messagesFor('pt') });
    const say = (code: string) => pt.formatMessage({ id: challengeRefusalId(refused(code)) }, { count: MAX_OPEN_CHALLENGES });
    expect(say('too_many_challenges')).toBe(`você já está em ${MAX_OPEN_CHALLENGES} desafios; conclua ou saia de um para entrar em outro.`);
    expect(say('challenge_closed')).toBe('este desafio não aceita mais participantes.');
    expect(say('something_new')).toBe('tente novamente mais tarde.');
  });
});
