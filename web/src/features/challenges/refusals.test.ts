import { MAX_OPEN_CHALLENGES } from '@fitchoice/shared/api';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import { challengeRefusalId, friendChallengeRefusalId } from './refusals';

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

describe('a refused friend challenge', () => {
  it('says an invitee is no friend by the field the server names, else words it as a refused join', async () => {
    await loadLanguage('es');
    const es = createIntl({ locale: 'es', messages: messagesFor('es') });
    const notFriends = {
      state: 'failed',
      response: { error: 'Only your friends can be invited to your challenge', code: 'validation_failed', field: 'friendIds' },
    } as unknown as OutboxEntry;
    expect(es.formatMessage({ id: friendChallengeRefusalId(notFriends) })).toBe('solo puedes invitar a tus amigos.');
    expect(friendChallengeRefusalId(refused('too_many_challenges'))).toBe('challenges.refused.tooMany');
    expect(friendChallengeRefusalId(refused('validation_failed'))).toBe('challenges.refused.other');
  });
});
