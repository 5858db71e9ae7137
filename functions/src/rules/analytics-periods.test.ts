import { describe, expect, it } from 'vitest';
import { coinMetricOf, daysOf, monthsTouching, previousRange, utcDay, weeksBetween, weeksTouching } from './analytics-periods';

describe('the analytics calendar', () => {
  it.each([
    { $case: 'one day', from: '2026-03-10', to: '2026-03-10', previous: { from: '2026-03-09', to: '2026-03-09' } },
    { $case: 'a week', from: '2026-03-04', to: '2026-03-10', previous: { from: '2026-02-25', to: '2026-03-03' } },
    { $case: 'across a leap day', from: '2028-03-01', to: '2028-03-30', previous: { from: '2028-01-31', to: '2028-02-29' } },
  ])('compares $case with as many days just before it', ({ from, to, previous }) => {
    expect(previousRange(from, to)).toEqual(previous);
    expect(daysOf(previous.from, previous.to)).toHaveLength(daysOf(from, to).length);
  });

  it('names ISO weeks and months touching a range, across a year end', () => {
    expect(weeksTouching('2026-12-28', '2027-01-04')).toEqual(['2026-W53', '2027-W01']);
    expect(monthsTouching('2026-12-28', '2027-01-04')).toEqual(['2026-12', '2027-01']);
    expect(weeksBetween('2026-W52', '2027-W02')).toBe(3);
    expect(weeksBetween('2026-W11', '2026-W11')).toBe(0);
  });

  it('counts an event on its UTC day', () => {
    expect(utcDay('2026-03-10T23:59:59.999Z')).toBe('2026-03-10');
    expect(utcDay('2026-03-10T23:30:00-05:00')).toBe('2026-03-11');
  });

  it.each([
    { $case: 'a purchase', kind: 'purchase', amount: 100000n, metric: 'coinsPurchased', cents: 100000n },
    { $case: 'a visit paid', kind: 'booking', amount: -1500n, metric: 'coinsSpent', cents: 1500n },
    { $case: 'a refund', kind: 'refund', amount: 1500n, metric: 'coinsRefunded', cents: 1500n },
    { $case: "a session's refund", kind: 'pro_refund', amount: 2000n, metric: 'coinsRefunded', cents: 2000n },
    { $case: 'XP converted', kind: 'xp_conversion', amount: 700n, metric: 'coinsEarned', cents: 700n },
    { $case: 'a kind not known yet that takes coins', kind: 'reward_redeemed', amount: -500n, metric: 'coinsSpent', cents: 500n },
  ])('files $case under $metric', ({ kind, amount, metric, cents }) => {
    expect(coinMetricOf(kind, amount)).toEqual({ metric, cents });
  });
});
