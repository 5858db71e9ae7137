// Checking in proves presence at the gym. A member scans the rotating code at the gym's desk
// (POST /api/checkins {gymCode, scannedAt?}): the server finds the member's own booking at that gym
// whose check-in window is open and checks it in. The member's booking code is for the gym's staff
// only (checkInByStaff, called by the gym panel's route, audited as the staff's write): the one way
// a visit paid at the desk counts.
// Either way the booking flips from booked to attended under a condition, with the XP, in one
// transaction (store.ts), so a visit is checked in once.
import type { CheckinResponse } from '@fitchoice/shared/api';
import { bookingRoutes } from '@fitchoice/shared/api';
import { type AuditActor, auditPut } from '../audit/store';
import { CHECKIN_OPENS_MINUTES_BEFORE, checkCheckinWindow, verifyCheckinCode } from '../bookings/checkin-code';
import { checkinSecret } from '../bookings/checkin-secret';
import { type BookingRecord, bookingsStartingBetween, getBooking } from '../bookings/store';
import { ConflictError, InvalidInputError, NotFoundError, UnprocessableError } from '../errors';
import { MAX_SLOT_LENGTH_MS } from '../gyms/slots';
import { getGym } from '../gyms/store';
import { createHandler } from '../http/handler';
import { levelForXp, totalXp } from '../rewards/xp';
import { afterCheckin } from '../social/activity-hooks';
import { HOUR_MS, MINUTE_MS } from '../time/time-zones';
import { getUser } from '../users/store';
import { isGymCodeValidAt } from './gym-code';
import { checkIn } from './store';

/** How late a check-in queued offline may arrive and still be judged by the time it was scanned. */
export const OFFLINE_CHECKIN_MAX_DELAY_MS = 6 * HOUR_MS;

const alreadyCheckedIn = () => new ConflictError('You are already checked in for this visit', 'checkin_code_used');

function refusalFor(booking: BookingRecord): ConflictError | null {
  if (booking.status === 'attended') return alreadyCheckedIn();
  if (booking.status === 'cancelled')
    return new ConflictError('This booking was cancelled, so it cannot be checked in', 'booking_cancelled');
  return null;
}

/**
 * The moment a member's scan is judged at: when it was scanned (a check-in queued offline), clamped
 * by the server's clock (never in the future), or now. Refused when it is more than 6 hours old.
 */
function scanTime(scannedAt: string | undefined, now: Date): Date {
  if (scannedAt === undefined) return now;
  const scanned = Date.parse(scannedAt);
  if (scanned > now.getTime()) return now;
  if (now.getTime() - scanned > OFFLINE_CHECKIN_MAX_DELAY_MS) {
    throw new UnprocessableError('This check-in was scanned more than 6 hours ago and can no longer be accepted', 'checkin_too_late');
  }
  return new Date(scanned);
}

/** Who checked a member in at the desk, for the audit entry written with the check-in. */
export interface DeskActor {
  actor: AuditActor;
  requestId: string;
}

/** Checks the booking in at `at` (its status and window already checked) and shapes the answer. */
async function checkInBooking(booking: BookingRecord, at: Date, desk: DeskActor | null = null): Promise<CheckinResponse> {
  const [gym, member] = await Promise.all([getGym(booking.gymId), desk ? getUser(booking.userId) : null]);
  if (!gym) throw new NotFoundError('No such gym');
  const audit = desk
    ? [
        auditPut({
          actor: desk.actor,
          action: 'booking.checked_in',
          target: { type: 'booking', id: booking.id, name: `${member?.name ?? '—'} at ${gym.name}` },
          requestId: desk.requestId,
          at,
          details: { gymId: gym.id, slotStart: booking.slotStart, payWith: booking.payWith },
        }),
      ]
    : [];
  const result = await checkIn(booking, at, { latitude: gym.latitude, longitude: gym.longitude }, audit);
  if (result.state === 'impossible_travel') {
    throw new UnprocessableError(
      'This check-in is too far from your last one for the time between them: check in at the gym you are at',
      'checkin_impossible_travel',
    );
  }
  if (result.state === 'not_booked')
    throw (result.booking && refusalFor(result.booking)) ?? new ConflictError('This booking cannot be checked in');
  await afterCheckin({
    userId: booking.userId,
    bookingId: booking.id,
    gymName: booking.gymName,
    challengesWon: result.awards.filter((award) => award.reason === 'challenge').length,
    at: result.at,
  });
  return {
    bookingId: booking.id,
    gymId: booking.gymId,
    gymName: booking.gymName,
    checkedInAt: result.at,
    awards: result.awards,
    xpAwarded: totalXp(result.awards),
    xp: result.xp,
    level: levelForXp(result.xpEarned).level,
    streak: { current: result.streak.current, best: result.streak.best },
  };
}

/** The member's bookings not cancelled whose check-in window is open at `at`, soonest first. */
async function openBookings(userId: string, at: Date): Promise<BookingRecord[]> {
  const bookings = await bookingsStartingBetween(
    userId,
    new Date(at.getTime() - MAX_SLOT_LENGTH_MS).toISOString(),
    new Date(at.getTime() + CHECKIN_OPENS_MINUTES_BEFORE * MINUTE_MS).toISOString(),
  );
  return bookings.filter(
    (b) => b.status !== 'cancelled' && checkCheckinWindow(Date.parse(b.slotStart), Date.parse(b.slotEnd), at.getTime()).ok,
  );
}

/**
 * A member checking in with the gym's desk code: their booking at the gym whose code it was at the
 * scan, with its window open then. A visit paid at the desk waits for the staff.
 */
export async function checkInByGymCode(input: { userId: string; gymCode: string; at: Date }): Promise<CheckinResponse> {
  const open = await openBookings(input.userId, input.at);
  if (open.length === 0) {
    throw new UnprocessableError(
      `You have no booking to check in to now: check-in opens ${CHECKIN_OPENS_MINUTES_BEFORE} minutes before your visit and closes when it ends`,
      'checkin_no_booking',
    );
  }
  const secret = checkinSecret();
  const here = open.filter((b) => isGymCodeValidAt(input.gymCode, b.gymId, input.at.getTime(), secret));
  if (here.length === 0) {
    throw new InvalidInputError('This is not the current code of the gym you booked: scan the code at its desk again', {
      code: 'gym_code_invalid',
      field: 'gymCode',
    });
  }
  const booking = here.find((b) => b.status === 'booked' && b.payWith === 'sweatcoins');
  if (!booking) {
    if (here.some((b) => b.status === 'booked')) {
      throw new ConflictError(
        'This visit is paid at the desk: show your booking code there, and the staff check you in when you pay',
        'checkin_pay_at_desk',
      );
    }
    throw alreadyCheckedIn();
  }
  return checkInBooking(booking, input.at);
}

/**
 * The gym's staff checking a member in with the member's booking code (the gym panel's route calls
 * this): the code must name a booking at this gym, open for check-in at `at`. The only way a visit
 * paid at the desk counts; it works for visits paid with SweatCoins too.
 */
export async function checkInByStaff(input: { gymId: string; code: string; at: Date; desk: DeskActor | null }): Promise<CheckinResponse> {
  const bookingId = verifyCheckinCode(input.code, checkinSecret());
  const booking = bookingId ? await getBooking(bookingId) : null;
  // Another gym's booking reads as unknown: a code says nothing about visits elsewhere.
  if (!booking || booking.gymId !== input.gymId) throw new NotFoundError('No booking at this gym has this code');
  const refusal = refusalFor(booking);
  if (refusal) throw refusal;
  const window = checkCheckinWindow(Date.parse(booking.slotStart), Date.parse(booking.slotEnd), input.at.getTime());
  if (!window.ok) throw new UnprocessableError(window.message, window.reason === 'too_early' ? 'checkin_too_early' : 'checkin_expired');
  return checkInBooking(booking, input.at, input.desk);
}

export const handler = createHandler(bookingRoutes, {
  'check-in.create': {
    async run({ body, user, now }) {
      const response = await checkInByGymCode({ userId: user.id, gymCode: body.gymCode, at: scanTime(body.scannedAt, now) });
      return { statusCode: 200, body: response };
    },
  },
});
