// What the front desk shows by the clock: an arrival's state (expected, late, missed, checked in,
// no-show) and whether the desk code on screen is still the current one (desk-code-state.ts, here
// too). Both are judged on the server's timeline (the time it answered, plus the time since the
// answer arrived), so a desk whose own clock is wrong, or that shows a copy kept offline, words
// them the same way.
import { type Arrival, normalizeCheckinCode } from '@fitchoice/shared/api';

export { DESK_CODE_GRACE_MS, type DeskCodeState, deskCodeState, nextDeskCodeAt, serverNow } from './desk-code-state';

export type ArrivalState = 'expected' | 'late' | 'missed' | 'checked_in' | 'no_show';

/** Checked in, marked a no-show, expected (the slot has not started), late (it has), or missed (it is over). */
export function arrivalState(arrival: Pick<Arrival, 'status' | 'noShowAt' | 'slotStart' | 'slotEnd'>, atMs: number): ArrivalState {
  if (arrival.status === 'attended') return 'checked_in';
  if (arrival.noShowAt) return 'no_show';
  if (atMs < Date.parse(arrival.slotStart)) return 'expected';
  return atMs < Date.parse(arrival.slotEnd) ? 'late' : 'missed';
}

/** How many arrivals are in each state. */
export function countStates(arrivals: readonly Arrival[], atMs: number): Record<ArrivalState, number> {
  const counts: Record<ArrivalState, number> = { expected: 0, late: 0, missed: 0, checked_in: 0, no_show: 0 };
  for (const arrival of arrivals) counts[arrivalState(arrival, atMs)] += 1;
  return counts;
}

/** The booking a member's check-in code names (its first ten characters), or null. Only the server can tell whether it is genuine. */
export function bookingIdOfCode(code: string): string | null {
  const canonical = normalizeCheckinCode(code);
  return canonical ? canonical.slice(3).replace(/-/g, '').slice(0, 10) : null;
}
