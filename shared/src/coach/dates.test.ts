// Local dates: the day an instant falls on in a zone (a gym's, a professional's) or on the device.
import { describe, expect, it } from 'vitest';
import { addDays, datesBetween, localDate } from './dates';

describe('localDate', () => {
  it('is the day at that instant in the zone, on either side of midnight UTC', () => {
    const instant = Date.parse('2026-03-01T04:30:00Z');
    expect(localDate(instant, 'America/New_York')).toBe('2026-02-28');
    expect(localDate(instant, 'Asia/Tokyo')).toBe('2026-03-01');
    expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-02-28');
    // Asked again (the zone's formatter is kept), the same answers.
    expect(localDate(instant, 'America/New_York')).toBe('2026-02-28');
  });

  it('takes the instant as a Date, milliseconds or an ISO string alike', () => {
    const iso = '2026-12-31T23:30:00-08:00';
    for (const instant of [iso, Date.parse(iso), new Date(iso)]) expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-12-31');
    expect(localDate(iso, 'Europe/London')).toBe('2027-01-01');
  });

  it("without a zone, is the device's date", () => {
    const at = new Date(2026, 0, 5, 23, 59);
    expect(localDate(at)).toBe('2026-01-05');
  });

  it('refuses a zone that does not exist', () => {
    expect(() => localDate(0, 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('addDays and datesBetween', () => {
  it('count calendar days across a month and a year', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(datesBetween('2027-02-27', '2027-03-01')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
  });
});
