// The days a member trained, as the coach and mood AI count them: sessions of their plan marked
// done, and days they checked in at a gym (bookings attended, on the gym's local date).
import type { Plan } from '@fitchoice/shared/coach';
import { listBookings } from './bookings';

export async function trainedDates(userId: string, plan: Plan | null): Promise<string[]> {
  const bookings = await listBookings(userId);
  const dates = [
    ...bookings.filter((booking) => booking.status === 'attended').map((booking) => booking.localDate),
    ...(plan?.sessions.filter((session) => session.done).map((session) => session.date) ?? []),
  ];
  return [...new Set(dates)].sort();
}
