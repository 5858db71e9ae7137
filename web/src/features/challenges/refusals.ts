// How a challenge card words a refused join or leave (ended, closed to new members, too many open,
// completed, gone): by the answer's code (api/field-errors.ts), in the member's language; the
// server's English text is never shown.
import { MAX_OPEN_CHALLENGES } from '@fitchoice/shared/api';
import { fieldProblemOf, type OwnRefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import './messages';

export const CHALLENGE_REFUSALS = {
  not_found: 'challenges.refused.notFound',
  too_many_challenges: 'challenges.refused.tooMany',
  challenge_ended: 'challenges.refused.ended',
  challenge_closed: 'challenges.refused.closed',
  challenge_completed: 'challenges.refused.completed',
} as const satisfies OwnRefusalTable<'challenges.create' | 'challenges.join' | 'challenges.leave'>;

/** The wording of a failed join or leave's answer (`challenges.refused.tooMany` takes `{count}`, MAX_OPEN_CHALLENGES). */
export function challengeRefusalId(answer: OutboxEntry): MessageId {
  return refusalMessageId(answer.response, CHALLENGE_REFUSALS, 'challenges.refused.other');
}

/** The values its messages take, as the outbox sheet shows them. */
export const challengeRefusalValues = { count: MAX_OPEN_CHALLENGES };

/** The wording of a refused friend challenge: an invitee who is no friend, else as a refused join. */
export function friendChallengeRefusalId(answer: OutboxEntry): MessageId {
  return fieldProblemOf(answer.response, { friendIds: 'challenges.refused.notFriends' })?.messageId ?? challengeRefusalId(answer);
}
