// This week's visits, Monday to Sunday in the member's own time: what home's small chart shows.
import type { Booking } from '@fitchoice/shared/api';

export interface DayVisits {
  /** Local midnight of the day. */
  date: Date;
  visits: number;
}

/** The seven days of the week of `now` (from Monday), each with the visits checked in that day. */
export function visitsThisWeek(bookings: readonly Pick<Booking, 'status' | 'attendedAt'>[], now: number): DayVisits[] {
  const monday = new Date(now);
  monday.setHours(0, 0, 0, 0);
  monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7));
  const days = Array.from({ length: 7 }, (_, i) => ({
    date: new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + i),
    visits: 0,
  }));
  for (const booking of bookings) {
    if (booking.status !== 'attended' || !booking.attendedAt) continue;
    const at = new Date(booking.attendedAt);
    const day = days.find((d) => at >= d.date && at < new Date(d.date.getFullYear(), d.date.getMonth(), d.date.getDate() + 1));
    if (day) day.visits += 1;
  }
  return days;
}
