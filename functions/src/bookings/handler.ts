// POST /api/bookings, GET /api/bookings, POST /api/bookings/{id}/cancel, GET /api/bookings/{id}/checkin-code.
import { formatCoinCents } from '@fitchoice/shared';
import {
  BOOKING_PAGE_DEFAULT,
  type BookingListResponse,
  bookingRoutes,
  type CancelBookingResponse,
  type CheckinCodeResponse,
  type CreateBookingResponse,
} from '@fitchoice/shared/api';
import { ConflictError, ForbiddenError, NotFoundError, UnprocessableError } from '../errors';
import { isGymListed } from '../gyms/listing';
import { checkSlotBookable, gymSlotsOn } from '../gyms/slots';
import { getGym } from '../gyms/store';
import { createHandler } from '../http/handler';
import { queueGymPartnerNotice } from '../notices/queue';
import { afterBooking } from '../social/activity-hooks';
import { localDateOf, MINUTE_MS } from '../time/time-zones';
import { visitPriceCoinCents } from '../wallet/visit-price';
import { decideCancellation } from './cancellation';
import { CHECKIN_OPENS_MINUTES_BEFORE, checkinCodeFor } from './checkin-code';
import { checkinSecret } from './checkin-secret';
import { type BookingRecord, cancelBooking, createBooking, getBooking, listBookings } from './store';
import { toApiBooking } from './views';

/** The member's own booking; anyone else's is "not found", so ids cannot be probed. */
async function ownBooking(bookingId: string | undefined, userId: string): Promise<BookingRecord> {
  const booking = bookingId ? await getBooking(bookingId) : null;
  if (!booking || booking.userId !== userId) throw new NotFoundError('Booking not found');
  return booking;
}

export const handler = createHandler(bookingRoutes, {
  'bookings.create': {
    async run({ body, user, now }) {
      // A visit paid at the desk holds a place for nothing up front: only members may book one.
      if (body.payWith === 'card' && user.isGuest) {
        throw new ForbiddenError('Guests cannot book a visit paid at the gym; sign up to book it', 'guest_cannot_pay_at_gym', {
          field: 'payWith',
        });
      }
      const gym = await getGym(body.gymId);
      // A draft, or a gym unlisted (its owner suspended, or by an admin), takes no new bookings.
      if (!gym || !isGymListed(gym)) throw new NotFoundError('Gym not found');
      const startMs = Date.parse(body.slotStart);
      const start = new Date(startMs).toISOString();
      const slot = gymSlotsOn(gym, localDateOf(startMs, gym.timeZone)).find((s) => s.start === start);
      const bookable = checkSlotBookable(startMs, now.getTime(), slot !== undefined, slot ? Date.parse(slot.end) - startMs : undefined);
      if (!bookable.ok) throw new UnprocessableError(bookable.message, `slot_${bookable.reason}`, { field: 'slotStart' });
      const price = visitPriceCoinCents(gym.priceUsdCents);
      const result = await createBooking({
        userId: user.id,
        gym,
        slot: { start, end: slot!.end, localDate: localDateOf(startMs, gym.timeZone), localTime: slot!.localTime },
        payWith: body.payWith,
        priceCents: price,
        now,
      });
      if (result.state === 'insufficient') {
        throw new ConflictError(
          `Not enough SweatCoins: this visit costs ${formatCoinCents(price)} and you have ${formatCoinCents(result.balanceCents)}`,
          'insufficient_sweatcoins',
        );
      }
      if (result.state !== 'booked') {
        throw result.state === 'full'
          ? new ConflictError('This slot is full; choose another time', 'slot_full')
          : new ConflictError('You already have a booking for this slot', 'already_booked');
      }
      await afterBooking({ id: result.booking.id, userId: user.id, gymName: gym.name, slotStart: start }, now);
      await queueGymPartnerNotice(gym.id, {
        kind: 'visit_booked',
        memberId: user.id,
        member: user.name,
        place: gym.name,
        start,
        timeZone: gym.timeZone,
      });
      const response: CreateBookingResponse = { booking: toApiBooking(result.booking), sweatCoins: formatCoinCents(result.balanceCents) };
      return { statusCode: 201, body: response };
    },
  },

  'bookings.list': {
    async run({ query, user, now }) {
      const { bookings, nextCursor } = await listBookings(user.id, query.scope ?? 'upcoming', now, {
        limit: query.limit ?? BOOKING_PAGE_DEFAULT,
        cursor: query.cursor,
      });
      const body: BookingListResponse = { bookings: bookings.map(toApiBooking), nextCursor };
      return { statusCode: 200, body };
    },
  },

  'bookings.cancel': {
    async run({ params, user, now }) {
      const booking = await ownBooking(params.id, user.id);
      const refuse = (b: BookingRecord) => {
        const decision = decideCancellation(b.status, Date.parse(b.slotStart), now.getTime());
        return decision.ok ? null : new ConflictError(decision.message, `cancel_${decision.reason}`);
      };
      const early = refuse(booking);
      if (early) throw early;
      const result = await cancelBooking(booking, now);
      if (result.state === 'not_booked') throw refuse(result.booking) ?? new ConflictError('This booking can no longer be cancelled');
      await queueGymPartnerNotice(booking.gymId, {
        kind: 'visit_cancelled',
        memberId: user.id,
        member: user.name,
        place: booking.gymName,
        start: booking.slotStart,
        timeZone: booking.timeZone,
      });
      const body: CancelBookingResponse = {
        booking: toApiBooking(result.booking),
        refundedSweatCoins: formatCoinCents(result.booking.refundedCents),
        sweatCoins: formatCoinCents(result.balanceCents),
      };
      return { statusCode: 200, body };
    },
  },

  'bookings.checkinCode': {
    async run({ params, user }) {
      const booking = await ownBooking(params.id, user.id);
      const body: CheckinCodeResponse = {
        bookingId: booking.id,
        code: checkinCodeFor(booking.id, checkinSecret()),
        validFrom: new Date(Date.parse(booking.slotStart) - CHECKIN_OPENS_MINUTES_BEFORE * MINUTE_MS).toISOString(),
        validUntil: booking.slotEnd,
      };
      return { statusCode: 200, body };
    },
  },
});
