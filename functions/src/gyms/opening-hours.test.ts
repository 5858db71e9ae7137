import { describe, expect, it } from 'vitest';
import { isOpenAt, type OpeningHours, reexpressOpeningHours } from './opening-hours';

const every = (open: string, close: string): OpeningHours => ({
  mon: { open, close },
  tue: { open, close },
  wed: { open, close },
  thu: { open, close },
  fri: { open, close },
  sat: { open, close },
  sun: { open, close },
});

describe('re-expressing opening hours in another zone', () => {
  // A Wednesday in November: New York is UTC-5, Los Angeles UTC-8.
  const now = Date.parse('2026-11-18T15:00:00Z');

  it('keeps the same moments: 06-22 New York opens 03-19 Los Angeles', () => {
    const { hours, exact } = reexpressOpeningHours(every('06:00', '22:00'), 'America/New_York', 'America/Los_Angeles', now);
    expect(hours).toEqual(every('03:00', '19:00'));
    expect(exact).toBe(true);
    // The same instant is open (and closed) in both.
    for (const probe of ['2026-11-18T11:30:00Z', '2026-11-18T02:30:00Z', '2026-11-19T02:59:00Z']) {
      expect(isOpenAt(hours, 'America/Los_Angeles', Date.parse(probe))).toBe(
        isOpenAt(every('06:00', '22:00'), 'America/New_York', Date.parse(probe)),
      );
    }
  });

  it('splits an interval that crosses midnight and joins it with the next day where they touch', () => {
    // 00:00-24:00 in Los Angeles is 03:00-03:00 in New York: every day stays open all day.
    const { hours, exact } = reexpressOpeningHours(every('00:00', '24:00'), 'America/Los_Angeles', 'America/New_York', now);
    expect(hours).toEqual(every('00:00', '24:00'));
    expect(exact).toBe(true);
  });

  it('keeps the longer interval of a day that would hold two, and says the hours are not exact', () => {
    // 14:00-24:00 in New York is 04:00-14:00 the next day in Tokyo (UTC+9).
    const hours: OpeningHours = { ...every('14:00', '24:00'), sun: null };
    const moved = reexpressOpeningHours(hours, 'America/New_York', 'Asia/Tokyo', now);
    expect(moved.hours.tue).toEqual({ open: '04:00', close: '14:00' });
    // Sunday was closed, so Monday in Tokyo opens nothing early.
    expect(moved.hours.mon).toBeNull();
    expect(moved.exact).toBe(true);
    const late = reexpressOpeningHours(every('10:00', '24:00'), 'Asia/Tokyo', 'America/New_York', now);
    // 10:00-24:00 Tokyo = 20:00-10:00 New York (the day before): each day holds 00:00-10:00 and 20:00-24:00.
    expect(late.hours.mon).toEqual({ open: '00:00', close: '10:00' });
    expect(late.exact).toBe(false);
  });

  it('leaves closed days closed and changes nothing within one zone', () => {
    const hours: OpeningHours = { ...every('07:00', '12:00'), sat: null, sun: null };
    expect(reexpressOpeningHours(hours, 'Europe/Madrid', 'Europe/Madrid', now)).toEqual({ hours, exact: true });
  });
});
