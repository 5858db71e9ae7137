// The daily messages on this device: the server's (made once a day from the member's data, the
// same on every device) kept here with their history; offline, today's is written here from what
// this device knows (plan, moods, bookings), with the same rules, and not kept.
import type { Booking, MotivationMessage } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import {
  type CoachLocale,
  composeMotivation,
  daysBetween,
  type MotivationFacts,
  moodTrend,
  type Plan,
  weekStartOf,
} from '@fitchoice/shared/coach';
import { map } from 'rxjs';
import { apiCall } from '../../api/client';
import { getCoachDatabase } from '../../db/coach-collections';
import { getGymDatabase } from '../../db/gym-collections';
import { useLiveQuery } from '../../db/live-query';
import { localMoodEntries } from '../mood/mood-data';

/** The member's messages on this device, newest first. */
export function useMotivationMessages(userId: string): MotivationMessage[] | undefined {
  return useLiveQuery(async () => {
    const db = await getCoachDatabase();
    return db.motivation_messages
      .find({ selector: { userId } })
      .$.pipe(map((docs) => docs.map((doc) => doc.toJSON().message as MotivationMessage).sort((a, b) => b.date.localeCompare(a.date))));
  }, userId);
}

/** Asks the server for today's message (and the history) and keeps them here. */
export async function fetchToday(userId: string, date: string, locale: CoachLocale): Promise<void> {
  const { message, history } = await apiCall(routes.motivationToday, { query: { date, locale } });
  const db = await getCoachDatabase();
  await db.motivation_messages.bulkUpsert(
    [message, ...history].map((kept) => ({ key: `${userId}:${kept.date}`, userId, date: kept.date, message: kept })),
  );
}

/** Today's message from this device's data, when the server cannot be asked. */
export async function composeHere(
  userId: string,
  today: string,
  plan: Plan | null,
  history: readonly MotivationMessage[],
): Promise<MotivationMessage> {
  const [moods, gyms] = await Promise.all([localMoodEntries(userId), getGymDatabase()]);
  const bookings = (await gyms.bookings.find({ selector: { userId } }).exec()).map((doc) => doc.get('booking') as Booking);
  const lastVisit = bookings
    .filter((booking) => booking.status === 'attended')
    .map((booking) => booking.localDate)
    .sort()
    .at(-1);
  const next = bookings
    .filter((booking) => booking.status === 'booked' && booking.slotStart > new Date().toISOString())
    .sort((a, b) => a.slotStart.localeCompare(b.slotStart))[0];
  const facts: MotivationFacts = {
    date: today,
    streak: 0,
    daysSinceCheckin: lastVisit ? daysBetween(lastVisit, today) : null,
    challenge: null,
    nextBooking: next ? { gymName: next.gymName, startsAt: next.slotStart, timeZone: next.timeZone } : null,
    moodTrend: moodTrend(moods, today),
    goal: plan?.profile.goal ?? null,
    sessionsLeft: plan && plan.weekStart === weekStartOf(today) ? plan.sessions.filter((session) => !session.done).length : null,
  };
  const note = composeMotivation(
    facts,
    history.map((past) => ({ date: past.date, code: past.note.code })),
  );
  return { date: today, note, engine: 'planner', locale: null };
}
