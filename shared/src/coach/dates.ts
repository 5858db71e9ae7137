// Calendar dates as 'YYYY-MM-DD' strings (the member's local dates): plans, moods and messages are
// kept per day, and plain strings compare and sort without time zones.

const DAY_MS = 86_400_000;

function toUtc(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = toUtc(text); // NaN for a month 13 or a day 32
  return !Number.isNaN(ms) && fromUtc(ms) === text;
}

export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** 0 = Monday ... 6 = Sunday. */
export function weekdayOf(date: string): number {
  return (new Date(toUtc(date)).getUTCDay() + 6) % 7;
}

/** The Monday of the date's week. */
export function weekStartOf(date: string): string {
  return addDays(date, -weekdayOf(date));
}

/** One formatter per zone: making one costs ~0.2 ms, and a calendar asks for hundreds of dates. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The local date of an instant in a time zone; without one, the device's (read at each call: a
 * member who travels gets the new zone's date).
 */
export function localDate(instant: Date | number | string, timeZone?: string): string {
  const at = new Date(instant);
  if (timeZone === undefined) {
    return `${String(at.getFullYear()).padStart(4, '0')}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;
  }
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The dates from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  // Counted in days, not compared as text: a day string past 9999-12-31 sorts before it.
  for (let offset = 0; offset <= daysBetween(from, to); offset++) dates.push(addDays(from, offset));
  return dates;
}
