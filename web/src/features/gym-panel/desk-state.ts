// What the front desk shows by the clock: an arrival's state (expected, late, missed, checked in,
// no-show) and whether the desk code on screen is still the current one. Both are judged on the
// server's timeline (the time it answered, plus the time since the answer arrived), so a desk whose
// own clock is wrong, or that shows a copy kept offline, words them the same way.
import { type Arrival, type DeskCodeResponse, normalizeCheckinCode } from '@fitchoice/shared/api';

export type ArrivalState = 'expected' | 'late' | 'missed' | 'checked_in' | 'no_show';

/** The server's clock now: its time when it answered (`asOf`), moved on by the time since the answer arrived. */
export function serverNow(asOf: string, receivedAtMs: number, nowMs: number): number {
  return Date.parse(asOf) + Math.max(0, nowMs - receivedAtMs);
}

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

/** How long after its change a code may take to be replaced before the desk says it could not be (a slow answer). */
export const DESK_CODE_GRACE_MS = 4000;

/**
 * fresh: the code showing now. stale: it should have been replaced and was not (no connection), but
 * a scan of it is still accepted. expired: no scan of it is accepted any more.
 */
export type DeskCodeState = 'fresh' | 'stale' | 'expired';

export function deskCodeState(
  code: Pick<DeskCodeResponse, 'issuedAt' | 'changesAt' | 'validUntil'>,
  receivedAtMs: number,
  nowMs: number,
): DeskCodeState {
  const at = serverNow(code.issuedAt, receivedAtMs, nowMs);
  if (at > Date.parse(code.validUntil)) return 'expired';
  return at > Date.parse(code.changesAt) + DESK_CODE_GRACE_MS ? 'stale' : 'fresh';
}

/** When (device time) to ask for the next code: just after the server replaces this one. */
export function nextDeskCodeAt(code: Pick<DeskCodeResponse, 'issuedAt' | 'changesAt'>, receivedAtMs: number): number {
  return receivedAtMs + Math.max(0, Date.parse(code.changesAt) - Date.parse(code.issuedAt)) + 250;
}
