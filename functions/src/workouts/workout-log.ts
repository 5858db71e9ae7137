// What a logged workout may claim: no more exercise than its program holds, and a finishing time
// the server can believe (never in the future; not from longer ago than an outbox could hold it),
// and whether it was finished in full (every interval of its program), which XP asks for.
import { getWorkoutProgram, workoutIntervalCount, workoutWorkSeconds } from '@fitchoice/shared';
import type { LogWorkoutRequest, WorkoutSession } from '@fitchoice/shared/api';

export const WORKOUT_LOG_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** A workout as the server accepts it, before its XP is known. */
export type CheckedWorkout = Omit<WorkoutSession, 'xpAwarded'>;

export type WorkoutLogDecision =
  | { ok: true; workout: CheckedWorkout; finished: boolean }
  | { ok: false; field: string; message: string; reason: 'beyond_program' | 'too_old' };

export function decideWorkoutLog(body: LogWorkoutRequest, now: Date): WorkoutLogDecision {
  const program = getWorkoutProgram(body.programId)!;
  const maxSeconds = workoutWorkSeconds(program);
  const intervals = workoutIntervalCount(program);
  if (body.activeSeconds > maxSeconds) {
    return {
      ok: false,
      reason: 'beyond_program',
      field: 'activeSeconds',
      message: `activeSeconds: this workout has ${maxSeconds} seconds of exercise`,
    };
  }
  if (body.completedIntervals > intervals) {
    return {
      ok: false,
      reason: 'beyond_program',
      field: 'completedIntervals',
      message: `completedIntervals: this workout has ${intervals} intervals`,
    };
  }
  const finished = Math.min(Date.parse(body.finishedAt), now.getTime());
  if (now.getTime() - finished > WORKOUT_LOG_MAX_AGE_MS) {
    return {
      ok: false,
      reason: 'too_old',
      field: 'finishedAt',
      message: 'This workout finished more than 30 days ago and can no longer be logged',
    };
  }
  return {
    ok: true,
    finished: body.completedIntervals === intervals,
    workout: {
      id: body.sessionId,
      programId: body.programId,
      mode: body.mode,
      finishedAt: new Date(finished).toISOString(),
      activeSeconds: body.activeSeconds,
      completedIntervals: body.completedIntervals,
      totalIntervals: intervals,
    },
  };
}
