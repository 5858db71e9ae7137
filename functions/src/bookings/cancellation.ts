// The cancellation rule of /cancellation-refund: a visit is cancelled free (SweatCoins refunded in
// full) until 2 hours before it starts; after that it can no longer be cancelled.
import { HOUR_MS } from '../time/time-zones';

export const FREE_CANCELLATION_HOURS = 2;

export type BookingStatus = 'booked' | 'attended' | 'cancelled';

export type CancellationDecision = { ok: true } | { ok: false; reason: 'already_cancelled' | 'attended' | 'too_late'; message: string };

export function decideCancellation(status: BookingStatus, slotStartMs: number, nowMs: number): CancellationDecision {
  if (status === 'cancelled') return { ok: false, reason: 'already_cancelled', message: 'This booking is already cancelled' };
  if (status === 'attended') return { ok: false, reason: 'attended', message: 'You have already checked in for this visit' };
  if (nowMs > slotStartMs - FREE_CANCELLATION_HOURS * HOUR_MS) {
    return {
      ok: false,
      reason: 'too_late',
      message: `Bookings can be cancelled until ${FREE_CANCELLATION_HOURS} hours before the visit starts; this one can no longer be cancelled`,
    };
  }
  return { ok: true };
}
