// A professional's sessions as an iCalendar file (the `ics` package): the panel's export and the
// calendar feed. Times are UTC instants, which every calendar shows in its owner's zone; each event
// keeps its session's id as its UID, so a calendar that reads the feed again updates a moved
// session instead of adding it twice, and drops one no longer there (cancelled). The words are
// names, places and links, the same in every language.
import { createEvents, type EventAttributes } from 'ics';
import type { ProBookingRecord } from '../professionals/bookings';

/** How far back the file reaches: the last month's sessions stay in a subscribed calendar. */
export const CALENDAR_PAST_DAYS = 30;

function eventOf(session: ProBookingRecord): EventAttributes {
  const start = new Date(session.start);
  const place = session.gym ? `${session.gym.name}, ${session.gym.city}` : (session.videoLink ?? 'Video');
  return {
    uid: `${session.id}@fitchoice`,
    title: `${session.memberName} (${session.lengthMinutes} min)`,
    start: [start.getUTCFullYear(), start.getUTCMonth() + 1, start.getUTCDate(), start.getUTCHours(), start.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: session.lengthMinutes },
    location: place,
    ...(session.notes ? { description: session.notes } : {}),
    ...(session.videoLink ? { url: session.videoLink } : {}),
    status: 'CONFIRMED',
  };
}

/** The sessions still on (booked, held or done; never the cancelled ones) as one calendar named after the professional. */
export function sessionsCalendar(proName: string, sessions: readonly ProBookingRecord[]): string {
  const kept = sessions.filter((session) => session.status !== 'cancelled');
  const { error, value } = createEvents(kept.map(eventOf), { calName: `FitChoice: ${proName}`, productId: 'fitchoice/sessions' });
  if (error || value === null) throw error ?? new Error('The calendar could not be made');
  return value;
}
