// POST /api/checkins {code}: the member's booking code, scanned as a QR code or typed by hand.
// The code names the booking; the server checks its signature, owner, status and time window,
// then marks the booking attended and awards XP in one transaction (so a code works once).
import type { CheckinResponse } from '@fitchoice/shared/api';
import { checkinSecret } from '../checkin-secret';
import { HttpError, httpErrors } from '../http/errors';
import { createHandler } from '../http/handler';
import { checkCheckinWindow, verifyCheckinCode } from '../rules/checkin-code';
import { HOUR_MS, localDateOf } from '../rules/time-zones';
import { levelForXp, totalXp } from '../rules/xp';
import { afterCheckin } from '../social/activity-hooks';
import { type BookingRecord, getBooking } from '../store/bookings';
import { checkIn } from '../store/rewards';

/** How late a check-in queued offline may arrive and still be judged by the time it was scanned. */
export const OFFLINE_CHECKIN_MAX_DELAY_MS = 6 * HOUR_MS;

function refusalFor(booking: BookingRecord): HttpError | null {
  if (booking.status === 'attended') return httpErrors.conflict('This check-in code has already been used', 'checkin_code_used');
  if (booking.status === 'cancelled')
    return httpErrors.conflict('This booking was cancelled, so its code no longer works', 'booking_cancelled');
  return null;
}

/** The moment the check-in is judged at: when it was scanned offline (if recent), else now. */
function checkinTime(scannedAt: string | undefined, now: Date): Date {
  if (scannedAt === undefined) return now;
  const scanned = Date.parse(scannedAt);
  if (scanned > now.getTime()) return now;
  if (now.getTime() - scanned > OFFLINE_CHECKIN_MAX_DELAY_MS) {
    throw new HttpError(422, 'This check-in was scanned more than 6 hours ago and can no longer be accepted', 'checkin_too_late');
  }
  return new Date(scanned);
}

export const handler = createHandler({
  'checkins.create': {
    async run({ body, user, now }) {
      const bookingId = verifyCheckinCode(body.code, checkinSecret());
      if (!bookingId) throw new HttpError(400, 'This is not a valid FitChoice check-in code', 'checkin_code_invalid', { field: 'code' });
      const booking = await getBooking(bookingId);
      if (!booking) throw httpErrors.notFound('No booking has this check-in code');
      if (booking.userId !== user!.id)
        throw new HttpError(403, "This check-in code belongs to another member's booking", 'checkin_code_not_yours');
      const early = refusalFor(booking);
      if (early) throw early;
      const at = checkinTime(body.scannedAt, now);
      const window = checkCheckinWindow(Date.parse(booking.slotStart), Date.parse(booking.slotEnd), at.getTime());
      if (!window.ok) throw new HttpError(422, window.message, window.reason === 'too_early' ? 'checkin_too_early' : 'checkin_expired');

      const result = await checkIn(booking, { at, day: localDateOf(at.getTime(), booking.timeZone), timeZone: booking.timeZone });
      if (result.state === 'not_booked')
        throw (result.booking && refusalFor(result.booking)) ?? httpErrors.conflict('This booking cannot be checked in');
      await afterCheckin(
        { id: user!.id, name: user!.name },
        {
          bookingId: booking.id,
          gymName: booking.gymName,
          challengesWon: result.awards.filter((a) => a.reason === 'challenge').length,
          at: result.at,
        },
      );
      const response: CheckinResponse = {
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
      return { statusCode: 200, body: response };
    },
  },
});
