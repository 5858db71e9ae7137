// When a partner's gyms or professional profiles stop taking bookings (the account suspended, or
// an admin unlisting a gym), the members with visits or sessions still to come there are told:
// their bookings stay, and they may cancel them.
import { gymBookingsBetween } from '../gym-panel/store';
import type { GymRecord } from '../gyms/catalogue';
import { BOOKING_HORIZON_DAYS } from '../gyms/slots';
import { type NoticeJob, queueNotices } from '../notices/queue';
import { listProSchedule } from '../professionals/bookings';
import type { ProfessionalRecord } from '../professionals/store';
import { DAY_MS } from '../time/time-zones';

export async function tellMembersOfPausedListings(
  listings: { gyms: readonly GymRecord[]; professionals: readonly ProfessionalRecord[] },
  now: Date,
): Promise<void> {
  const from = now.toISOString();
  const to = new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * DAY_MS).toISOString();
  const [visits, sessions] = await Promise.all([
    Promise.all(listings.gyms.map((gym) => gymBookingsBetween(gym.id, from, to))),
    // Every session from now on: their keys start with the session's ISO start, which sorts before '\uffff'.
    Promise.all(listings.professionals.map((pro) => listProSchedule(pro.id, { from, to: '\uffff' }))),
  ]);
  const notices: NoticeJob[] = [
    ...visits
      .flat()
      .filter((visit) => visit.status === 'booked')
      .map((visit) => ({
        to: 'member' as const,
        userId: visit.userId,
        notice: { kind: 'gym_paused' as const, place: visit.gymName, start: visit.slotStart, timeZone: visit.timeZone },
      })),
    ...sessions
      .flat()
      .filter((session) => session.status === 'booked')
      .map((session) => ({
        to: 'member' as const,
        userId: session.userId,
        notice: { kind: 'session_paused' as const, place: session.professionalName, start: session.start, timeZone: session.timeZone },
      })),
  ];
  await queueNotices(notices);
}
