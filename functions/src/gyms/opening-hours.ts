// A gym's opening hours are wall-clock times in the gym's own time zone, one interval per weekday
// (or closed). Overnight intervals are not allowed: a gym open past midnight closes at 24:00.
import { parseClock, type WallTime, type Weekday, wallTimeAt, weekdayOf } from '../time/time-zones';

export interface DayHours {
  open: string;
  close: string;
}
export type OpeningHours = Record<Weekday, DayHours | null>;

/** The day's interval in minutes since local midnight, or null when closed. */
export function hoursOn(hours: OpeningHours, date: string): { open: number; close: number } | null {
  const day = hours[weekdayOf(date)];
  if (!day) return null;
  return { open: parseClock(day.open), close: parseClock(day.close) };
}

export function isOpenAtWallTime(hours: OpeningHours, wall: WallTime): boolean {
  const day = hoursOn(hours, wall.date);
  return day !== null && wall.minutes >= day.open && wall.minutes < day.close;
}

/** Whether the gym is open at an instant, judged by its own clocks. */
export function isOpenAt(hours: OpeningHours, timeZone: string, instantMs: number): boolean {
  return isOpenAtWallTime(hours, wallTimeAt(instantMs, timeZone));
}
