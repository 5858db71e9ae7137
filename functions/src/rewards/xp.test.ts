import { describe, expect, it } from 'vitest';
import {
  checkinAwards,
  decideConversion,
  levelForXp,
  NO_TRAINING,
  SESSION_XP,
  streakBonusXp,
  TRAINING_XP_DAILY_CAP,
  type TrainingDay,
  type TrainingEvent,
  totalXp,
  trainingAward,
  WORKOUT_XP,
  xpToCoinCents,
} from './xp';

describe('XP awards', () => {
  it.each([
    { name: 'first day', streak: 1, total: 75 },
    { name: 'second day', streak: 2, total: 85 },
    { name: 'sixth day reaches the cap', streak: 6, total: 125 },
    { name: 'a long streak stays at the cap', streak: 40, total: 125 },
  ])('a check-in on the $name of a streak gives $total XP', ({ streak, total }) => {
    expect(totalXp(checkinAwards(streak, true))).toBe(total);
  });

  it('names each part of the award', () => {
    expect(checkinAwards(3, true).map((a) => a.reason)).toEqual(['checkin', 'booking_completed', 'streak_bonus']);
    expect(streakBonusXp(0)).toBe(0);
  });

  it('gives XP for the first check-in of a day only', () => {
    expect(checkinAwards(4, false)).toEqual([]);
  });

  it.each([
    { xp: 0, level: 1, start: 0, next: 100 },
    { xp: 99, level: 1, start: 0, next: 100 },
    { xp: 100, level: 2, start: 100, next: 400 },
    { xp: 899, level: 3, start: 400, next: 900 },
    { xp: 900, level: 4, start: 900, next: 1600 },
  ])('$xp XP is level $level', ({ xp, level, start, next }) => {
    expect(levelForXp(xp)).toEqual({ level, levelStartXp: start, nextLevelXp: next });
  });
});

describe('XP to SweatCoins', () => {
  it('converts 10 XP to 1 SweatCoin exactly', () => {
    expect(xpToCoinCents(10)).toBe(100n);
    expect(xpToCoinCents(15)).toBe(150n);
    expect(decideConversion(250, 250)).toEqual({ ok: true, coinCents: 2500n });
  });

  it.each([
    { name: 'more than the balance', xp: 251, balance: 250, message: /Not enough XP: you have 250 XP/ },
    { name: 'below the minimum', xp: 9, balance: 250, message: /at least 10 XP/ },
    { name: 'a fraction', xp: 10.5, balance: 250, message: /at least 10 XP/ },
    { name: 'negative', xp: -100, balance: 250, message: /at least 10 XP/ },
  ])('refuses $name', ({ xp, balance, message }) => {
    const decision = decideConversion(xp, balance);
    expect(decision.ok).toBe(false);
    if (!decision.ok) expect(decision.message).toMatch(message);
  });
});

describe('training XP', () => {
  const HOUR = 3_600_000;
  const workout = (day: string, startHour: number, completed = true): TrainingEvent => ({
    kind: 'workout',
    day,
    completed,
    span: [startHour * HOUR, (startHour + 0.5) * HOUR],
  });
  const session = (day: string): TrainingEvent => ({ kind: 'session', day });
  const run = (events: TrainingEvent[], start: TrainingDay = NO_TRAINING) => {
    let day = start;
    return events.map((event) => {
      const award = trainingAward(day, event);
      day = award.after;
      return award.xp;
    });
  };

  it.each([
    { case: 'a finished workout', events: [workout('2026-11-16', 8)], xp: [WORKOUT_XP] },
    { case: 'an unfinished workout', events: [workout('2026-11-16', 8, false)], xp: [0] },
    { case: 'an attended session', events: [session('2026-11-16')], xp: [SESSION_XP] },
    {
      case: 'a day of training, cut at the cap',
      events: [workout('2026-11-16', 7), session('2026-11-16'), workout('2026-11-16', 18), workout('2026-11-16', 20)],
      xp: [30, 50, 20, 0],
    },
    { case: 'two workouts at the same time', events: [workout('2026-11-16', 8), workout('2026-11-16', 8.25)], xp: [30, 0] },
    { case: 'the next day starts again', events: [session('2026-11-16'), session('2026-11-16'), session('2026-11-17')], xp: [50, 50, 50] },
    { case: 'a late log of an earlier day', events: [session('2026-11-17'), workout('2026-11-16', 8)], xp: [50, 0] },
  ])('$case earns $xp', ({ events, xp }) => {
    expect(run(events)).toEqual(xp);
    expect(run(events).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(2 * TRAINING_XP_DAILY_CAP);
  });
});
