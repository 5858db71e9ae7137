// POST /api/workouts/sessions (log a finished guided or VR workout, once per session) and
// GET /api/workouts/sessions (the member's, newest first).
import type { LogWorkoutResponse, WorkoutHistoryResponse } from '@fitchoice/shared/api';
import { workoutRoutes } from '@fitchoice/shared/api';
import { InvalidInputError, UnprocessableError } from '../errors';
import { createHandler } from '../http/handler';
import { listWorkouts, logWorkout } from './store';
import { decideWorkoutLog } from './workout-log';

export const handler = createHandler(workoutRoutes, {
  'workouts.log': {
    profile: false,
    async run({ body, session, now }) {
      const decision = decideWorkoutLog(body, now);
      if (!decision.ok) {
        if (decision.reason === 'too_old') throw new UnprocessableError(decision.message, 'workout_too_old', { field: decision.field });
        throw new InvalidInputError(decision.message, { field: decision.field });
      }
      const minutes = Math.max(1, Math.round(decision.workout.activeSeconds / 60));
      const title = `${decision.workout.mode === 'vr' ? 'VR workout' : 'Guided workout'} finished (${minutes} min)`;
      const subject = { programId: decision.workout.programId, mode: decision.workout.mode, minutes };
      const result = await logWorkout(
        session.userId,
        decision.workout,
        { finished: decision.finished, region: body.region ?? null, activity: { title, subject } },
        now,
      );
      const response: LogWorkoutResponse = { workout: result.workout, totalWorkouts: result.totalWorkouts };
      return { statusCode: 201, body: response };
    },
  },
  'workouts.history': {
    profile: false,
    async run({ query, session }) {
      const response: WorkoutHistoryResponse = { workouts: await listWorkouts(session.userId, query.limit ?? 20) };
      return { statusCode: 200, body: response };
    },
  },
});
