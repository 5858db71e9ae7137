// The one schema of a calendar date ('YYYY-MM-DD') in a body, a query or an answer, and the one
// check of a range of them. A date is a real day of the calendar between EARLIEST_DATE and a year
// from today; a range is `from` to `to` (both included) of at most its documented number of days. So
// no request can make the server walk days without end (9999-12-31 + 1 day is not a date here).
import * as z from 'zod';
import { addDays, daysBetween, isIsoDate } from '../coach/dates';

/** Nothing in the app is dated before this. */
export const EARLIEST_DATE = '2000-01-01';
/** How far ahead a date may be: a year (and a day, so a leap year's same date is in). */
export const DATE_MAX_DAYS_AHEAD = 366;

/** The latest date a request may name: a year from today (UTC). */
export function latestDate(now = Date.now()): string {
  return addDays(new Date(now).toISOString().slice(0, 10), DATE_MAX_DAYS_AHEAD);
}

export const calendarDateSchema = z
  .string({ error: 'Expected a date such as "2026-11-23"' })
  .refine(isIsoDate, 'Expected a date such as "2026-11-23"')
  .refine((date) => date >= EARLIEST_DATE, `A date is ${EARLIEST_DATE} or later`)
  .refine((date) => date <= latestDate(), `A date is at most ${DATE_MAX_DAYS_AHEAD} days ahead`);

/**
 * Checks a range of calendar dates: `to` not before `from`, and at most `maxDays` days with both
 * ends included. For `superRefine` on a query or body that has both (already parsed as dates).
 */
export function checkDateRange(range: { from?: string; to?: string }, maxDays: number, ctx: z.RefinementCtx): void {
  if (!range.from || !range.to || !isIsoDate(range.from) || !isIsoDate(range.to)) return;
  const days = daysBetween(range.from, range.to) + 1;
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  else if (days > maxDays) ctx.addIssue({ code: 'custom', path: ['to'], message: `A range is at most ${maxDays} days` });
}
