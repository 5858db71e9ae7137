// What the member did, read from this device: gym check-ins (bookings attended, on the gym's local
// date) and the mood log. The coach adapts the plan from them; the mood AI counts training days.
import type { Booking } from '@fitchoice/shared/api';
import { localDate, type MoodEntry, type Plan, type TrainingSignals } from '@fitchoice/shared/coach';
import { getCoachDatabase } from '../../db/coach-collections';
import { getGymDatabase } from '../../db/gym-collections';

export async function localSignals(userId: string, now: Date): Promise<TrainingSignals> {
  const [gyms, coach] = await Promise.all([getGymDatabase(), getCoachDatabase()]);
  const bookings = (await gyms.bookings.find({ selector: { userId } }).exec()).map((doc) => doc.get('booking') as Booking);
  const moods = (await coach.mood_entries.find({ selector: { userId } }).exec()).map((doc) => doc.get('entry') as MoodEntry);
  return {
    today: localDate(now),
    now: now.toISOString(),
    checkinDates: bookings.filter((booking) => booking.status === 'attended').map((booking) => booking.localDate),
    moods,
  };
}

/** Days the member trained: gym check-ins and plan sessions done. */
export function trainedDates(signals: TrainingSignals, plan: Plan | null): string[] {
  const done = plan?.sessions.filter((session) => session.done).map((session) => session.date) ?? [];
  return [...new Set([...signals.checkinDates, ...done])].sort();
}
