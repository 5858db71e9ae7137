// Logs a finished session through the outbox: stored on the device before the player says it is
// saved, sent now or when the connection returns, and logged once however often it is sent (its
// Idempotency-Key, and the session id the server keys the workout by).

import type { LogWorkoutResponse } from '@fitchoice/shared/api';
import type { BodyIn } from '@fitchoice/shared/api/contract';
import * as routes from '@fitchoice/shared/api/routes';
import { enqueueCall } from '../../api/enqueue-call';
import type { MessageId } from '../../i18n/messages';
import { answerShownHere } from '../../outbox/answer';
import { workoutRefusalId } from './refusals';

export type FinishedSession = BodyIn<'workouts.log'>;

export type LogOutcome =
  | { state: 'logged'; response: LogWorkoutResponse }
  /** Safe in the outbox: offline, or the server is slow. */
  | { state: 'pending' }
  /** Not logged: `messageId` words why. */
  | { state: 'failed'; messageId: MessageId };

export async function logWorkout(session: FinishedSession): Promise<LogOutcome> {
  const entry = await enqueueCall(routes.workoutsLog, { body: session });
  const answer = await answerShownHere(entry);
  if (!answer) return { state: 'pending' };
  if (answer.state === 'done') return { state: 'logged', response: answer.response };
  return { state: 'failed', messageId: workoutRefusalId(answer) };
}
