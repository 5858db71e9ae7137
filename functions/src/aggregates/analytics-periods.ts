// The calendar of the analytics: every event counts on the UTC day it happened (in a gym's own
// figures, on the gym's local day), active members also per ISO week and per calendar month (UTC); a range is compared with the same number of days
// just before it. And which figure a SweatCoin ledger entry moves, by its kind.
import { isoWeekKey } from '../time/leaderboard-period';
import { DAY_MS } from '../time/time-zones';

/** The UTC day of an instant, "2026-11-24". */
export function utcDay(instant: Date | string | number): string {
  return new Date(instant).toISOString().slice(0, 10);
}

/** The UTC month of an instant, "2026-11". */
export function utcMonth(instant: Date | string | number): string {
  return new Date(instant).toISOString().slice(0, 7);
}

/** The ISO week of an instant (UTC), "2026-W48". */
export function utcWeek(instant: Date | string | number): string {
  return isoWeekKey(new Date(instant).getTime());
}

const dayMs = (day: string) => Date.parse(`${day}T00:00:00.000Z`);

/** Every day from `from` to `to`, both included. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = dayMs(from); at <= dayMs(to); at += DAY_MS) days.push(utcDay(at));
  return days;
}

/** The ISO weeks that have a day in the range, in order. */
export function weeksTouching(from: string, to: string): string[] {
  return [...new Set(daysOf(from, to).map(utcWeek))];
}

/** The months that have a day in the range, in order. */
export function monthsTouching(from: string, to: string): string[] {
  return [...new Set(daysOf(from, to).map((day) => day.slice(0, 7)))];
}

/** The range of as many days that ends the day before `from`. */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const length = (dayMs(to) - dayMs(from)) / DAY_MS + 1;
  return { from: utcDay(dayMs(from) - length * DAY_MS), to: utcDay(dayMs(from) - DAY_MS) };
}

/** The Monday of an ISO week key, as a UTC day. */
export function mondayOfWeek(week: string): string {
  const [year, number] = week.split('-W').map(Number) as [number, number];
  const jan4 = Date.UTC(year, 0, 4);
  const jan4Weekday = (new Date(jan4).getUTCDay() + 6) % 7;
  return utcDay(jan4 - jan4Weekday * DAY_MS + (number - 1) * 7 * DAY_MS);
}

/** Whole weeks from one ISO week to a later one (0 for the same week). */
export function weeksBetween(fromWeek: string, toWeek: string): number {
  return Math.round((dayMs(mondayOfWeek(toWeek)) - dayMs(mondayOfWeek(fromWeek))) / (7 * DAY_MS));
}

export type CoinMetric = 'coinsPurchased' | 'coinsEarned' | 'coinsSpent' | 'coinsRefunded';

/**
 * Which SweatCoin figure a ledger entry moves: bought with ETH, earned (XP converted, a session
 * completed), refunded, or spent (anything else that takes coins away). Spent and refunded are
 * counted as positive amounts.
 */
export function coinMetricOf(kind: string, amountCents: bigint): { metric: CoinMetric; cents: bigint } {
  if (kind === 'purchase') return { metric: 'coinsPurchased', cents: amountCents };
  if (kind === 'refund' || kind === 'pro_refund') return { metric: 'coinsRefunded', cents: amountCents };
  if (amountCents < 0n) return { metric: 'coinsSpent', cents: -amountCents };
  return { metric: 'coinsEarned', cents: amountCents };
}

/** A range as whole months, whole ISO weeks and single days, so a long range reads few items. */
export interface RangeCover {
  months: string[];
  weeks: string[];
  days: string[];
  /** Days after the range inside a month or week read whole: their counts are taken off again. */
  minusDays: string[];
}

const lastDayOfMonth = (day: string) => {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return utcDay(Date.UTC(year, month, 0));
};
const plusDays = (day: string, days: number) => utcDay(dayMs(day) + days * DAY_MS);

/**
 * What reading a cover costs, in counter items: a day after today has no item yet, and looking one
 * up costs DynamoDB Local about a quarter of reading one that exists.
 */
function costOf(cover: RangeCover, today: string | undefined): number {
  const future = today === undefined ? 0 : cover.minusDays.filter((day) => day > today).length;
  return cover.months.length + cover.weeks.length + cover.days.length + cover.minusDays.length - future + future / 4;
}

/**
 * Covers [from, to] with few periods, the cheapest of: from its start (covered greedily), or the
 * month (or ISO week) `to` falls in read whole, if it starts in the range, less its days after `to`
 * (subtracted, so the sum stays exact whatever those days hold) and the rest from its start. Up to
 * today, those days have not happened, so their lookups find nothing: the 90 days up to 25 Nov are
 * September, October, November less its last five days, and four days. For a range that is over
 * (the period a summary compares with), the 90 days before those end on 27 Aug and are read as
 * August less four days, not as three weeks and six days.
 */
export function coverRange(from: string, to: string, today?: string): RangeCover {
  const month = { first: `${to.slice(0, 7)}-01`, last: lastDayOfMonth(to), key: to.slice(0, 7), kind: 'months' as const };
  const monday = mondayOfWeek(utcWeek(dayMs(to)));
  const week = { first: monday, last: plusDays(monday, 6), key: utcWeek(dayMs(to)), kind: 'weeks' as const };
  const wholes = [month, week]
    .filter((period) => period.last > to && period.first >= from)
    .map((whole) => {
      const head = coverFromStart(from, plusDays(whole.first, -1));
      head[whole.kind].push(whole.key);
      return { ...head, minusDays: daysOf(plusDays(to, 1), whole.last) };
    });
  return [coverFromStart(from, to), ...wholes].reduce((best, cover) => (costOf(cover, today) < costOf(best, today) ? cover : best));
}

/**
 * Covers [from, to] greedily from its start: a whole month where one starts and fits, else a whole
 * ISO week where one starts and fits (unless it would swallow the first of a month that fits), else
 * a day. Ninety days are about two months, four weeks and eight days.
 */
function coverFromStart(from: string, to: string): RangeCover {
  const cover: RangeCover = { months: [], weeks: [], days: [], minusDays: [] };
  const end = dayMs(to);
  let day = from;
  // Compared as numbers: a day string past 9999-12-31 sorts before it.
  while (dayMs(day) <= end) {
    const monthEnd = lastDayOfMonth(day);
    if (day.endsWith('-01') && monthEnd <= to) {
      cover.months.push(day.slice(0, 7));
      day = plusDays(monthEnd, 1);
      continue;
    }
    const weekEnd = plusDays(day, 6);
    const isMonday = new Date(dayMs(day)).getUTCDay() === 1;
    const nextFirst = plusDays(monthEnd, 1);
    const swallowsAMonth = nextFirst <= weekEnd && lastDayOfMonth(nextFirst) <= to;
    if (isMonday && weekEnd <= to && !swallowsAMonth) {
      cover.weeks.push(utcWeek(dayMs(day)));
      day = plusDays(weekEnd, 1);
      continue;
    }
    cover.days.push(day);
    day = plusDays(day, 1);
  }
  return cover;
}
