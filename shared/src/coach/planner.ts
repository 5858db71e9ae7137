// The deterministic planner: builds a member's week from their goal, level, days, session length,
// equipment and limits, with the exercise library and fixed rules (no network, no randomness but
// a seed from the week, so the browser and the server build the same plan). Every plan it makes
// passes the safety check (safety.ts): it fills sessions within their time and trims weekly volume
// to the level's limits.
import { addDays, weekdayOf } from './dates';
import { suitsProfile } from './equipment';
import { EXERCISES, exerciseById } from './library';
import { countsTowardVolume, LEVEL_RANK, PRESCRIPTION_LIMITS, sessionMinutes, VOLUME_LIMITS } from './limits';
import type { CoachProfile, Exercise, Goal, Level, Muscle, Note, Pattern, Plan, PlanExercise, PlanSession, SessionFocus } from './types';

type Role = 'main' | 'accessory' | 'core' | 'conditioning' | 'cardio' | 'mobility';

interface Slot {
  role: Role;
  patterns: readonly Pattern[];
}

interface Blueprint {
  focus: SessionFocus;
  slots: readonly Slot[];
}

const slot = (role: Role, ...patterns: Pattern[]): Slot => ({ role, patterns });

const FULL_A: Blueprint = {
  focus: 'full_body',
  slots: [
    slot('main', 'squat', 'lunge'),
    slot('main', 'push_horizontal'),
    slot('main', 'pull_vertical', 'pull_horizontal'),
    slot('accessory', 'hinge'),
    slot('core', 'core'),
    slot('accessory', 'arms'),
    slot('accessory', 'legs_isolation'),
  ],
};
const FULL_B: Blueprint = {
  focus: 'full_body',
  slots: [
    slot('main', 'hinge'),
    slot('main', 'push_vertical', 'push_horizontal'),
    slot('main', 'pull_horizontal', 'pull_vertical'),
    slot('accessory', 'lunge', 'squat'),
    slot('core', 'core'),
    slot('accessory', 'carry', 'core'),
    slot('accessory', 'arms'),
  ],
};
const UPPER: Blueprint = {
  focus: 'upper',
  slots: [
    slot('main', 'push_horizontal'),
    slot('main', 'pull_horizontal'),
    slot('main', 'push_vertical'),
    slot('main', 'pull_vertical'),
    slot('accessory', 'arms'),
    slot('accessory', 'arms'),
    slot('core', 'core'),
  ],
};
const LOWER: Blueprint = {
  focus: 'lower',
  slots: [
    slot('main', 'squat'),
    slot('main', 'hinge'),
    slot('accessory', 'lunge'),
    slot('accessory', 'legs_isolation'),
    slot('accessory', 'legs_isolation'),
    slot('core', 'core'),
  ],
};
const GENERAL_A: Blueprint = {
  focus: 'full_body',
  slots: [
    slot('main', 'squat', 'lunge'),
    slot('main', 'push_horizontal'),
    slot('main', 'pull_horizontal', 'pull_vertical'),
    slot('accessory', 'hinge'),
    slot('core', 'core'),
    slot('cardio', 'cardio'),
  ],
};
const GENERAL_B: Blueprint = {
  focus: 'full_body',
  slots: [
    slot('main', 'hinge'),
    slot('main', 'push_vertical', 'push_horizontal'),
    slot('main', 'pull_vertical', 'pull_horizontal'),
    slot('accessory', 'lunge', 'squat'),
    slot('core', 'core'),
    slot('conditioning', 'plyometric', 'cardio'),
  ],
};
const CARDIO_EASY: Blueprint = {
  focus: 'cardio',
  slots: [slot('cardio', 'cardio'), slot('core', 'core'), slot('mobility', 'mobility'), slot('mobility', 'mobility')],
};
const CONDITIONING_A: Blueprint = {
  focus: 'conditioning',
  slots: [
    slot('main', 'squat', 'lunge'),
    slot('main', 'push_horizontal'),
    slot('main', 'pull_horizontal'),
    slot('conditioning', 'plyometric', 'cardio'),
    slot('accessory', 'lunge', 'hinge'),
    slot('core', 'core'),
    slot('conditioning', 'cardio', 'plyometric'),
  ],
};
const CONDITIONING_B: Blueprint = {
  focus: 'conditioning',
  slots: [
    slot('main', 'hinge'),
    slot('main', 'push_vertical', 'push_horizontal'),
    slot('main', 'pull_vertical', 'pull_horizontal'),
    slot('conditioning', 'plyometric', 'cardio'),
    slot('core', 'core'),
    slot('accessory', 'carry', 'core'),
    slot('conditioning', 'cardio'),
  ],
};
const ENDURANCE_A: Blueprint = {
  focus: 'cardio',
  slots: [
    slot('cardio', 'cardio'),
    slot('accessory', 'lunge', 'squat'),
    slot('accessory', 'push_horizontal'),
    slot('accessory', 'pull_horizontal'),
    slot('core', 'core'),
  ],
};
const ENDURANCE_B: Blueprint = {
  focus: 'cardio',
  slots: [
    slot('cardio', 'cardio'),
    slot('accessory', 'hinge'),
    slot('accessory', 'push_vertical', 'push_horizontal'),
    slot('accessory', 'pull_vertical', 'pull_horizontal'),
    slot('core', 'core'),
    slot('mobility', 'mobility'),
  ],
};
const MOBILITY_A: Blueprint = {
  focus: 'mobility',
  slots: [
    slot('mobility', 'mobility'),
    slot('mobility', 'mobility'),
    slot('mobility', 'mobility'),
    slot('core', 'core'),
    slot('mobility', 'mobility'),
    slot('mobility', 'mobility'),
    slot('accessory', 'hinge'),
  ],
};
const MOBILITY_B: Blueprint = {
  focus: 'mobility',
  slots: [
    slot('mobility', 'mobility'),
    slot('mobility', 'mobility'),
    slot('accessory', 'legs_isolation', 'hinge'),
    slot('mobility', 'mobility'),
    slot('core', 'core'),
    slot('mobility', 'mobility'),
  ],
};

/** The order sessions take through the week, by goal (and for strength, by days: 4+ days split upper and lower). */
function rotationFor(goal: Goal, days: number): readonly Blueprint[] {
  switch (goal) {
    case 'strength':
      return days >= 4 ? [UPPER, LOWER, UPPER, LOWER, FULL_A, FULL_B] : [FULL_A, FULL_B, FULL_A];
    case 'general':
      return [GENERAL_A, GENERAL_B, CARDIO_EASY, GENERAL_A, GENERAL_B, CARDIO_EASY];
    case 'fat_loss':
      return [CONDITIONING_A, CARDIO_EASY, CONDITIONING_B, CARDIO_EASY, CONDITIONING_A, CONDITIONING_B];
    case 'endurance':
      return [ENDURANCE_A, ENDURANCE_B];
    case 'mobility':
      return [MOBILITY_A, MOBILITY_B];
  }
}

/** When a slot's patterns have nothing the member can do, the next best movements. */
const FALLBACK: Readonly<Record<Pattern, readonly Pattern[]>> = {
  squat: ['lunge', 'legs_isolation', 'hinge'],
  lunge: ['squat', 'legs_isolation'],
  hinge: ['legs_isolation', 'core'],
  push_horizontal: ['push_vertical', 'arms'],
  push_vertical: ['push_horizontal', 'arms'],
  pull_horizontal: ['pull_vertical', 'arms'],
  pull_vertical: ['pull_horizontal', 'arms'],
  core: ['mobility'],
  carry: ['core'],
  arms: [],
  legs_isolation: ['lunge', 'squat'],
  plyometric: ['cardio'],
  cardio: ['plyometric', 'mobility'],
  mobility: ['core'],
};

/** Spread sessions over the week (0 = Monday) when the member names no days. */
const DEFAULT_DAYS: Readonly<Record<number, readonly number[]>> = {
  1: [0],
  2: [0, 3],
  3: [0, 2, 4],
  4: [0, 1, 3, 4],
  5: [0, 1, 2, 4, 5],
  6: [0, 1, 2, 3, 4, 5],
};

const byLevel = <T>(level: Level, values: readonly [T, T, T]): T => values[LEVEL_RANK[level]]!;

interface Prescription {
  sets: number;
  reps: number;
  seconds: number;
  restSeconds: number;
}

/** Sets, reps (or seconds) and rest for a slot's role, by goal and level. */
function prescriptionFor(role: Role, goal: Goal, level: Level): Prescription {
  switch (role) {
    case 'main':
      if (goal === 'strength') {
        return {
          sets: byLevel(level, [3, 4, 5]),
          reps: byLevel(level, [8, 6, 5]),
          seconds: 40,
          restSeconds: byLevel(level, [120, 150, 180]),
        };
      }
      if (goal === 'fat_loss') return { sets: 3, reps: 12, seconds: 40, restSeconds: 45 };
      if (goal === 'endurance') return { sets: byLevel(level, [2, 3, 3]), reps: 15, seconds: 45, restSeconds: 45 };
      return { sets: byLevel(level, [2, 3, 3]), reps: 10, seconds: 40, restSeconds: 90 };
    case 'accessory':
      if (goal === 'strength') return { sets: byLevel(level, [2, 3, 3]), reps: 10, seconds: 40, restSeconds: 75 };
      if (goal === 'fat_loss') return { sets: byLevel(level, [2, 3, 3]), reps: 12, seconds: 40, restSeconds: 40 };
      if (goal === 'endurance') return { sets: byLevel(level, [2, 2, 3]), reps: 15, seconds: 45, restSeconds: 40 };
      if (goal === 'mobility') return { sets: 2, reps: 12, seconds: 30, restSeconds: 30 };
      return { sets: byLevel(level, [2, 3, 3]), reps: 12, seconds: 40, restSeconds: 60 };
    case 'core':
      return { sets: byLevel(level, [2, 3, 3]), reps: 10, seconds: byLevel(level, [30, 40, 45]), restSeconds: 45 };
    case 'conditioning':
      return { sets: byLevel(level, [3, 4, 5]), reps: 10, seconds: byLevel(level, [30, 40, 40]), restSeconds: 30 };
    case 'mobility':
      return { sets: 2, reps: 8, seconds: byLevel(level, [30, 40, 45]), restSeconds: 15 };
    case 'cardio':
      // Set per session from the time left (see cardioSeconds).
      return { sets: 1, reps: 1, seconds: 600, restSeconds: 0 };
  }
}

/** A cardio block's length: most of a cardio day, a finisher elsewhere; in whole minutes, 10 to 45. */
function cardioSeconds(blueprint: Blueprint, profile: CoachProfile, progression: number): number {
  const available = profile.sessionMinutes - 5;
  const share = blueprint.focus === 'cardio' ? 0.55 : 0.2;
  const minutes = Math.round(available * share) + Math.min(progression, 5);
  return Math.min(45, Math.max(10, minutes)) * 60;
}

/** A small deterministic hash, so the same week gets the same choices in the browser and on the server. */
function hash(text: string): number {
  let value = 2166136261;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 16777619);
  }
  return value >>> 0;
}

const LOADED: readonly string[] = ['barbell', 'dumbbell', 'kettlebell', 'machine', 'cable'];

function score(exercise: Exercise, role: Role, profile: CoachProfile, seed: string): number {
  const levelGap = LEVEL_RANK[profile.level] - LEVEL_RANK[exercise.level];
  let value = levelGap === 0 ? 2 : levelGap === 1 ? 1.5 : 0.5;
  // Main lifts are compound movements; a strength plan's can be loaded.
  if (role === 'main' && exercise.muscles.length >= 2) value += 2;
  if (role === 'main' && profile.goal === 'strength' && exercise.equipment.some((item) => LOADED.includes(item))) value += 3;
  // Conditioning prefers work the member can keep moving at.
  if (role === 'conditioning' && exercise.unit === 'seconds') value += 1;
  return value + (hash(`${seed}:${exercise.id}`) % 1000) / 1000;
}

function candidatesFor(pattern: Pattern, profile: CoachProfile): Exercise[] {
  return EXERCISES.filter((exercise) => exercise.pattern === pattern && suitsProfile(exercise, profile));
}

/** The easier versions of a movement, for beginners and sore joints: an able lifter's main lift only when nothing else fits. */
const EASIER_VERSIONS: ReadonlySet<string> = new Set([
  'chair-squat',
  'wall-sit',
  'wall-push-up',
  'knee-push-up',
  'incline-push-up',
  'assisted-pull-up',
  'machine-assisted-pull-up',
]);

/**
 * A main lift is as hard as the member can take: only the options of the highest level there is up
 * to theirs, and above beginner none of the easier versions while a full movement is left.
 */
function mainLiftOptions(options: Exercise[], level: Level): Exercise[] {
  const top = Math.max(...options.map((exercise) => LEVEL_RANK[exercise.level]));
  const hardest = options.filter((exercise) => LEVEL_RANK[exercise.level] === top);
  if (level === 'beginner') return hardest;
  const full = hardest.filter((exercise) => !EASIER_VERSIONS.has(exercise.id));
  return full.length > 0 ? full : hardest;
}

/** The best exercise for a slot: unused in the session, then unused in the week, then by score. */
function chooseExercise(slot: Slot, profile: CoachProfile, inSession: Set<string>, inWeek: Set<string>, seed: string): Exercise | null {
  const tried = new Set<Pattern>();
  const queue = [...slot.patterns, ...slot.patterns.flatMap((pattern) => FALLBACK[pattern])];
  for (const pattern of queue) {
    if (tried.has(pattern)) continue;
    tried.add(pattern);
    const unused = candidatesFor(pattern, profile).filter((exercise) => !inSession.has(exercise.id));
    if (unused.length === 0) continue;
    const options = slot.role === 'main' ? mainLiftOptions(unused, profile.level) : unused;
    const fresh = options.filter((exercise) => !inWeek.has(exercise.id));
    const pool = fresh.length > 0 ? fresh : options;
    return pool.reduce((best, exercise) =>
      score(exercise, slot.role, profile, seed) > score(best, slot.role, profile, seed) ? exercise : best,
    );
  }
  return null;
}

/** Up to three exercises that can replace this one for the member: same movement first, then the same muscle. */
export function substitutesFor(exercise: Exercise, profile: Pick<CoachProfile, 'equipment' | 'avoid' | 'level'>, limit = 3): string[] {
  const overlap = (other: Exercise) => other.muscles.filter((muscle) => exercise.muscles.includes(muscle)).length;
  return EXERCISES.filter(
    (other) =>
      other.id !== exercise.id &&
      other.kind === exercise.kind &&
      (other.pattern === exercise.pattern || other.muscles[0] === exercise.muscles[0]) &&
      suitsProfile(other, profile),
  )
    .sort(
      (a, b) =>
        Number(b.pattern === exercise.pattern) - Number(a.pattern === exercise.pattern) ||
        overlap(b) - overlap(a) ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit)
    .map((other) => other.id);
}

function whyFor(role: Role, exercise: Exercise, goal: Goal): Note {
  switch (role) {
    case 'main':
      return { code: 'why.main', values: { goal } };
    case 'accessory':
      return { code: 'why.accessory', values: { muscle: exercise.muscles[0] ?? 'full_body' } };
    case 'core':
      return { code: 'why.core' };
    case 'conditioning':
      return { code: 'why.conditioning' };
    case 'cardio':
      return { code: 'why.cardio', values: { goal } };
    case 'mobility':
      return { code: 'why.mobility' };
  }
}

export interface BuildOptions {
  /** The plan's id (the caller makes it: a UUID in the app). */
  id: string;
  /** Now, as an ISO date-time (createdAt / updatedAt). */
  now: string;
  /** The Monday of the week to plan. */
  weekStart: string;
  /** The member's today: sessions go on this day or later. Default: the week's Monday. */
  today?: string;
  /** Weeks of progress (adds reps / seconds); default 0. */
  progression?: number;
  /** 'lower' takes a set off each exercise (a hard week). */
  volume?: 'normal' | 'lower';
  /** What adapted this plan (shown with it). */
  adjustments?: Note[];
}

/** The weekdays (0 = Monday) sessions go on: the member's own days, else spread out; only today or later. */
export function sessionWeekdays(profile: Pick<CoachProfile, 'daysPerWeek' | 'days'>, fromWeekday: number): number[] {
  const wanted = Math.max(1, Math.min(profile.daysPerWeek, 6));
  const preferred = profile.days.length > 0 ? [...new Set(profile.days)].sort((a, b) => a - b) : [...(DEFAULT_DAYS[wanted] ?? [])];
  const chosen = preferred.filter((day) => day >= fromWeekday && day <= 6).slice(0, wanted);
  // Days left in the week after the preferred ones (a plan built mid-week), alternating rest days where possible.
  for (const step of [2, 1]) {
    for (let day = fromWeekday; day <= 6 && chosen.length < wanted; day++) {
      const spaced = chosen.every((other) => Math.abs(other - day) >= step);
      if (!chosen.includes(day) && spaced) chosen.push(day);
    }
  }
  return chosen.sort((a, b) => a - b);
}

function prescribe(
  role: Role,
  exercise: Exercise,
  profile: CoachProfile,
  blueprint: Blueprint,
  options: Required<Pick<BuildOptions, 'progression' | 'volume'>>,
): Omit<PlanExercise, 'why' | 'substitutes'> {
  const base = prescriptionFor(role, profile.goal, profile.level);
  const step = Math.max(0, options.progression);
  const sets = clamp(base.sets - (options.volume === 'lower' && base.sets > 1 ? 1 : 0), PRESCRIPTION_LIMITS.sets);
  if (exercise.unit === 'seconds') {
    const seconds = role === 'cardio' ? cardioSeconds(blueprint, profile, step) : base.seconds + 5 * Math.min(step, 4);
    return {
      exerciseId: exercise.id,
      sets: role === 'cardio' ? 1 : sets,
      reps: null,
      seconds: clamp(seconds, PRESCRIPTION_LIMITS.seconds),
      restSeconds: base.restSeconds,
    };
  }
  const reps = role === 'cardio' || role === 'conditioning' ? base.reps : base.reps + Math.min(step, 3);
  return { exerciseId: exercise.id, sets, reps: clamp(reps, PRESCRIPTION_LIMITS.reps), seconds: null, restSeconds: base.restSeconds };
}

function clamp(value: number, range: { min: number; max: number }): number {
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

/** Builds one session from its blueprint, adding slots in order while they fit the member's time. */
function buildSession(
  blueprint: Blueprint,
  profile: CoachProfile,
  date: string,
  index: number,
  inWeek: Set<string>,
  options: Required<Pick<BuildOptions, 'progression' | 'volume' | 'weekStart'>>,
): PlanSession {
  const items: PlanExercise[] = [];
  const inSession = new Set<string>();
  blueprint.slots.forEach((slotSpec, slotIndex) => {
    if (items.length >= PRESCRIPTION_LIMITS.exercisesPerSession.max) return;
    const exercise = chooseExercise(slotSpec, profile, inSession, inWeek, `${options.weekStart}:${index}:${slotIndex}`);
    if (!exercise) return;
    const role: Role =
      exercise.pattern === 'cardio' && slotSpec.role !== 'conditioning'
        ? 'cardio'
        : exercise.pattern === 'mobility'
          ? 'mobility'
          : slotSpec.role;
    const item: PlanExercise = {
      ...prescribe(role, exercise, profile, blueprint, options),
      why: whyFor(role, exercise, profile.goal),
      substitutes: substitutesFor(exercise, profile),
    };
    // The first exercise always goes in (trimmed to fit below); later ones only while there is time.
    if (items.length > 0 && sessionMinutes([...items, item]) > profile.sessionMinutes) return;
    items.push(item);
    inSession.add(exercise.id);
    inWeek.add(exercise.id);
  });
  fitToMinutes(items, profile.sessionMinutes);
  return {
    id: `${options.weekStart}-${index + 1}`,
    date,
    focus: blueprint.focus,
    minutes: sessionMinutes(items),
    why: { code: `why.session.${blueprint.focus}`, values: { goal: profile.goal } },
    exercises: items,
    done: null,
    movedFrom: null,
  };
}

/** Takes sets (then timed work) off the last exercises until the session fits `minutes`. */
export function fitToMinutes(items: PlanExercise[], minutes: number): void {
  for (let guard = 0; sessionMinutes(items) > minutes && guard < 200; guard++) {
    const reducible = [...items].reverse().find((item) => item.sets > 1);
    if (reducible) {
      reducible.sets -= 1;
      continue;
    }
    const timed = [...items].reverse().find((item) => item.seconds !== null && item.seconds > 300);
    if (timed && timed.seconds !== null) {
      timed.seconds = Math.max(300, timed.seconds - 300);
      continue;
    }
    if (items.length > 1) {
      items.pop();
      continue;
    }
    break;
  }
}

/** Weekly sets of strength work per muscle (counted against each exercise's first muscle). */
export function weeklySetsByMuscle(sessions: readonly PlanSession[]): Map<Muscle, number> {
  const totals = new Map<Muscle, number>();
  for (const session of sessions) {
    for (const item of session.exercises) {
      const exercise = exerciseById(item.exerciseId);
      const muscle = exercise?.muscles[0];
      if (!exercise || !muscle || !countsTowardVolume(exercise)) continue;
      totals.set(muscle, (totals.get(muscle) ?? 0) + item.sets);
    }
  }
  return totals;
}

/** Brings every muscle's weekly sets and every session's sets within the level's limits. */
function trimVolume(sessions: PlanSession[], level: Level): void {
  const limits = VOLUME_LIMITS[level];
  for (let guard = 0; guard < 500; guard++) {
    const over = [...weeklySetsByMuscle(sessions)].find(([, sets]) => sets > limits.setsPerMuscleWeek);
    if (!over) break;
    const [muscle] = over;
    const items = sessions.flatMap((session) =>
      session.exercises.map((item) => ({ session, item })).filter(({ item }) => exerciseById(item.exerciseId)?.muscles[0] === muscle),
    );
    const reducible = items.filter(({ item }) => item.sets > 1).sort((a, b) => b.item.sets - a.item.sets)[0];
    if (reducible) reducible.item.sets -= 1;
    else {
      const last = items.at(-1);
      if (!last) break;
      last.session.exercises = last.session.exercises.filter((item) => item !== last.item);
    }
  }
  for (const session of sessions) {
    for (let guard = 0; guard < 100; guard++) {
      const total = session.exercises.reduce((sum, item) => sum + item.sets, 0);
      if (total <= limits.setsPerSession) break;
      const reducible = [...session.exercises].reverse().find((item) => item.sets > 1);
      if (!reducible) break;
      reducible.sets -= 1;
    }
    session.minutes = sessionMinutes(session.exercises);
  }
}

/** The member's week: sessions on their days (today or later), each filled within their time and limits. */
export function buildPlan(profile: CoachProfile, options: BuildOptions): Plan {
  const today = options.today;
  const fromWeekday = today && today > options.weekStart && today <= addDays(options.weekStart, 6) ? weekdayOf(today) : 0;
  const weekdays = sessionWeekdays(profile, fromWeekday);
  const rotation = rotationFor(profile.goal, profile.daysPerWeek);
  const inWeek = new Set<string>();
  const settings = { progression: options.progression ?? 0, volume: options.volume ?? 'normal', weekStart: options.weekStart } as const;
  const sessions = weekdays.map((weekday, index) =>
    buildSession(rotation[index % rotation.length]!, profile, addDays(options.weekStart, weekday), index, inWeek, settings),
  );
  trimVolume(sessions, profile.level);
  return {
    id: options.id,
    weekStart: options.weekStart,
    createdAt: options.now,
    updatedAt: options.now,
    engine: 'planner',
    profile: { ...profile, equipment: [...profile.equipment], avoid: [...profile.avoid], days: [...profile.days] },
    progression: settings.progression,
    adjustments: options.adjustments ?? [],
    sessions: sessions.filter((session) => session.exercises.length > 0),
  };
}
