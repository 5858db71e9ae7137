import { describe, expect, it } from 'vitest';
import { checkinAwards, decideConversion, levelForXp, streakBonusXp, totalXp, xpToCoinCents } from './xp';

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
