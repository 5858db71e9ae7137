// The days a member trained, as the coach and mood AI count them: sessions of their plan marked
// done, and days they checked in at a gym (bookings attended, on the gym's local date).
import type { Plan } from '@fitchoice/shared/coach';
import { bookingsStartingBetween } from '../bookings/store';

/** How far back training days are read: the mood AI's longest view. */
const DAYS_BACK = 90;

export async function trainedDates(userId: string, plan: Plan | null, now: Date): Promise<string[]> {
  const from = new Date(now.getTime() - DAYS_BACK * 86_400_000).toISOString();
  const bookings = await bookingsStartingBetween(userId, from, now.toISOString());
  const dates = [
    ...bookings.filter((booking) => booking.status === 'attended').map((booking) => booking.localDate),
    ...(plan?.sessions.filter((session) => session.done).map((session) => session.date) ?? []),
  ];
  return [...new Set(dates)].sort();
}
