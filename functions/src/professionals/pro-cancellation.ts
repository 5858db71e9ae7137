// Cancelling and rescheduling a professional session: free until the professional's cut-off before
// the start (24 h unless they set another). Later, a cancellation is still allowed but not refunded,
// except one late cancellation per 30 days, which is forgiven (refunded in full). A session the
// professional moved is free to cancel or move until it starts (the new time was not the member's choice).
// A session that has started, or is no longer booked, cannot be cancelled or moved; a late one
// (past its free time) cannot be moved by the member. The professional may cancel or move a session until it starts;
// what the member paid in SweatCoins then comes back in full.
import type { ProBookingStatus } from '@fitchoice/shared/api';

const HOUR_MS = 3_600_000;
export const FORGIVENESS_PERIOD_DAYS = 30;
const FORGIVENESS_PERIOD_MS = FORGIVENESS_PERIOD_DAYS * 24 * HOUR_MS;

export function cancellableUntil(startMs: number, cutoffHours: number): number {
  return startMs - cutoffHours * HOUR_MS;
}

/** Until when the member cancels free: the cut-off, or the start of a session the professional moved. */
export function memberCancellableUntil(session: { startMs: number; cutoffHours: number; movedByProfessional: boolean }): number {
  return session.movedByProfessional ? session.startMs : cancellableUntil(session.startMs, session.cutoffHours);
}

export type ProCancellation =
  | { ok: true; refund: 'full' | 'forgiven' | 'none'; late: boolean }
  | { ok: false; reason: 'already_cancelled' | 'not_booked' | 'started'; message: string };

export function decideProCancellation(input: {
  status: ProBookingStatus;
  startMs: number;
  nowMs: number;
  cutoffHours: number;
  /** When this member's last late cancellation was forgiven, if ever. */
  lastForgivenAtMs: number | null;
  /** The professional moved it: free to cancel until it starts. */
  movedByProfessional: boolean;
}): ProCancellation {
  if (input.status === 'cancelled') return { ok: false, reason: 'already_cancelled', message: 'This session is already cancelled' };
  if (input.status !== 'booked') return { ok: false, reason: 'not_booked', message: 'This session has already taken place' };
  if (input.nowMs >= input.startMs)
    return { ok: false, reason: 'started', message: 'This session has started; it can no longer be cancelled' };
  if (input.nowMs <= memberCancellableUntil(input)) return { ok: true, refund: 'full', late: false };
  const forgivable = input.lastForgivenAtMs === null || input.nowMs - input.lastForgivenAtMs >= FORGIVENESS_PERIOD_MS;
  return { ok: true, refund: forgivable ? 'forgiven' : 'none', late: true };
}

/** The forgiveness used before this instant no longer counts (the condition the transaction checks). */
export function forgivenessWindowStart(nowMs: number): number {
  return nowMs - FORGIVENESS_PERIOD_MS;
}

export type ProReschedule = { ok: true } | { ok: false; reason: 'not_booked' | 'too_late'; message: string };

export function decideProReschedule(input: {
  status: ProBookingStatus;
  startMs: number;
  nowMs: number;
  cutoffHours: number;
  /** The professional moved it: the member may move it again until it starts. */
  movedByProfessional: boolean;
}): ProReschedule {
  if (input.status !== 'booked') return { ok: false, reason: 'not_booked', message: 'Only a booked session can be moved' };
  if (input.nowMs > memberCancellableUntil(input)) {
    return {
      ok: false,
      reason: 'too_late',
      message: `Sessions can be moved until ${input.cutoffHours} hours before they start; this one can no longer be moved`,
    };
  }
  return { ok: true };
}

export type ProfessionalChange = { ok: true } | { ok: false; reason: 'not_booked' | 'started'; message: string };

/** Whether the professional may still cancel or move a client's session: booked and not started. */
export function decideProfessionalChange(input: { status: ProBookingStatus; startMs: number; nowMs: number }): ProfessionalChange {
  if (input.status !== 'booked') return { ok: false, reason: 'not_booked', message: 'This session has already been marked or cancelled' };
  if (input.nowMs >= input.startMs)
    return { ok: false, reason: 'started', message: 'This session has started; it can no longer be changed' };
  return { ok: true };
}
