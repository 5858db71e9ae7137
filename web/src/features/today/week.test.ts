import { describe, expect, it } from 'vitest';
import { visitsThisWeek } from './week';

const attended = (at: Date) => ({ status: 'attended' as const, attendedAt: at.toISOString() });

describe('visitsThisWeek', () => {
  // Wednesday 2026-11-25, 10:00 local time.
  const now = new Date(2026, 10, 25, 10, 0).getTime();

  it('counts the visits checked in on each day from Monday to Sunday, in local time', () => {
    const days = visitsThisWeek(
      [
        attended(new Date(2026, 10, 23, 0, 5)), // Monday, just after midnight
        attended(new Date(2026, 10, 25, 7, 0)),
        attended(new Date(2026, 10, 25, 8, 30)),
        attended(new Date(2026, 10, 29, 23, 55)), // Sunday, just before midnight
      ],
      now,
    );
    expect(days.map((d) => d.date.getDate())).toEqual([23, 24, 25, 26, 27, 28, 29]);
    expect(days.map((d) => d.visits)).toEqual([1, 0, 2, 0, 0, 0, 1]);
  });

  it('leaves out last week, next week, and visits not checked in', () => {
    const days = visitsThisWeek(
      [
        attended(new Date(2026, 10, 22, 23, 59)), // last Sunday
        attended(new Date(2026, 10, 30, 0, 0)), // next Monday
        { status: 'booked', attendedAt: null },
        { status: 'cancelled', attendedAt: null },
      ],
      now,
    );
    expect(days.every((d) => d.visits === 0)).toBe(true);
  });
});
