// Wall-clock dates and times in an IANA time zone, from the platform's Intl data (no library):
// a gym's opening hours and slots, and a member's streak day, are local to a zone.

export type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
export const WEEKDAYS: readonly Weekday[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallTime {
  /** YYYY-MM-DD */
  date: string;
  /** minutes since local midnight */
  minutes: number;
}

/** The local date and time of an instant in a zone. */
export function wallTimeAt(instantMs: number, timeZone: string): WallTime {
  const fields: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instantMs))) fields[part.type] = part.value;
  return {
    date: `${fields.year}-${fields.month}-${fields.day}`,
    minutes: Number(fields.hour) * 60 + Number(fields.minute),
  };
}

/** The local date (YYYY-MM-DD) of an instant in a zone. */
export function localDateOf(instantMs: number, timeZone: string): string {
  return wallTimeAt(instantMs, timeZone).date;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a calendar date; throws on a date that does not exist. */
export function dayNumber(date: string): number {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const ms = Date.UTC(y, m - 1, d);
  if (new Date(ms).getUTCDate() !== d || new Date(ms).getUTCMonth() !== m - 1) throw new RangeError(`No such date: ${date}`);
  return ms / DAY_MS;
}

/** The calendar date `days` after `date`. */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

export function weekdayOf(date: string): Weekday {
  // getUTCDay: 0 = Sunday.
  const day = new Date(dayNumber(date) * DAY_MS).getUTCDay();
  return WEEKDAYS[(day + 6) % 7]!;
}

/** "06:30" -> 390; "24:00" is allowed as the end of a day. */
export function parseClock(clock: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(clock);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  if (!match || minutes > 59 || hours > 24 || (hours === 24 && minutes !== 0)) throw new RangeError(`Not a clock time (HH:MM): ${clock}`);
  return hours * 60 + minutes;
}

export function formatClock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * The instant at which a zone's clocks show `date` + `minutes`, or null when that wall time does
 * not exist (the hour skipped when clocks go forward). In the repeated hour the earlier is taken.
 */
export function instantOfWallTime(date: string, minutes: number, timeZone: string): number | null {
  const asIfUtc = dayNumber(date) * DAY_MS + minutes * MINUTE_MS;
  const candidates = new Set<number>();
  // The zone's offset is one of the offsets around that moment; try each and keep the ones that land.
  for (const probe of [asIfUtc - DAY_MS, asIfUtc, asIfUtc + DAY_MS]) {
    candidates.add(asIfUtc - offsetMs(probe, timeZone));
  }
  const landing = [...candidates].filter((instant) => {
    const wall = wallTimeAt(instant, timeZone);
    return wall.date === date && wall.minutes === minutes;
  });
  return landing.length === 0 ? null : Math.min(...landing);
}

/** Local time minus UTC at an instant, in ms (New York in winter: -5 h). */
export function offsetMs(instantMs: number, timeZone: string): number {
  const wall = wallTimeAt(instantMs, timeZone);
  const wallAsUtc = dayNumber(wall.date) * DAY_MS + wall.minutes * MINUTE_MS;
  return wallAsUtc - Math.floor(instantMs / MINUTE_MS) * MINUTE_MS;
}
