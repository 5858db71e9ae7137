// Cancelling and rescheduling a professional session: free until the professional's cut-off before
// the start (24 h unless they set another). Later, a cancellation is still allowed but not refunded,
// except one late cancellation per 30 days, which is forgiven (refunded in full). A session that
// has started, or is no longer booked, cannot be cancelled or moved; a late one cannot be moved.
import type { ProBookingStatus } from '@fitchoice/shared/api';

const HOUR_MS = 3_600_000;
export const FORGIVENESS_PERIOD_DAYS = 30;
const FORGIVENESS_PERIOD_MS = FORGIVENESS_PERIOD_DAYS * 24 * HOUR_MS;

export function cancellableUntil(startMs: number, cutoffHours: number): number {
  return startMs - cutoffHours * HOUR_MS;
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
}): ProCancellation {
  if (input.status === 'cancelled') return { ok: false, reason: 'already_cancelled', message: 'This session is already cancelled' };
  if (input.status !== 'booked') return { ok: false, reason: 'not_booked', message: 'This session has already taken place' };
  if (input.nowMs >= input.startMs)
    return { ok: false, reason: 'started', message: 'This session has started; it can no longer be cancelled' };
  if (input.nowMs <= cancellableUntil(input.startMs, input.cutoffHours)) return { ok: true, refund: 'full', late: false };
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
}): ProReschedule {
  if (input.status !== 'booked') return { ok: false, reason: 'not_booked', message: 'Only a booked session can be moved' };
  if (input.nowMs > cancellableUntil(input.startMs, input.cutoffHours)) {
    return {
      ok: false,
      reason: 'too_late',
      message: `Sessions can be moved until ${input.cutoffHours} hours before they start; this one can no longer be moved`,
    };
  }
  return { ok: true };
}
