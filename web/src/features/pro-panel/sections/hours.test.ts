import type { WeeklyHours } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { clockMinutes, mondayOf, rangesOn } from './hours';

const NONE: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

describe('the week views’ hours', () => {
  it.each([
    { date: '2026-11-16', monday: '2026-11-16' },
    { date: '2026-11-22', monday: '2026-11-16' },
    { date: '2026-11-23', monday: '2026-11-23' },
    { date: '2027-01-01', monday: '2026-12-28' },
  ])('the week of $date starts on $monday', ({ date, monday }) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it("takes a date's override over its weekday's hours", () => {
    const rules = { weekly: { ...NONE, mon: [{ start: '09:00', end: '17:00' }] }, overrides: [{ date: '2026-11-23', ranges: [] }] };
    expect(rangesOn(rules, '2026-11-16')).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(rangesOn(rules, '2026-11-23')).toEqual([]);
    expect(rangesOn(rules, '2026-11-17')).toEqual([]);
  });

  it('counts minutes of a wall time, midnight at the end of the day included', () => {
    expect(clockMinutes('09:15')).toBe(555);
    expect(clockMinutes('24:00')).toBe(1440);
  });
});
