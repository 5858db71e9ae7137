// Bookings as the API shows them (shared/src/api/bookings.ts).
import { formatCoinCents } from '@fitchoice/shared';
import type { Booking } from '@fitchoice/shared/api';
import { HOUR_MS, MINUTE_MS } from '../time/time-zones';
import { FREE_CANCELLATION_HOURS } from './cancellation';
import { CHECKIN_OPENS_MINUTES_BEFORE } from './checkin-code';
import type { BookingRecord } from './store';

const iso = (ms: number) => new Date(ms).toISOString();

export function toApiBooking(booking: BookingRecord): Booking {
  const start = Date.parse(booking.slotStart);
  return {
    id: booking.id,
    gymId: booking.gymId,
    gymName: booking.gymName,
    gymCity: booking.gymCity,
    timeZone: booking.timeZone,
    slotStart: booking.slotStart,
    slotEnd: booking.slotEnd,
    localDate: booking.localDate,
    localTime: booking.localTime,
    status: booking.status,
    payWith: booking.payWith,
    priceUsd: booking.priceUsdCents / 100,
    paidSweatCoins: formatCoinCents(booking.paidCents),
    refundedSweatCoins: formatCoinCents(booking.refundedCents),
    cancellableUntil: iso(start - FREE_CANCELLATION_HOURS * HOUR_MS),
    checkinOpensAt: iso(start - CHECKIN_OPENS_MINUTES_BEFORE * MINUTE_MS),
    checkinClosesAt: booking.slotEnd,
    createdAt: booking.createdAt,
    cancelledAt: booking.cancelledAt,
    attendedAt: booking.attendedAt,
  };
}
