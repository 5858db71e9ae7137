// A gym's opening hours are wall-clock times in the gym's own time zone, one interval per weekday
// (or closed). Overnight intervals are not allowed: a gym open past midnight closes at 24:00.
import {
  addDays,
  formatClock,
  instantOfWallTime,
  parseClock,
  type WallTime,
  WEEKDAYS,
  type Weekday,
  wallTimeAt,
  weekdayOf,
} from '../time/time-zones';

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

interface Piece {
  date: string;
  open: number;
  close: number;
}

/** The earliest instant at or after `minutes` on `date` that the zone's clocks show (a time skipped by DST moves on). */
function instantFrom(date: string, minutes: number, timeZone: string): number {
  if (minutes >= 1440) return instantFrom(addDays(date, 1), minutes - 1440, timeZone);
  for (let later = minutes; later < minutes + 180; later += 15) {
    const instant = instantOfWallTime(date, later, timeZone);
    if (instant !== null) return instant;
  }
  throw new RangeError(`No instant near ${date} ${minutes} in ${timeZone}`);
}

/**
 * The weekly hours re-expressed in another zone so that the gym opens at the same moments (the
 * week of `nowMs` decides the offsets, as daylight saving does). An interval that crosses midnight
 * in the new zone is split between its two days; a day that would then hold two separate
 * intervals keeps the longer one, and `exact` is false so the owner is told to check the hours.
 */
export function reexpressOpeningHours(
  hours: OpeningHours,
  fromZone: string,
  toZone: string,
  nowMs: number,
): { hours: OpeningHours; exact: boolean } {
  const today = wallTimeAt(nowMs, fromZone).date;
  const monday = addDays(today, -WEEKDAYS.indexOf(weekdayOf(today)));
  const pieces: Piece[] = [];
  WEEKDAYS.forEach((day, i) => {
    const interval = hours[day];
    if (!interval) return;
    const date = addDays(monday, i);
    const start = wallTimeAt(instantFrom(date, parseClock(interval.open), fromZone), toZone);
    const end = wallTimeAt(instantFrom(date, parseClock(interval.close), fromZone), toZone);
    if (start.date === end.date) pieces.push({ date: start.date, open: start.minutes, close: end.minutes });
    else {
      pieces.push({ date: start.date, open: start.minutes, close: 1440 });
      if (end.minutes > 0) pieces.push({ date: end.date, open: 0, close: end.minutes });
    }
  });
  let exact = true;
  const result = Object.fromEntries(WEEKDAYS.map((day) => [day, null])) as OpeningHours;
  for (const day of WEEKDAYS) {
    const merged: { open: number; close: number }[] = [];
    for (const piece of pieces.filter((p) => weekdayOf(p.date) === day && p.close > p.open).sort((a, b) => a.open - b.open)) {
      const last = merged.at(-1);
      if (last && piece.open <= last.close) last.close = Math.max(last.close, piece.close);
      else merged.push({ open: piece.open, close: piece.close });
    }
    if (merged.length === 0) continue;
    if (merged.length > 1) exact = false;
    const longest = merged.reduce((best, next) => (next.close - next.open > best.close - best.open ? next : best));
    result[day] = { open: formatClock(longest.open), close: formatClock(longest.close) };
  }
  return { hours: result, exact };
}
