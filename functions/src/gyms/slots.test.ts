import { describe, expect, it } from 'vitest';
import { isOpenAt, type OpeningHours } from './opening-hours';
import { checkSlotBookable, hasRoom, slotsForDate } from './slots';

const weekdays = { open: '06:00', close: '10:00' };
const hours: OpeningHours = {
  mon: weekdays,
  tue: weekdays,
  wed: weekdays,
  thu: weekdays,
  fri: weekdays,
  sat: { open: '08:00', close: '09:30' },
  sun: null,
};

describe('slots', () => {
  it('runs hourly from opening, each ending by closing, in the gym zone', () => {
    const slots = slotsForDate(hours, 'Asia/Tokyo', '2026-11-23');
    expect(slots.map((s) => s.localTime)).toEqual(['06:00', '07:00', '08:00', '09:00']);
    expect(slots[0]).toEqual({ start: '2026-11-22T21:00:00.000Z', end: '2026-11-22T22:00:00.000Z', localTime: '06:00' });
  });

  it('leaves out a slot that would end after closing, and closed days', () => {
    expect(slotsForDate(hours, 'Europe/London', '2026-11-28').map((s) => s.localTime)).toEqual(['08:00']);
    expect(slotsForDate(hours, 'Europe/London', '2026-11-29')).toEqual([]);
  });

  it('skips the wall times that daylight saving removes', () => {
    const allDay: OpeningHours = {
      mon: null,
      tue: null,
      wed: null,
      thu: null,
      fri: null,
      sat: null,
      sun: { open: '00:00', close: '24:00' },
    };
    const spring = slotsForDate(allDay, 'America/New_York', '2026-03-08');
    expect(spring).toHaveLength(23);
    expect(spring.map((s) => s.localTime)).not.toContain('02:00');
    const autumn = slotsForDate(allDay, 'America/New_York', '2026-11-01');
    expect(new Set(autumn.map((s) => s.start)).size).toBe(autumn.length);
  });

  it.each([
    { name: 'a free place', booked: 9, capacity: 10, room: true },
    { name: 'full', booked: 10, capacity: 10, room: false },
    { name: 'over (never written, still refused)', booked: 11, capacity: 10, room: false },
  ])('hasRoom: $name', ({ booked, capacity, room }) => {
    expect(hasRoom(booked, capacity)).toBe(room);
  });

  it('books slots of the gym that have not ended, within the horizon', () => {
    const now = Date.parse('2026-11-22T10:00:00Z');
    expect(checkSlotBookable(now + 3600_000, now, true)).toEqual({ ok: true });
    expect(checkSlotBookable(now - 59 * 60_000, now, true)).toEqual({ ok: true }); // in progress: a walk-in
    expect(checkSlotBookable(now - 3600_000, now, true)).toMatchObject({ ok: false, reason: 'ended' });
    expect(checkSlotBookable(now + 15 * 86_400_000, now, true)).toMatchObject({ ok: false, reason: 'too_far_ahead' });
    expect(checkSlotBookable(now + 3600_000, now, false)).toMatchObject({ ok: false, reason: 'not_a_slot' });
  });

  it('knows whether the gym is open now by its own clock', () => {
    // 22:30 UTC Sunday is 07:30 Monday in Tokyo: open. It is 22:30 Sunday in London: closed.
    const instant = Date.parse('2026-11-22T22:30:00Z');
    expect(isOpenAt(hours, 'Asia/Tokyo', instant)).toBe(true);
    expect(isOpenAt(hours, 'Europe/London', instant)).toBe(false);
    expect(isOpenAt(hours, 'Asia/Tokyo', Date.parse('2026-11-23T01:00:00Z'))).toBe(false); // 10:00, closing time
  });
});
