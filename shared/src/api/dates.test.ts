import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { datesBetween } from '../coach/dates';
import { calendarDateSchema, checkDateRange, latestDate } from './dates';

describe('calendarDateSchema', () => {
  it.each([
    { case: 'an ordinary date', date: '2026-11-23', ok: true },
    { case: 'a leap day', date: '2024-02-29', ok: true },
    { case: 'the last day a year ahead', date: latestDate(), ok: true },
    { case: 'a day after that', date: '9999-12-31', ok: false },
    { case: 'a day that does not exist', date: '2026-02-29', ok: false },
    { case: 'a month 13', date: '2026-13-01', ok: false },
    { case: 'a day 32', date: '2026-01-32', ok: false },
    { case: 'before the earliest date', date: '1999-12-31', ok: false },
    { case: 'another format', date: '23/11/2026', ok: false },
    { case: 'a date-time', date: '2026-11-23T00:00:00Z', ok: false },
  ])('$case: $date', ({ date, ok }) => {
    expect(calendarDateSchema.safeParse(date).success).toBe(ok);
  });
});

describe('checkDateRange', () => {
  const range = z.object({ from: calendarDateSchema, to: calendarDateSchema }).superRefine((value, ctx) => checkDateRange(value, 31, ctx));
  it.each([
    { case: 'one day', from: '2026-01-01', to: '2026-01-01', issue: null },
    { case: 'its documented length', from: '2026-01-01', to: '2026-01-31', issue: null },
    { case: 'a day more', from: '2026-01-01', to: '2026-02-01', issue: 'A range is at most 31 days' },
    { case: 'reversed', from: '2026-01-02', to: '2026-01-01', issue: 'to must not be before from' },
  ])('$case', ({ from, to, issue }) => {
    const result = range.safeParse({ from, to });
    expect(result.error?.issues[0]?.message ?? null).toBe(issue);
  });
});

describe('datesBetween', () => {
  it('ends at the last day of the calendar, where the next day sorts before it as text', () => {
    expect(datesBetween('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
  });
});
