// The coach's vocabulary: goals, levels, equipment, movements to avoid, the exercise library's
// shape, the weekly plan and its notes, mood entries. Plain types and constant lists (no zod), so
// the browser's planner loads none; the API's zod schemas (api/coach.ts, api/mood.ts) mirror them.

export const COACH_LOCALES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'ko', 'zh', 'hi', 'ar', 'ru'] as const;
export type CoachLocale = (typeof COACH_LOCALES)[number];

/** One language's text for each exercise (a name, how to do it), by exercise id. */
export type ExerciseTexts = Readonly<Record<string, string>>;

/** The exercise library's words in one language: texts/<code>.ts, English names from the library. */
export interface LibraryTexts {
  names: ExerciseTexts;
  instructions: ExerciseTexts;
}

export const GOALS = ['strength', 'fat_loss', 'endurance', 'mobility', 'general'] as const;
export type Goal = (typeof GOALS)[number];

export const LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type Level = (typeof LEVELS)[number];

export const EQUIPMENT = [
  'dumbbell',
  'barbell',
  'kettlebell',
  'bench',
  'pull_up_bar',
  'cable',
  'machine',
  'band',
  'jump_rope',
  'treadmill',
  'bike',
  'rower',
  'box',
  'mat',
] as const;
export type Equipment = (typeof EQUIPMENT)[number];

/** Injuries (a joint to spare) and movements a member wants to avoid; an exercise lists the ones it stresses. */
export const AVOID_TAGS = [
  'knee',
  'shoulder',
  'lower_back',
  'wrist',
  'ankle',
  'hip',
  'neck',
  'jumping',
  'overhead',
  'running',
  'floor',
] as const;
export type AvoidTag = (typeof AVOID_TAGS)[number];

export const MUSCLES = [
  'quads',
  'hamstrings',
  'glutes',
  'calves',
  'chest',
  'back',
  'shoulders',
  'biceps',
  'triceps',
  'core',
  'hips',
  'full_body',
  'heart',
] as const;
export type Muscle = (typeof MUSCLES)[number];

export const PATTERNS = [
  'squat',
  'hinge',
  'lunge',
  'push_horizontal',
  'push_vertical',
  'pull_horizontal',
  'pull_vertical',
  'core',
  'carry',
  'arms',
  'legs_isolation',
  'plyometric',
  'cardio',
  'mobility',
] as const;
export type Pattern = (typeof PATTERNS)[number];

export const EXERCISE_KINDS = ['strength', 'cardio', 'mobility'] as const;
export type ExerciseKind = (typeof EXERCISE_KINDS)[number];

export interface Exercise {
  id: string;
  /** In English; the other languages' names are in texts/. */
  name: string;
  pattern: Pattern;
  kind: ExerciseKind;
  level: Level;
  /** The muscles it trains most; the first is the one weekly volume is counted against. */
  muscles: readonly Muscle[];
  /** Everything it needs; empty = bodyweight. */
  equipment: readonly Equipment[];
  /** Joints it loads and movements it involves: excluded when the member avoids any of them. */
  stresses: readonly AvoidTag[];
  /** Counted in repetitions or held / done for a time. */
  unit: 'reps' | 'seconds';
}

export const SESSION_FOCUSES = ['full_body', 'upper', 'lower', 'conditioning', 'cardio', 'mobility'] as const;
export type SessionFocus = (typeof SESSION_FOCUSES)[number];

export const FEELINGS = ['easy', 'ok', 'hard'] as const;
export type Feeling = (typeof FEELINGS)[number];

/**
 * What the member asked the coach for. `gymId` is set when the equipment came from "my usual gym"
 * (its amenities); `days` are weekdays (0 = Monday) the member prefers, optional.
 */
export interface CoachProfile {
  goal: Goal;
  level: Level;
  daysPerWeek: number;
  sessionMinutes: number;
  equipment: Equipment[];
  gymId: string | null;
  avoid: AvoidTag[];
  days: number[];
}

export const DAYS_PER_WEEK = { min: 1, max: 6 } as const;
export const SESSION_MINUTES = { min: 15, max: 120 } as const;

/**
 * A sentence the app words in the member's language: a code and its values (server answers carry
 * codes, the app words them). A model's own words, already in the member's language, are `text`.
 */
export interface Note {
  code: string;
  values?: Record<string, string | number>;
  text?: string;
}

export interface PlanExercise {
  exerciseId: string;
  sets: number;
  /** Repetitions per set, for a 'reps' exercise; null for a timed one. */
  reps: number | null;
  /** Seconds per set, for a 'seconds' exercise; null for a counted one. */
  seconds: number | null;
  restSeconds: number;
  why: Note;
  /** Library exercises that can replace it with the member's equipment and limits. */
  substitutes: string[];
}

export interface SessionDone {
  at: string;
  /** How it felt; null when the session was counted from a gym check-in. */
  feeling: Feeling | null;
}

export interface PlanSession {
  id: string;
  /** YYYY-MM-DD. */
  date: string;
  focus: SessionFocus;
  /** Estimated length, warm-up included. */
  minutes: number;
  why: Note;
  exercises: PlanExercise[];
  done: SessionDone | null;
  /** The date it was planned for before a missed day moved it. */
  movedFrom: string | null;
}

export const PLAN_ENGINES = ['planner', 'model'] as const;
export type PlanEngine = (typeof PLAN_ENGINES)[number];

export interface Plan {
  id: string;
  /** The Monday (YYYY-MM-DD) of the plan's week. */
  weekStart: string;
  createdAt: string;
  /** Last change (a swap, a session done, an adaptation): the newest copy wins when syncing. */
  updatedAt: string;
  engine: PlanEngine;
  profile: CoachProfile;
  /** Weeks of progress so far: each step adds a little load (reps or seconds). */
  progression: number;
  /** What changed since it was built, newest last (moved days, lower volume, more load). */
  adjustments: Note[];
  sessions: PlanSession[];
}

export const MOOD_TAGS = ['stressed', 'sore', 'motivated', 'tired', 'calm', 'anxious', 'happy', 'sick', 'busy', 'rested'] as const;
export type MoodTag = (typeof MOOD_TAGS)[number];

/** One mood log. `date` is the member's local date (YYYY-MM-DD); mood, energy and sleep are 1 (low) to 5 (high). */
export interface MoodEntry {
  id: string;
  date: string;
  mood: number;
  energy: number;
  sleep: number;
  tags: MoodTag[];
  note: string;
  createdAt: string;
  updatedAt: string;
}

export const MOOD_NOTE_MAX = 500;
