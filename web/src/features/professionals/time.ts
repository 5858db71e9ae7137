// Dates and times of sessions: the member's own zone first, the professional's beside it.
import type { IntlShape } from 'react-intl';

export function memberTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function plusDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export function clock(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatTime(iso, { timeZone, hour: '2-digit', minute: '2-digit' });
}

export function dayLabel(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatDate(iso, { timeZone, weekday: 'short', day: 'numeric', month: 'short' });
}

/** "Mon 23 Nov, 10:00" in the member's zone. */
export function when(intl: IntlShape, iso: string, timeZone = memberTimeZone()): string {
  return `${dayLabel(intl, iso, timeZone)}, ${clock(intl, iso, timeZone)}`;
}
