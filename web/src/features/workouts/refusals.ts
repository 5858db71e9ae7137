// How the player words a finished workout the server would not log (finished too long ago, figures
// the program cannot have): by the answer's code (api/field-errors.ts), in the member's language,
// inside 'player.done.failed'; the server's English text is never shown.
import { type OwnRefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import './messages';

export const WORKOUT_REFUSALS = {
  workout_too_old: 'player.refused.tooOld',
  validation_failed: 'player.refused.invalid',
} as const satisfies OwnRefusalTable<'workouts.log'>;

export function workoutRefusalId(answer: OutboxEntry): MessageId {
  return refusalMessageId(answer.response, WORKOUT_REFUSALS, 'player.refused.other');
}
