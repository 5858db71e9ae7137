// Calendar dates at the gym: availability is asked for by the gym's local date.
import { localDate } from '@fitchoice/shared/coach';

/** The date `days` after a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The next `count` local dates at the gym, today first. */
export function nextDates(timeZone: string, now: number, count: number): string[] {
  const today = localDate(now, timeZone);
  return Array.from({ length: count }, (_, i) => addDays(today, i));
}
