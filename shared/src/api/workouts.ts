// Guided and VR workouts:
//   POST /api/workouts/sessions   logWorkoutRequestSchema -> 201 logWorkoutResponseSchema (a finished session, once per sessionId)
//   GET  /api/workouts/sessions   workoutHistoryQuerySchema -> workoutHistoryResponseSchema (the member's, newest first)
// A logged workout counts toward badges and the coach's adaptation. Finished in full (every
// interval, checked against the program) it earns XP toward SweatCoins and the leaderboards, within
// the day's training cap and only if it does not overlap another that earned (functions: rewards/xp.ts).
import * as z from 'zod';
import { WORKOUT_PROGRAM_IDS } from '../workouts';
import { isoDateTimeSchema } from './common';
import { regionCodeSchema } from './gyms';
import type { RouteTable } from './route-contract';

export const WORKOUT_MODES = ['guided', 'vr'] as const;

export const logWorkoutRequestSchema = z.strictObject({
  /** Made by the player when the session starts: the same session is logged once, however often it is sent. */
  sessionId: z.uuid({ error: 'sessionId must be a UUID' }),
  programId: z.enum(WORKOUT_PROGRAM_IDS, { error: 'programId is not a known workout' }),
  mode: z.enum(WORKOUT_MODES, { error: 'mode must be guided or vr' }),
  /** When the member finished, by the device's clock (the server clamps it to its own). */
  finishedAt: isoDateTimeSchema,
  /** Seconds of exercise actually played (skipped intervals do not count). */
  activeSeconds: z
    .number({ error: 'activeSeconds must be a whole number' })
    .int('activeSeconds must be a whole number')
    .min(1, 'activeSeconds must be at least 1'),
  /** Work intervals played to their end. */
  completedIntervals: z
    .number({ error: 'completedIntervals must be a whole number' })
    .int('completedIntervals must be a whole number')
    .min(1, 'completedIntervals must be at least 1'),
  /** The member's region: the leaderboard its XP counts on beside everyone's (none: everyone's only). */
  region: regionCodeSchema.optional(),
});
export type LogWorkoutRequest = z.infer<typeof logWorkoutRequestSchema>;

export const workoutSessionSchema = z.object({
  id: z.string(),
  programId: z.enum(WORKOUT_PROGRAM_IDS),
  mode: z.enum(WORKOUT_MODES),
  finishedAt: isoDateTimeSchema,
  activeSeconds: z.number().int().positive(),
  completedIntervals: z.number().int().positive(),
  totalIntervals: z.number().int().positive(),
  /** The XP it earned (0: unfinished, over the day's cap, or overlapping another that earned). */
  xpAwarded: z.number().int().nonnegative(),
});
export type WorkoutSession = z.infer<typeof workoutSessionSchema>;

export const logWorkoutResponseSchema = z.object({
  workout: workoutSessionSchema,
  /** The member's workouts logged in all. */
  totalWorkouts: z.number().int().positive(),
});
export type LogWorkoutResponse = z.infer<typeof logWorkoutResponseSchema>;

export const workoutHistoryQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .optional(),
});

export const workoutHistoryResponseSchema = z.object({ workouts: z.array(workoutSessionSchema) });
export type WorkoutHistoryResponse = z.infer<typeof workoutHistoryResponseSchema>;

export const workoutRoutes = {
  'workouts.log': {
    method: 'POST',
    path: '/api/workouts/sessions',
    guard: 'user',
    outbox: { label: 'outbox.kind.workout' },
    summary: 'Log a finished guided or VR workout (once per sessionId)',
    errors: ['workout_too_old'],
    body: logWorkoutRequestSchema,
    response: logWorkoutResponseSchema,
    status: 201,
  },
  'workouts.history': {
    method: 'GET',
    path: '/api/workouts/sessions',
    guard: 'user',
    summary: "The member's logged workouts, newest first",
    query: workoutHistoryQuerySchema,
    response: workoutHistoryResponseSchema,
  },
} as const satisfies RouteTable;
