import { describe, expect, it } from 'vitest';
import { markSessionDone } from './actions';
import { adaptWeek, nextWeekPlan, planForToday, type TrainingSignals } from './adapt';
import { addDays } from './dates';
import { buildPlan } from './planner';
import { checkPlanSafety } from './safety';
import type { CoachProfile, Plan } from './types';

const WEEK = '2026-11-23';
const profile: CoachProfile = {
  goal: 'general',
  level: 'intermediate',
  daysPerWeek: 3,
  sessionMinutes: 45,
  equipment: ['dumbbell', 'bench', 'band'],
  gymId: null,
  avoid: [],
  days: [],
};
const plan = () => buildPlan(profile, { id: 'p1', now: `${WEEK}T07:00:00.000Z`, weekStart: WEEK });
const signals = (today: string, extra: Partial<TrainingSignals> = {}): TrainingSignals => ({
  today,
  now: `${today}T09:00:00.000Z`,
  checkinDates: [],
  moods: [],
  ...extra,
});
const totalSets = (p: Plan) =>
  p.sessions
    .filter((s) => !s.done)
    .flatMap((s) => s.exercises)
    .reduce((sum, item) => sum + item.sets, 0);

describe('adaptWeek', () => {
  it('moves a missed session to the next free day and says so', () => {
    // Sessions Mon, Wed, Fri; on Tuesday, Monday was missed.
    const adapted = adaptWeek(plan(), signals(addDays(WEEK, 1)));
    expect(adapted.sessions.map((s) => s.date)).toEqual([addDays(WEEK, 1), addDays(WEEK, 2), addDays(WEEK, 4)]);
    expect(adapted.sessions[0]!.movedFrom).toBe(WEEK);
    expect(adapted.adjustments).toContainEqual({ code: 'adjust.moved', values: { from: WEEK, to: addDays(WEEK, 1) } });
    expect(checkPlanSafety(adapted)).toEqual([]);
  });

  it('moves two missed sessions to free days only, never onto a planned one', () => {
    // On Thursday, Monday and Wednesday were missed: they go to Thursday and Saturday (Friday is taken).
    const adapted = adaptWeek(plan(), signals(addDays(WEEK, 3)));
    expect(adapted.sessions.map((s) => s.date)).toEqual([addDays(WEEK, 3), addDays(WEEK, 4), addDays(WEEK, 5)]);
  });

  it('counts a gym check-in on a planned day as the session done, so it does not move', () => {
    const adapted = adaptWeek(plan(), signals(addDays(WEEK, 1), { checkinDates: [WEEK] }));
    expect(adapted.sessions[0]!.date).toBe(WEEK);
    expect(adapted.sessions[0]!.done).toEqual({ at: `${WEEK}T12:00:00.000Z`, feeling: null });
  });

  it('answers the same plan when nothing happened', () => {
    const original = plan();
    expect(adaptWeek(original, signals(WEEK))).toBe(original);
  });

  it('a week of low energy in the mood log takes a set off what is left, once', () => {
    const today = addDays(WEEK, 2);
    const moods = [0, 1, 2].map((n) => ({ date: addDays(today, -n), mood: 3, energy: 2 }));
    const done = markSessionDone(plan(), `${WEEK}-1`, 'ok', `${WEEK}T18:00:00.000Z`);
    const adapted = adaptWeek(done, signals(today, { moods }));
    expect(totalSets(adapted)).toBeLessThan(totalSets(done));
    expect(adapted.adjustments.at(-1)).toEqual({ code: 'adjust.volume_down', values: { reason: 'low_energy' } });
    expect(adaptWeek(adapted, signals(today, { moods }))).toBe(adapted);
  });

  it('two sessions that felt hard lighten the rest of the week', () => {
    let current = markSessionDone(plan(), `${WEEK}-1`, 'hard', `${WEEK}T18:00:00.000Z`);
    current = markSessionDone(current, `${WEEK}-2`, 'hard', `${addDays(WEEK, 2)}T18:00:00.000Z`);
    const adapted = adaptWeek(current, signals(addDays(WEEK, 3)));
    expect(totalSets(adapted)).toBeLessThan(totalSets(current));
    expect(adapted.adjustments.at(-1)?.values?.reason).toBe('hard_sessions');
  });
});

describe('nextWeekPlan', () => {
  const finish = (p: Plan, feeling: 'easy' | 'ok' | 'hard') =>
    p.sessions.reduce((acc, s) => markSessionDone(acc, s.id, feeling, `${s.date}T18:00:00.000Z`), p);
  const nextMonday = addDays(WEEK, 7);

  it('a week done in full without strain raises the load', () => {
    const next = nextWeekPlan(finish(plan(), 'ok'), profile, signals(nextMonday), { id: 'p2' });
    expect(next.weekStart).toBe(nextMonday);
    expect(next.progression).toBe(1);
    expect(next.adjustments).toEqual([{ code: 'adjust.load_up', values: { step: 1 } }]);
    expect(checkPlanSafety(next)).toEqual([]);
  });

  it('a hard week or a mostly missed one lowers the volume and keeps the load', () => {
    const afterHard = nextWeekPlan(finish(plan(), 'hard'), profile, signals(nextMonday), { id: 'p2' });
    const afterMissed = nextWeekPlan(plan(), profile, signals(nextMonday), { id: 'p2' });
    const fresh = buildPlan(profile, { id: 'p2', now: `${nextMonday}T09:00:00.000Z`, weekStart: nextMonday });
    for (const next of [afterHard, afterMissed]) {
      expect(next.progression).toBe(0);
      expect(totalSets(next)).toBeLessThan(totalSets(fresh));
    }
    expect(afterMissed.adjustments[0]?.values?.reason).toBe('missed_sessions');
  });

  it('planForToday rolls an old plan into this week', () => {
    const rolled = planForToday(finish(plan(), 'ok'), signals(addDays(WEEK, 8)), () => 'p3');
    expect(rolled.id).toBe('p3');
    expect(rolled.weekStart).toBe(nextMonday);
    expect(rolled.sessions.every((s) => s.date >= addDays(WEEK, 8))).toBe(true);
  });
});
