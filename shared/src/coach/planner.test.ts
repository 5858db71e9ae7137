import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf } from './dates';
import { equipmentForAmenities } from './equipment';
import { exerciseById } from './library';
import { sessionMinutes, VOLUME_LIMITS } from './limits';
import { buildPlan, weeklySetsByMuscle } from './planner';
import { checkPlanSafety } from './safety';
import { AVOID_TAGS, type AvoidTag, type CoachProfile, type Equipment, GOALS, LEVELS } from './types';

const WEEK = '2026-11-23'; // a Monday
const NOW = '2026-11-23T07:00:00.000Z';

const EQUIPMENT_SETS: Record<string, Equipment[]> = {
  bodyweight: [],
  home: ['dumbbell', 'band', 'mat'],
  'full gym': equipmentForAmenities(['free-weights', 'cardio']),
};
const AVOID_SETS: Record<string, AvoidTag[]> = {
  none: [],
  knee: ['knee'],
  'shoulder and lower back': ['shoulder', 'lower_back'],
  'no floor, no jumping, no running': ['floor', 'jumping', 'running'],
  everything: [...AVOID_TAGS],
};

const cases = GOALS.flatMap((goal) =>
  LEVELS.flatMap((level) =>
    Object.entries(EQUIPMENT_SETS).flatMap(([equipmentName, equipment]) =>
      Object.entries(AVOID_SETS).map(([avoidName, avoid]) => ({
        case: `${goal}, ${level}, ${equipmentName}, avoiding ${avoidName}`,
        profile: {
          goal,
          level,
          daysPerWeek: 3 + (avoid.length % 3),
          sessionMinutes: 45,
          equipment,
          gymId: null,
          avoid,
          days: [],
        } as CoachProfile,
      })),
    ),
  ),
);

describe('buildPlan: every goal x level x equipment x injuries gives a valid plan', () => {
  it.each(cases)('$case', ({ profile }) => {
    // Prepare / Act
    const plan = buildPlan(profile, { id: 'plan', now: NOW, weekStart: WEEK });

    // Assess: the rules checked directly, not only through checkPlanSafety.
    expect(plan.sessions.length).toBeGreaterThan(0);
    expect(plan.sessions.length).toBeLessThanOrEqual(profile.daysPerWeek);
    for (const session of plan.sessions) {
      expect(session.exercises.length).toBeGreaterThan(0);
      expect(sessionMinutes(session.exercises)).toBeLessThanOrEqual(profile.sessionMinutes);
      expect(session.minutes).toBe(sessionMinutes(session.exercises));
      for (const item of session.exercises) {
        const exercise = exerciseById(item.exerciseId)!;
        expect(exercise, item.exerciseId).toBeDefined();
        expect(
          exercise.stresses.filter((tag) => profile.avoid.includes(tag)),
          `${exercise.id} is avoided`,
        ).toEqual([]);
        expect(
          exercise.equipment.every((needed) => profile.equipment.includes(needed)),
          `${exercise.id} needs ${exercise.equipment}`,
        ).toBe(true);
        for (const substitute of item.substitutes) {
          const other = exerciseById(substitute)!;
          expect(other.stresses.filter((tag) => profile.avoid.includes(tag))).toEqual([]);
          expect(other.equipment.every((needed) => profile.equipment.includes(needed))).toBe(true);
        }
      }
    }
    for (const [, sets] of weeklySetsByMuscle(plan.sessions))
      expect(sets).toBeLessThanOrEqual(VOLUME_LIMITS[profile.level].setsPerMuscleWeek);
    expect(checkPlanSafety(plan)).toEqual([]);
  });
});

describe('buildPlan', () => {
  const profile: CoachProfile = {
    goal: 'strength',
    level: 'intermediate',
    daysPerWeek: 3,
    sessionMinutes: 60,
    equipment: equipmentForAmenities(['free-weights']),
    gymId: null,
    avoid: [],
    days: [],
  };

  it('puts the asked number of sessions on spread-out days, one a day', () => {
    const plan = buildPlan(profile, { id: 'p', now: NOW, weekStart: WEEK });
    expect(plan.sessions.map((session) => weekdayOf(session.date))).toEqual([0, 2, 4]);
  });

  it('uses the days the member chose', () => {
    const plan = buildPlan({ ...profile, days: [1, 3, 5] }, { id: 'p', now: NOW, weekStart: WEEK });
    expect(plan.sessions.map((session) => weekdayOf(session.date))).toEqual([1, 3, 5]);
  });

  it('built mid-week, plans only today and later', () => {
    const today = addDays(WEEK, 3);
    const plan = buildPlan({ ...profile, daysPerWeek: 3 }, { id: 'p', now: NOW, weekStart: WEEK, today });
    expect(plan.sessions.length).toBe(3);
    for (const session of plan.sessions) expect(session.date >= today).toBe(true);
  });

  it('is deterministic: the same input gives the same plan (browser and server agree)', () => {
    expect(buildPlan(profile, { id: 'p', now: NOW, weekStart: WEEK })).toEqual(buildPlan(profile, { id: 'p', now: NOW, weekStart: WEEK }));
  });

  it('gives each session a why, and each exercise a why and prescriptions in its unit', () => {
    const plan = buildPlan({ ...profile, goal: 'general' }, { id: 'p', now: NOW, weekStart: WEEK });
    for (const session of plan.sessions) {
      expect(session.why.code).toMatch(/^why\.session\./);
      for (const item of session.exercises) {
        expect(item.why.code).toMatch(/^why\./);
        const unit = exerciseById(item.exerciseId)!.unit;
        expect(unit === 'reps' ? item.reps : item.seconds).toBeGreaterThan(0);
        expect(unit === 'reps' ? item.seconds : item.reps).toBeNull();
      }
    }
  });

  it('progression adds reps, a lower-volume week takes a set off', () => {
    const base = buildPlan(profile, { id: 'p', now: NOW, weekStart: WEEK });
    const progressed = buildPlan(profile, { id: 'p', now: NOW, weekStart: WEEK, progression: 2 });
    const lighter = buildPlan(profile, { id: 'p', now: NOW, weekStart: WEEK, volume: 'lower' });
    const first = (plan: typeof base) => plan.sessions[0]!.exercises[0]!;
    expect(first(progressed).reps).toBe(first(base).reps! + 2);
    expect(first(lighter).sets).toBe(first(base).sets - 1);
  });

  it('a short session still holds at least one exercise and fits', () => {
    const plan = buildPlan({ ...profile, sessionMinutes: 15 }, { id: 'p', now: NOW, weekStart: WEEK });
    for (const session of plan.sessions) {
      expect(session.exercises.length).toBeGreaterThan(0);
      expect(session.minutes).toBeLessThanOrEqual(15);
    }
  });
});

describe('equipmentForAmenities', () => {
  it('free weights bring dumbbells and barbells; cardio brings machines to run, ride and row', () => {
    expect(equipmentForAmenities(['free-weights'])).toEqual(expect.arrayContaining(['dumbbell', 'barbell', 'kettlebell', 'pull_up_bar']));
    expect(equipmentForAmenities(['free-weights'])).not.toContain('treadmill');
    expect(equipmentForAmenities(['cardio'])).toEqual(expect.arrayContaining(['treadmill', 'bike', 'rower']));
    expect(equipmentForAmenities([])).not.toContain('dumbbell');
  });
});

describe('main lifts fit the member’s level', () => {
  const mainLifts = (level: CoachProfile['level'], equipment: Equipment[], goal: CoachProfile['goal'] = 'strength') =>
    buildPlan(
      { goal, level, daysPerWeek: 4, sessionMinutes: 60, equipment, gymId: null, avoid: [], days: [] },
      { id: 'p', now: NOW, weekStart: WEEK },
    ).sessions.flatMap((session) => session.exercises.filter((item) => item.why.code === 'why.main').map((item) => item.exerciseId));
  const levelOf = (id: string) => exerciseById(id)!.level;
  // Endurance and mobility weeks are circuits, cardio and stretches: they have no main lifts.
  const LIFTING_GOALS = GOALS.filter((goal) => goal !== 'endurance' && goal !== 'mobility');
  // The easier versions of a movement, for beginners and sore joints: never an able lifter's main lift.
  const EASIER = [
    'chair-squat',
    'wall-sit',
    'wall-push-up',
    'knee-push-up',
    'incline-push-up',
    'assisted-pull-up',
    'machine-assisted-pull-up',
  ];

  it.each(LIFTING_GOALS)('a beginner’s (%s) are beginner lifts', (goal) => {
    for (const equipment of Object.values(EQUIPMENT_SETS)) {
      const lifts = mainLifts('beginner', equipment, goal);
      expect(lifts.length).toBeGreaterThan(0);
      expect(lifts.filter((id) => levelOf(id) !== 'beginner')).toEqual([]);
    }
  });

  it.each(LIFTING_GOALS)('an intermediate lifter’s (%s) in a full gym are intermediate lifts, none an easier version', (goal) => {
    const lifts = mainLifts('intermediate', EQUIPMENT_SETS['full gym']!, goal);
    expect(lifts.length).toBeGreaterThan(0);
    expect(lifts.filter((id) => levelOf(id) !== 'intermediate')).toEqual([]);
  });

  it.each(LIFTING_GOALS)(
    'an intermediate lifter’s (%s) with no equipment are push-ups, squats, lunges, never sit-to-stands or wall push-ups',
    (goal) => {
      const lifts = mainLifts('intermediate', EQUIPMENT_SETS.bodyweight!, goal);
      expect(lifts.length).toBeGreaterThan(0);
      expect(lifts.filter((id) => EASIER.includes(id))).toEqual([]);
      expect(lifts).toContain('push-up');
    },
  );

  it.each(LIFTING_GOALS)(
    'an advanced lifter’s (%s) in a full gym take the advanced lifts there are, and nothing below intermediate',
    (goal) => {
      const lifts = mainLifts('advanced', EQUIPMENT_SETS['full gym']!, goal);
      expect(lifts.filter((id) => levelOf(id) === 'advanced').length).toBeGreaterThan(0);
      expect(lifts.filter((id) => levelOf(id) === 'beginner')).toEqual([]);
    },
  );

  it('an intermediate lifter sparing the knees gets the sit-to-stand, the one squat left for them', () => {
    const plan = buildPlan(
      { goal: 'general', level: 'intermediate', daysPerWeek: 3, sessionMinutes: 45, equipment: [], gymId: null, avoid: ['knee'], days: [] },
      { id: 'p', now: NOW, weekStart: WEEK },
    );
    const lifts = plan.sessions.flatMap((session) => session.exercises.filter((item) => item.why.code === 'why.main'));
    expect(lifts.map((item) => item.exerciseId)).toContain('chair-squat');
    expect(checkPlanSafety(plan)).toEqual([]);
  });
});
