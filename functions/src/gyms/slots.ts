// Bookable visit slots: one after another from opening time (hourly unless the gym's partner chose
// another length), each ending by closing time, in the gym's time zone; none on a closure date. A slot is identified by its start instant (UTC ISO), so the same slot has one key
// whatever zone the member is in.

import { formatClock, HOUR_MS, instantOfWallTime } from '../time/time-zones';
import { hoursOn, type OpeningHours } from './opening-hours';

export const SLOT_LENGTH_MINUTES = 60;
export const SLOT_LENGTH_MS = SLOT_LENGTH_MINUTES * 60_000;
/** The longest slot a gym may have (shared SLOT_LENGTHS): how far back a slot still in progress can start. */
export const MAX_SLOT_LENGTH_MS = 120 * 60_000;
/** How far ahead a visit can be booked. */
export const BOOKING_HORIZON_DAYS = 14;

export interface Slot {
  /** UTC ISO instant, e.g. 2026-11-23T14:00:00.000Z */
  start: string;
  end: string;
  /** The gym's wall-clock start, e.g. "09:00". */
  localTime: string;
}

/** The slots of one local date at a gym; none when closed. Wall times skipped by DST are left out. */
export function slotsForDate(hours: OpeningHours, timeZone: string, date: string, lengthMinutes = SLOT_LENGTH_MINUTES): Slot[] {
  const day = hoursOn(hours, date);
  if (!day) return [];
  const slots: Slot[] = [];
  for (let minutes = day.open; minutes + lengthMinutes <= day.close; minutes += lengthMinutes) {
    const start = instantOfWallTime(date, minutes, timeZone);
    if (start === null) continue;
    // In the repeated autumn hour two wall times can share an instant; keep one slot per instant.
    if (slots.some((slot) => slot.start === new Date(start).toISOString())) continue;
    slots.push({
      start: new Date(start).toISOString(),
      end: new Date(start + lengthMinutes * 60_000).toISOString(),
      localTime: formatClock(minutes),
    });
  }
  return slots;
}

/** What a gym's slots follow: its hours, zone, slot length and closure dates. */
export interface GymSlotRules {
  openingHours: OpeningHours;
  timeZone: string;
  slotLengthMinutes?: number;
  closures?: readonly string[];
}

/** The slots of a gym on one of its local dates: none on a closure date. */
export function gymSlotsOn(gym: GymSlotRules, date: string): Slot[] {
  if (gym.closures?.includes(date)) return [];
  return slotsForDate(gym.openingHours, gym.timeZone, date, gym.slotLengthMinutes ?? SLOT_LENGTH_MINUTES);
}

/** Whether one more booking fits. */
export function hasRoom(booked: number, capacity: number): boolean {
  return booked < capacity;
}

export type SlotBookability = { ok: true } | { ok: false; reason: 'not_a_slot' | 'ended' | 'too_far_ahead'; message: string };

/**
 * Whether a member may book the slot that starts at `slotStartMs` now (capacity aside). A slot in
 * progress can still be booked (a walk-in at the desk); one that has ended cannot.
 */
export function checkSlotBookable(slotStartMs: number, nowMs: number, isSlotOfGym: boolean, lengthMs = SLOT_LENGTH_MS): SlotBookability {
  if (!isSlotOfGym) return { ok: false, reason: 'not_a_slot', message: 'That time is not a bookable slot at this gym' };
  if (slotStartMs + lengthMs <= nowMs) return { ok: false, reason: 'ended', message: 'This slot has already ended; choose a later one' };
  if (slotStartMs - nowMs > BOOKING_HORIZON_DAYS * 24 * HOUR_MS) {
    return { ok: false, reason: 'too_far_ahead', message: `Visits can be booked at most ${BOOKING_HORIZON_DAYS} days ahead` };
  }
  return { ok: true };
}
