// The member side of trainers and nutritionists: the directory, a profile, free times, reviews, and
// booking, listing, cancelling and rescheduling sessions (paid in SweatCoins, as a gym visit is).
// The professional hears of each booking, cancellation, move and review (queued to the notices function).
import { formatCoinCents } from '@fitchoice/shared';
import type {
  CancelProBookingResponse,
  CreateProBookingResponse,
  ProBookingListResponse,
  ProBookingResponse,
  ProfessionalDetails,
  ProfessionalSearchResponse,
} from '@fitchoice/shared/api';
import { PRO_PROFILE_REVIEWS, professionalRoutes } from '@fitchoice/shared/api';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../errors';
import { fileStorage } from '../files/storage';
import { BadCursorError } from '../gyms/search';
import { ratingOf } from '../gyms/views';
import { createHandler } from '../http/handler';
import { queueProfessionalNotice } from '../notices/queue';
import { visitPriceCoinCents } from '../wallet/visit-price';
import {
  cancelProBooking,
  createProBooking,
  getProBooking,
  lastForgivenAt,
  listMemberProBookings,
  type ProBookingRecord,
  rescheduleProBooking,
} from './bookings';
import { freeTimes, freeTimesBody } from './free-times';
import { isListed } from './listing';
import { decideProCancellation, decideProReschedule, forgivenessWindowStart } from './pro-cancellation';
import { checkBookable, localDateIn, plusDays } from './pro-slots';
import { searchProfessionals } from './search';
import {
  createProReview,
  directoryCandidates,
  getProfessional,
  listProReviews,
  type ProfessionalRecord,
  reviewedProfessionals,
  sessionDone,
} from './store';
import { photoOf, priceUsdCentsOf, toApiProBooking, toApiProReview, toApiSummary } from './views';

const NEXT_FREE_SLOTS = 5;
const NEXT_FREE_DAYS = 14;

/** A professional members may find and book now (listing.ts); any other is "not found". */
async function listedProfessional(id: string): Promise<ProfessionalRecord> {
  const pro = await getProfessional(id);
  if (!pro || !isListed(pro)) throw new NotFoundError('Professional not found');
  return pro;
}

/** The member's own session; anyone else's is "not found", so ids cannot be probed. */
async function ownSession(id: string, userId: string): Promise<ProBookingRecord> {
  const booking = await getProBooking(id);
  if (!booking || booking.userId !== userId) throw new NotFoundError('Session not found');
  return booking;
}

/** Who a session's notices go to: its professional's account, if they are a partner. */
const professionalOf = (booking: ProBookingRecord) => ({ userId: booking.professionalUserId, kind: booking.kind });

const slotTaken = () => new ConflictError('That time is no longer free; choose another', 'slot_taken');

export const handler = createHandler(professionalRoutes, {
  'professionals.search': {
    async run({ query, now }) {
      let page: ReturnType<typeof searchProfessionals>;
      try {
        page = searchProfessionals(await directoryCandidates(query.kind, now.getTime()), query);
      } catch (error) {
        if (error instanceof BadCursorError) throw new InvalidInputError(error.message, { field: 'cursor' });
        throw error;
      }
      const professionals = await Promise.all(
        page.matches.map(async ({ pro, distanceKm }) => toApiSummary(pro, await photoOf(pro, fileStorage, now), distanceKm)),
      );
      const body: ProfessionalSearchResponse = { professionals, nextCursor: page.nextCursor, total: page.total };
      return { statusCode: 200, body };
    },
  },

  'professionals.get': {
    async run({ params, user, now }) {
      const pro = await listedProfessional(params.id);
      const today = localDateIn(now.getTime(), pro.availability.timeZone);
      const shortest = Math.min(...pro.availability.sessionOptions.map((o) => o.lengthMinutes));
      const [reviews, free, done] = await Promise.all([
        listProReviews(pro.id),
        freeTimes(pro, today, plusDays(today, NEXT_FREE_DAYS), shortest, now.getTime()),
        user ? sessionDone(user.id, pro.id) : Promise.resolve({ done: false, reviewed: false }),
      ]);
      const rules = pro.availability;
      const body: ProfessionalDetails = {
        ...toApiSummary(pro, await photoOf(pro, fileStorage, now), null),
        bio: pro.bio,
        reviews: reviews.slice(0, PRO_PROFILE_REVIEWS).map((review) => toApiProReview(review, user?.id ?? null)),
        nextFreeSlots: free
          .slice(0, NEXT_FREE_SLOTS)
          .map((slot) => ({ start: new Date(slot.start).toISOString(), end: new Date(slot.end).toISOString() })),
        bufferBeforeMinutes: rules.bufferBeforeMinutes,
        bufferAfterMinutes: rules.bufferAfterMinutes,
        minimumNoticeMinutes: rules.minimumNoticeMinutes,
        bookingWindowDays: rules.bookingWindowDays,
        cancellationCutoffHours: rules.cancellationCutoffHours,
        canReview: done.done && !done.reviewed,
      };
      return { statusCode: 200, body };
    },
  },

  'professionals.availability': {
    async run({ params, query, now }) {
      const pro = await listedProfessional(params.id);
      if (!pro.availability.sessionOptions.some((o) => o.lengthMinutes === query.length)) {
        const offered = pro.availability.sessionOptions.map((o) => o.lengthMinutes).join(', ');
        throw new InvalidInputError(`length: this professional offers ${offered} minute sessions`, { field: 'length' });
      }
      return { statusCode: 200, body: await freeTimesBody(pro, query, now.getTime()) };
    },
  },

  'professionals.review': {
    async run({ params, body, user, now }) {
      const pro = await listedProfessional(params.id);
      const result = await createProReview({
        proId: pro.id,
        userId: user.id,
        authorName: user.name,
        stars: body.stars,
        text: body.text,
        now,
      });
      if (result.state === 'no_session') throw new ForbiddenError('You can review a professional after a completed session with them');
      if (result.state !== 'created') throw new ConflictError('You have already reviewed this professional', 'already_reviewed');
      await queueProfessionalNotice(pro, { kind: 'pro_review', memberId: user.id, member: user.name, stars: body.stars, text: body.text });
      return {
        statusCode: 201,
        body: { review: toApiProReview(result.review, user.id), rating: ratingOf(result.rating.sum, result.rating.count) },
      };
    },
  },

  'professionals.book': {
    async run({ body, user, now }) {
      const payWith = body.payWith ?? 'sweatcoins';
      // A session paid there holds the professional's time for nothing up front: members only, as a gym visit paid at the desk.
      if (payWith === 'at_session' && user.isGuest) {
        throw new ForbiddenError('Guests cannot book a session paid at the session; sign up to book it', 'guest_cannot_pay_at_session', {
          field: 'payWith',
        });
      }
      const pro = await listedProfessional(body.professionalId);
      let gym: ProBookingRecord['gym'] = null;
      if (body.mode === 'video' && !pro.video)
        throw new InvalidInputError('mode: this professional does not offer video sessions', { field: 'mode' });
      if (body.mode === 'in_person') {
        const at = pro.gyms.find((g) => g.id === body.gymId);
        if (!at) throw new InvalidInputError('gymId: this professional does not work at that gym', { field: 'gymId' });
        gym = { id: at.id, name: at.name, city: at.city };
      }
      const startMs = Date.parse(body.start);
      const bookable = checkBookable(pro.availability, startMs, body.lengthMinutes, now.getTime());
      if (!bookable.ok) throw new InvalidInputError(bookable.message, { code: `slot_${bookable.reason}`, field: bookable.field });
      const option = pro.availability.sessionOptions.find((o) => o.lengthMinutes === body.lengthMinutes)!;
      const priceUsdCents = priceUsdCentsOf(option.priceUsd);
      const price = visitPriceCoinCents(priceUsdCents);
      const result = await createProBooking({
        pro,
        userId: user.id,
        memberName: user.name,
        startMs,
        lengthMinutes: body.lengthMinutes,
        localDate: bookable.localDate,
        mode: body.mode,
        gym,
        notes: body.notes ?? '',
        priceUsdCents,
        priceCents: price,
        payWith,
        now,
      });
      if (result.state === 'insufficient') {
        throw new ConflictError(
          `Not enough SweatCoins: this session costs ${formatCoinCents(price)} and you have ${formatCoinCents(result.balanceCents)}`,
          'insufficient_sweatcoins',
        );
      }
      if (result.state === 'taken') throw slotTaken();
      await queueProfessionalNotice(pro, {
        kind: 'session_booked',
        memberId: user.id,
        member: user.name,
        start: result.booking.start,
        timeZone: result.booking.timeZone,
      });
      const response: CreateProBookingResponse = {
        booking: toApiProBooking(result.booking, false),
        sweatCoins: formatCoinCents(result.balanceCents),
      };
      return { statusCode: 201, body: response };
    },
  },

  'professionals.bookings': {
    async run({ query, user, now }) {
      const [all, reviewed] = await Promise.all([listMemberProBookings(user.id), reviewedProfessionals(user.id)]);
      const isUpcoming = (b: ProBookingRecord) => b.status === 'booked' && Date.parse(b.end) > now.getTime();
      const bookings = (query.scope ?? 'upcoming') === 'upcoming' ? all.filter(isUpcoming) : all.filter((b) => !isUpcoming(b)).reverse();
      const body: ProBookingListResponse = { bookings: bookings.map((b) => toApiProBooking(b, reviewed.has(b.professionalId))) };
      return { statusCode: 200, body };
    },
  },

  'professionals.cancel': {
    async run({ params, user, now }) {
      let booking = await ownSession(params.id, user.id);
      // A late cancellation claims the member's forgiveness under a condition; if another claimed
      // it meanwhile, decide again (then without it).
      for (;;) {
        const decision = decideProCancellation({
          status: booking.status,
          startMs: Date.parse(booking.start),
          nowMs: now.getTime(),
          cutoffHours: booking.cancellationCutoffHours,
          lastForgivenAtMs: await lastForgivenAt(booking.userId),
          movedByProfessional: booking.movedFrom !== null,
        });
        if (!decision.ok) throw new ConflictError(decision.message, `cancel_${decision.reason}`);
        const refundCents = decision.refund === 'none' ? 0n : booking.paidCents;
        // The same rules whatever the payment; a session paid there has nothing to refund, so a late
        // cancellation of it spends no forgiveness.
        const forgiven = decision.refund === 'forgiven' && booking.paidCents > 0n;
        const result = await cancelProBooking(
          booking,
          {
            refundCents,
            late: decision.late,
            forgiven,
            forgivenessWindowStart: new Date(forgivenessWindowStart(now.getTime())).toISOString(),
          },
          now,
        );
        if (result.state === 'forgiveness_used') continue;
        if (result.state === 'not_booked') {
          booking = result.booking;
          continue;
        }
        await queueProfessionalNotice(professionalOf(booking), {
          kind: 'session_cancelled',
          memberId: user.id,
          member: user.name,
          start: booking.start,
          timeZone: booking.timeZone,
        });
        const body: CancelProBookingResponse = {
          booking: toApiProBooking(result.booking, false),
          refundedSweatCoins: formatCoinCents(refundCents),
          sweatCoins: formatCoinCents(result.balanceCents),
          forgiven,
        };
        return { statusCode: 200, body };
      }
    },
  },

  'professionals.reschedule': {
    async run({ params, body, user, now }) {
      const booking = await ownSession(params.id, user.id);
      const decision = decideProReschedule({
        status: booking.status,
        startMs: Date.parse(booking.start),
        nowMs: now.getTime(),
        cutoffHours: booking.cancellationCutoffHours,
        movedByProfessional: booking.movedFrom !== null,
      });
      if (!decision.ok) throw new ConflictError(decision.message, `reschedule_${decision.reason}`);
      const pro = await listedProfessional(booking.professionalId);
      const startMs = Date.parse(body.start);
      const bookable = checkBookable(pro.availability, startMs, booking.lengthMinutes, now.getTime());
      if (!bookable.ok) throw new InvalidInputError(bookable.message, { code: `slot_${bookable.reason}`, field: 'start' });
      if (startMs === Date.parse(booking.start))
        throw new InvalidInputError('start: the session is already at that time', { field: 'start' });
      const rules = pro.availability;
      const result = await rescheduleProBooking(booking, {
        startMs,
        localDate: bookable.localDate,
        bufferBeforeMinutes: rules.bufferBeforeMinutes,
        bufferAfterMinutes: rules.bufferAfterMinutes,
        dailyMax: rules.dailyMax,
      });
      if (result.state === 'taken') throw slotTaken();
      if (result.state === 'not_booked') throw new ConflictError('This session can no longer be moved', 'reschedule_not_booked');
      await queueProfessionalNotice(professionalOf(booking), {
        kind: 'session_moved',
        memberId: user.id,
        member: user.name,
        start: result.booking.start,
        from: booking.start,
        timeZone: booking.timeZone,
      });
      const response: ProBookingResponse = { booking: toApiProBooking(result.booking, false) };
      return { statusCode: 200, body: response };
    },
  },
});
