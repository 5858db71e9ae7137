// The member's local date, as the app sends it: within a day of the server's clock (time zones
// span UTC-12 to UTC+14), never a date the member could not be living.
import { daysBetween } from '@fitchoice/shared/coach';
import { InvalidInputError } from '../errors';

export function assertLocalDate(date: string, now: Date, field: string): void {
  const utcToday = now.toISOString().slice(0, 10);
  if (Math.abs(daysBetween(utcToday, date)) > 1) throw new InvalidInputError(`${field} must be your local date today`, { field });
}
