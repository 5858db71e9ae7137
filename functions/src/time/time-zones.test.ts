import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, instantOfWallTime, localDateOf, offsetMs, parseClock, wallTimeAt, weekdayOf } from './time-zones';

const at = (iso: string) => Date.parse(iso);

describe('time zones', () => {
  it.each([
    {
      $name: 'Tokyo is a day ahead of UTC late evening',
      iso: '2026-11-22T20:30:00Z',
      zone: 'Asia/Tokyo',
      date: '2026-11-23',
      minutes: 5 * 60 + 30,
    },
    {
      $name: 'Los Angeles is a day behind early UTC',
      iso: '2026-11-22T03:00:00Z',
      zone: 'America/Los_Angeles',
      date: '2026-11-21',
      minutes: 19 * 60,
    },
    {
      $name: 'Kolkata has a half-hour offset',
      iso: '2026-11-22T00:00:00Z',
      zone: 'Asia/Kolkata',
      date: '2026-11-22',
      minutes: 5 * 60 + 30,
    },
  ])('$name', ({ iso, zone, date, minutes }) => {
    expect(wallTimeAt(at(iso), zone)).toEqual({ date, minutes });
    expect(localDateOf(at(iso), zone)).toBe(date);
  });

  it('maps a wall time back to its instant, across daylight saving', () => {
    expect(instantOfWallTime('2026-07-01', 9 * 60, 'America/New_York')).toBe(at('2026-07-01T13:00:00Z'));
    expect(instantOfWallTime('2026-12-01', 9 * 60, 'America/New_York')).toBe(at('2026-12-01T14:00:00Z'));
    expect(instantOfWallTime('2026-11-22', 0, 'Asia/Tokyo')).toBe(at('2026-11-21T15:00:00Z'));
    // 2026-03-08 02:30 does not exist in New York; 01:30 on 2026-11-01 happens twice (the earlier wins).
    expect(instantOfWallTime('2026-03-08', 2 * 60 + 30, 'America/New_York')).toBeNull();
    expect(instantOfWallTime('2026-11-01', 90, 'America/New_York')).toBe(at('2026-11-01T05:30:00Z'));
  });

  it('knows offsets and weekdays', () => {
    expect(offsetMs(at('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-5 * 3600_000);
    expect(weekdayOf('2026-11-22')).toBe('sun');
    expect(weekdayOf('2026-11-23')).toBe('mon');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(dayNumber('1970-01-02')).toBe(1);
  });

  it('refuses what is not a date or a clock', () => {
    expect(() => dayNumber('2026-02-30')).toThrow(/No such date/);
    expect(() => parseClock('25:00')).toThrow(/clock/);
    expect(parseClock('24:00')).toBe(1440);
  });
});
