// The numbers a plan must stay within, shared by the planner (which builds inside them) and the
// safety check (which refuses a model's plan outside them): weekly sets per muscle and per session
// by level, the range of each prescription, and how long a session takes.
import type { Exercise, Level, PlanExercise } from './types';

/** Hard sets a week per muscle, and per session: a beginner recovers from less. */
export const VOLUME_LIMITS: Readonly<Record<Level, { setsPerMuscleWeek: number; setsPerSession: number }>> = {
  beginner: { setsPerMuscleWeek: 12, setsPerSession: 18 },
  intermediate: { setsPerMuscleWeek: 16, setsPerSession: 24 },
  advanced: { setsPerMuscleWeek: 22, setsPerSession: 30 },
};

export const PRESCRIPTION_LIMITS = {
  sets: { min: 1, max: 6 },
  reps: { min: 1, max: 30 },
  seconds: { min: 10, max: 3600 },
  restSeconds: { min: 0, max: 300 },
  exercisesPerSession: { min: 1, max: 10 },
} as const;

/** A session's warm-up, counted in its length. */
export const WARM_UP_MINUTES = 5;
/** Seconds one repetition takes, on average, at a controlled tempo. */
const SECONDS_PER_REP = 4;
/** Setting up and moving to the next exercise. */
const CHANGEOVER_SECONDS = 30;

/** How long an exercise takes as prescribed: its sets of work and the rests between them. */
export function exerciseSeconds(item: Pick<PlanExercise, 'sets' | 'reps' | 'seconds' | 'restSeconds'>): number {
  const work = item.seconds ?? (item.reps ?? 0) * SECONDS_PER_REP;
  return item.sets * work + Math.max(0, item.sets - 1) * item.restSeconds + CHANGEOVER_SECONDS;
}

/** A session's estimated length in whole minutes, warm-up included. */
export function sessionMinutes(items: readonly Pick<PlanExercise, 'sets' | 'reps' | 'seconds' | 'restSeconds'>[]): number {
  const seconds = items.reduce((total, item) => total + exerciseSeconds(item), 0);
  return WARM_UP_MINUTES + Math.ceil(seconds / 60);
}

/** Only strength work counts toward a muscle's weekly sets (a stretch or a jog does not). */
export function countsTowardVolume(exercise: Exercise): boolean {
  return exercise.kind === 'strength';
}

export const LEVEL_RANK: Readonly<Record<Level, number>> = { beginner: 0, intermediate: 1, advanced: 2 };

/** The shortest session the coach shortens to: a warm-up and a little work. */
export const SESSION_MINUTES_FLOOR = 10;
