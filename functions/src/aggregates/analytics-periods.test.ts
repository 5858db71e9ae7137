import { describe, expect, it } from 'vitest';
import {
  coinMetricOf,
  coverRange,
  daysOf,
  mondayOfWeek,
  monthsTouching,
  previousRange,
  utcDay,
  weeksBetween,
  weeksTouching,
} from './analytics-periods';

describe('the analytics calendar', () => {
  it.each([
    { case: 'one day', from: '2026-03-10', to: '2026-03-10', previous: { from: '2026-03-09', to: '2026-03-09' } },
    { case: 'a week', from: '2026-03-04', to: '2026-03-10', previous: { from: '2026-02-25', to: '2026-03-03' } },
    { case: 'across a leap day', from: '2028-03-01', to: '2028-03-30', previous: { from: '2028-01-31', to: '2028-02-29' } },
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
    { case: 'a purchase', kind: 'purchase', amount: 100000n, metric: 'coinsPurchased', cents: 100000n },
    { case: 'a visit paid', kind: 'booking', amount: -1500n, metric: 'coinsSpent', cents: 1500n },
    { case: 'a refund', kind: 'refund', amount: 1500n, metric: 'coinsRefunded', cents: 1500n },
    { case: "a session's refund", kind: 'pro_refund', amount: 2000n, metric: 'coinsRefunded', cents: 2000n },
    { case: 'XP converted', kind: 'xp_conversion', amount: 700n, metric: 'coinsEarned', cents: 700n },
    { case: 'a kind not known yet that takes coins', kind: 'reward_redeemed', amount: -500n, metric: 'coinsSpent', cents: 500n },
  ])('files $case under $metric', ({ kind, amount, metric, cents }) => {
    expect(coinMetricOf(kind, amount)).toEqual({ metric, cents });
  });
});

describe('covering a range with months, weeks and days', () => {
  it.each([
    { case: '90 days', from: '2026-08-27', to: '2026-11-24' },
    { case: 'one day', from: '2026-03-10', to: '2026-03-10' },
    { case: 'a year end', from: '2026-12-20', to: '2027-02-03' },
    { case: 'a leap February', from: '2028-01-30', to: '2028-03-02' },
    { case: '90 days up to today', from: '2026-08-28', to: '2026-11-25', today: '2026-11-25' },
    { case: '7 days up to today', from: '2026-11-19', to: '2026-11-25', today: '2026-11-25' },
    { case: 'a month up to today, its last day', from: '2026-10-01', to: '2026-10-31', today: '2026-10-31' },
    { case: 'a range ending after today', from: '2026-12-20', to: '2027-01-05', today: '2026-12-28' },
    { case: 'a range that ended before today', from: '2026-08-27', to: '2026-11-24', today: '2026-11-25' },
    { case: '90 days up to the first of a month', from: '2026-08-03', to: '2026-11-01', today: '2026-11-01' },
    { case: 'the 90 days before the 90 up to today', from: '2026-05-30', to: '2026-08-27', today: '2026-11-25' },
    { case: 'a past week, less its Sunday', from: '2026-11-05', to: '2026-11-14', today: '2026-11-25' },
  ])('covers $case exactly once, day for day', ({ from, to, today }) => {
    const cover = coverRange(from, to, today);
    const covered = [
      ...cover.months.flatMap((month) => daysOf(`${month}-01`, utcDay(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)))),
      ...cover.weeks.flatMap((week) => daysOf(mondayOfWeek(week), utcDay(Date.parse(`${mondayOfWeek(week)}T00:00:00Z`) + 6 * 86_400_000))),
      ...cover.days,
    ].sort();
    // Taken off again: days after the range inside a period read whole.
    for (const day of cover.minusDays) {
      expect(day > to).toBe(true);
      covered.splice(covered.indexOf(day), 1);
    }
    expect(covered).toEqual(daysOf(from, to));
  });

  it('reads 90 days as two months, three weeks and eight days', () => {
    expect(coverRange('2026-08-27', '2026-11-24')).toEqual({
      months: ['2026-09', '2026-10'],
      weeks: ['2026-W45', '2026-W46', '2026-W47'],
      days: ['2026-08-27', '2026-08-28', '2026-08-29', '2026-08-30', '2026-08-31', '2026-11-01', '2026-11-23', '2026-11-24'],
      minusDays: [],
    });
  });

  it('reads the 90 days up to today as three months, less the days of this one still to come, and four days', () => {
    expect(coverRange('2026-08-28', '2026-11-25', '2026-11-25')).toEqual({
      months: ['2026-09', '2026-10', '2026-11'],
      weeks: [],
      days: ['2026-08-28', '2026-08-29', '2026-08-30', '2026-08-31'],
      minusDays: ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29', '2026-11-30'],
    });
  });

  it('reads the 90 days before the 90 up to today as two months, August less its last four days, and two days', () => {
    expect(coverRange('2026-05-30', '2026-08-27', '2026-11-25')).toEqual({
      months: ['2026-06', '2026-07', '2026-08'],
      weeks: [],
      days: ['2026-05-30', '2026-05-31'],
      minusDays: ['2026-08-28', '2026-08-29', '2026-08-30', '2026-08-31'],
    });
  });

  it('reads the 90 days up to the first of a month without looking up the days to come of the month', () => {
    expect(coverRange('2026-08-03', '2026-11-01', '2026-11-01')).toEqual({
      months: ['2026-09', '2026-10'],
      weeks: ['2026-W32', '2026-W33', '2026-W34', '2026-W35'],
      days: ['2026-08-31', '2026-11-01'],
      minusDays: [],
    });
  });

  it('reads the 7 days up to today as this ISO week, less its days to come, and the days before it', () => {
    expect(coverRange('2026-11-19', '2026-11-25', '2026-11-25')).toEqual({
      months: [],
      weeks: ['2026-W48'],
      days: ['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'],
      minusDays: ['2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
    });
  });
});
