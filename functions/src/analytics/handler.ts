// GET /api/analytics/summary and /api/analytics/series: the dashboard's figures, read from the daily
// aggregate items (aggregates/aggregates.ts), never by scanning the table; a range ends today at the latest. An admin sees the product, a
// region's gyms or one gym; a gym partner only their own gyms (the guard lets both roles in; the
// scope is decided here from the roles the guard already checked). Revenue is the money the gyms'
// desks recorded, per currency, read from the same aggregates (`paid.<currency>`).
import { type CurrencyCode, formatCoinCents } from '@fitchoice/shared';
import {
  type AnalyticsMetric,
  type AnalyticsSeries,
  type AnalyticsSummary,
  analyticsRoutes,
  DESK_CURRENCIES,
  GYM_SCOPED_METRICS,
  type Money,
  minorToMoney,
} from '@fitchoice/shared/api';
import {
  type Counters,
  type CountName,
  type KeyGroup,
  namesFor,
  PAID_PREFIX,
  type PlaceCounters,
  placeRangeKeys,
  readActivePeriods,
  readCohorts,
  readDays,
  readPlaceDays,
  readPlaces,
  readSums,
  sumDays,
  totalKeys,
} from '../aggregates/aggregates';
import { daysOf, monthsTouching, previousRange, utcDay, utcWeek, weeksBetween, weeksTouching } from '../aggregates/analytics-periods';
import { ForbiddenError, InvalidInputError } from '../errors';
import { getGym } from '../gyms/store';
import { createHandler } from '../http/handler';
import { aggregateKeys } from '../keys/aggregate-keys';
import { localDateOf } from '../time/time-zones';
import type { UserRecord } from '../users/store';

interface Scope {
  kind: 'all' | 'region' | 'gyms';
  region: string | null;
  gymIds: string[];
}

/** The product's or the region's day items (a scope of gyms reads its gyms' own items). */
const partitionOf = (scope: Scope) => (scope.kind === 'all' ? aggregateKeys.allPartition : aggregateKeys.regionPartition(scope.region!));

async function scopeOf(user: UserRecord, query: { region?: string; gymId?: string }): Promise<Scope> {
  if (user.roles.includes('admin')) {
    if (query.gymId) {
      if (!(await getGym(query.gymId))) throw new InvalidInputError('gymId: no such gym', { field: 'gymId' });
      return { kind: 'gyms', region: null, gymIds: [query.gymId] };
    }
    if (query.region) return { kind: 'region', region: query.region, gymIds: [] };
    return { kind: 'all', region: null, gymIds: [] };
  }
  // A gym partner: their gyms only, narrowed by the filters.
  const own = user.gymIds ?? [];
  if (query.gymId && !own.includes(query.gymId)) throw new ForbiddenError('This gym is not one of yours');
  let gymIds = query.gymId ? [query.gymId] : own;
  if (query.region) {
    const gyms = await Promise.all(gymIds.map((id) => getGym(id)));
    gymIds = gymIds.filter((_, i) => gyms[i]?.region === query.region);
  }
  return { kind: 'gyms', region: query.region ?? null, gymIds };
}

/**
 * The last day a range may end on: today, in UTC (the product's and the regions' calendar) or in any
 * of the scope's gyms' zones if that is later. A range past it would promise figures of days to come.
 */
async function lastDayOf(scope: Scope, now: Date): Promise<string> {
  const gyms = await Promise.all(scope.gymIds.map((id) => getGym(id)));
  const days = [utcDay(now), ...gyms.flatMap((gym) => (gym ? [localDateOf(now.getTime(), gym.timeZone)] : []))];
  return days.sort().at(-1)!;
}

async function checkNotAfterToday(scope: Scope, to: string, now: Date): Promise<void> {
  if (to > (await lastDayOf(scope, now))) throw new InvalidInputError('to: a range cannot end after today', { field: 'to' });
}

/** Counters added up. */
function sumOf(parts: readonly Counters[]): Counters {
  const sum: Counters = new Map();
  for (const part of parts) for (const [name, value] of part) sum.set(name, (sum.get(name) ?? 0) + value);
  return sum;
}

const mean = (sum: number, count: number) => (count === 0 ? 0 : Math.round((sum / count) * 10) / 10);
const cents = (value: number) => formatCoinCents(BigInt(Math.round(value)));
const total = (counters: Counters, name: string) => counters.get(name) ?? 0;
const net = (counters: Counters) =>
  total(counters, 'coinsPurchased') + total(counters, 'coinsEarned') + total(counters, 'coinsRefunded') - total(counters, 'coinsSpent');

/** The money the desks recorded (`paid.<currency>` counters, minor units), per currency, by code. */
function revenueOf(counters: Counters): Money[] {
  return [...counters]
    .flatMap(([name, minor]) => {
      const currency = name.slice(PAID_PREFIX.length) as CurrencyCode;
      if (!name.startsWith(PAID_PREFIX) || !DESK_CURRENCIES.includes(currency) || minor <= 0) return [];
      return [{ currency, amount: minorToMoney(minor, currency) }];
    })
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

function rate(noShows: number, shows: number): number | null {
  return noShows + shows === 0 ? null : Math.round((noShows / (noShows + shows)) * 1000) / 1000;
}

/** Mean distinct active members a week and a month over each range, from one read of each kind spanning them all. */
async function activeMeans(ranges: readonly { from: string; to: string }[]): Promise<{ weekly: number; monthly: number }[]> {
  const first = ranges.reduce((a, b) => (a.from < b.from ? a : b)).from;
  const last = ranges.reduce((a, b) => (a.to > b.to ? a : b)).to;
  const [weekly, monthly] = await Promise.all([
    readActivePeriods('W', utcWeek(`${first}T00:00:00Z`), utcWeek(`${last}T00:00:00Z`)),
    readActivePeriods('M', first.slice(0, 7), last.slice(0, 7)),
  ]);
  const sum = (map: Map<string, number>, keysOf: string[]) => keysOf.reduce((s, key) => s + (map.get(key) ?? 0), 0);
  return ranges.map(({ from, to }) => {
    const weeks = weeksTouching(from, to);
    const months = monthsTouching(from, to);
    return { weekly: mean(sum(weekly, weeks), weeks.length), monthly: mean(sum(monthly, months), months.length) };
  });
}

/** Gyms (of a region, or all) or professionals by their counts in the range, most first, from the places' counters. */
function ranked(
  places: PlaceCounters,
  kind: 'gym' | 'professional',
  region: string | null,
): { id: string; first: number; second: number }[] {
  const prefix = kind === 'gym' ? aggregateKeys.gymPlace('') : aggregateKeys.proPlace('');
  return [...places]
    .filter(([place, entry]) => place.startsWith(prefix) && (region === null || entry.region === region))
    .map(([place, { counters }]) => ({
      id: place.slice(prefix.length),
      first: total(counters, kind === 'gym' ? 'bookings' : 'proSessions'),
      second: kind === 'gym' ? total(counters, 'checkins') : 0,
    }))
    .filter((entry) => entry.first + entry.second > 0)
    .sort((a, b) => b.first - a.first || b.second - a.second || a.id.localeCompare(b.id))
    .slice(0, 10);
}

/**
 * The scope's counters over a range and the range before it: the product's or a region's days in
 * one query each, or its gyms' periods (placeRangeKeys), each gym's apart, all fetched together.
 */
async function rangeCounters(
  scope: Scope,
  ranges: { now: { from: string; to: string }; before: { from: string; to: string } },
  today: string,
): Promise<{ current: Counters; previous: Counters; gyms: Map<string, Counters> }> {
  if (scope.kind !== 'gyms') {
    const [current, previous] = await Promise.all([
      sumDays(partitionOf(scope), ranges.now.from, ranges.now.to),
      sumDays(partitionOf(scope), ranges.before.from, ranges.before.to),
    ]);
    return { current, previous, gyms: new Map() };
  }
  const groups: Record<string, KeyGroup> = {};
  for (const gymId of scope.gymIds) {
    const place = aggregateKeys.gymPlace(gymId);
    groups[`now ${gymId}`] = placeRangeKeys(place, ranges.now.from, ranges.now.to, today);
    groups[`before ${gymId}`] = placeRangeKeys(place, ranges.before.from, ranges.before.to, today);
  }
  const sums = await readSums(groups);
  const gyms = new Map(scope.gymIds.map((gymId) => [gymId, sums[`now ${gymId}`]!]));
  return { current: sumOf([...gyms.values()]), previous: sumOf(scope.gymIds.map((gymId) => sums[`before ${gymId}`]!)), gyms };
}

async function summary(scope: Scope, from: string, to: string, now: Date): Promise<AnalyticsSummary> {
  const before = previousRange(from, to);
  const dayCount = daysOf(from, to).length;
  const product = scope.kind === 'all';
  const today = utcDay(now);
  // Every aggregate item the figures add up, read side by side: the range and the period before it,
  // the top lists, and for the product the running total and what moved after the range (the total
  // at its end is the total now less that).
  const [{ current, previous, gyms }, places, totals, after, active, cohortItems] = await Promise.all([
    rangeCounters(scope, { now: { from, to }, before }, today),
    scope.kind === 'gyms' ? null : readPlaces(from, to, today, ['bookings', 'checkins', 'proSessions']),
    product ? readSums({ total: totalKeys() }) : null,
    product && to < today ? sumDays(aggregateKeys.allPartition, utcDay(Date.parse(`${to}T00:00:00Z`) + 86_400_000), today) : null,
    product ? activeMeans([{ from, to }, before]) : null,
    product ? readCohorts(weeksTouching(from, to)[0]!, utcWeek(`${to}T00:00:00Z`)) : null,
  ]);
  const count = (name: string) => ({ current: total(current, name), previous: total(previous, name) });
  const coins = (name: string) => ({ current: cents(total(current, name)), previous: cents(total(previous, name)) });
  // What every balance added up to at the end of each period: now, less what moved after it.
  const outstandingAtTo = totals ? total(totals.total, 'coinsOutstanding') - (after ? net(after) : 0) : 0;
  const noShowsOf = (counters: Counters) =>
    rate(
      total(counters, 'noShows') + (product ? total(counters, 'proNoShows') : 0),
      total(counters, 'checkins') + (product ? total(counters, 'proCompleted') : 0),
    );

  const gymRows = places
    ? ranked(places, 'gym', scope.region)
    : [...gyms]
        .map(([gymId, counters]) => ({ id: gymId, first: total(counters, 'bookings'), second: total(counters, 'checkins') }))
        .sort((a, b) => b.first - a.first || b.second - a.second)
        .slice(0, 10);
  const proRows = product && places ? ranked(places, 'professional', null) : [];
  const names = await namesFor(
    gymRows.map((row) => row.id),
    proRows.map((row) => row.id),
  );
  const lastWeek = utcWeek(`${to}T00:00:00Z`);

  return {
    scope: { kind: scope.kind, region: (scope.region as AnalyticsSummary['scope']['region']) ?? null, gymIds: scope.gymIds },
    from,
    to,
    previousFrom: before.from,
    previousTo: before.to,
    figures: {
      activeDaily: product
        ? { current: mean(total(current, 'active'), dayCount), previous: mean(total(previous, 'active'), dayCount) }
        : null,
      activeWeekly: active ? { current: active[0]!.weekly, previous: active[1]!.weekly } : null,
      activeMonthly: active ? { current: active[0]!.monthly, previous: active[1]!.monthly } : null,
      signups: product ? count('signups') : null,
      gymBookings: count('bookings'),
      gymCancellations: count('cancellations'),
      checkins: count('checkins'),
      gymNoShows: count('noShows'),
      proSessions: product ? count('proSessions') : null,
      proNoShows: product ? count('proNoShows') : null,
      noShowRate: { current: noShowsOf(current), previous: noShowsOf(previous) },
      revenue: { current: revenueOf(current), previous: revenueOf(previous) },
      coinsPurchased: product ? coins('coinsPurchased') : null,
      coinsEarned: product ? coins('coinsEarned') : null,
      coinsSpent: product ? coins('coinsSpent') : null,
      coinsRefunded: product ? coins('coinsRefunded') : null,
      coinsOutstanding: product ? { current: cents(outstandingAtTo), previous: cents(outstandingAtTo - net(current)) } : null,
    },
    cohorts: cohortItems
      ? weeksTouching(from, to).map((week) => {
          const counters = cohortItems.get(week) ?? new Map<string, number>();
          const weeksAfter = weeksBetween(week, lastWeek);
          return {
            week,
            size: counters.get('size') ?? 0,
            active: Array.from({ length: weeksAfter + 1 }, (_, k) => counters.get(`a${k}`) ?? 0),
          };
        })
      : null,
    topGyms: gymRows.flatMap((row) => {
      const named = names.gyms.get(row.id);
      return named ? [{ gymId: row.id, name: named.name, city: named.city, bookings: row.first, checkins: row.second }] : [];
    }),
    topProfessionals: product
      ? proRows.flatMap((row) => {
          const named = names.professionals.get(row.id);
          return named ? [{ professionalId: row.id, name: named.name, sessions: row.first }] : [];
        })
      : null,
  };
}

/** The day counter each daily metric is. */
const COUNTER_OF: Record<Exclude<AnalyticsMetric, 'activeWeekly' | 'activeMonthly'>, CountName> = {
  activeDaily: 'active',
  signups: 'signups',
  gymBookings: 'bookings',
  gymCancellations: 'cancellations',
  checkins: 'checkins',
  gymNoShows: 'noShows',
  proSessions: 'proSessions',
  proNoShows: 'proNoShows',
  coinsPurchased: 'coinsPurchased',
  coinsEarned: 'coinsEarned',
  coinsSpent: 'coinsSpent',
};

async function series(scope: Scope, metric: AnalyticsMetric, from: string, to: string): Promise<AnalyticsSeries> {
  if (scope.kind !== 'all' && !(GYM_SCOPED_METRICS as readonly string[]).includes(metric)) {
    throw new InvalidInputError(`metric: ${metric} is counted for the whole product only, not for a region or gyms`, { field: 'metric' });
  }
  if (metric === 'activeWeekly' || metric === 'activeMonthly') {
    const keysOf = metric === 'activeWeekly' ? weeksTouching(from, to) : monthsTouching(from, to);
    const counts = await readActivePeriods(metric === 'activeWeekly' ? 'W' : 'M', keysOf[0]!, keysOf.at(-1)!);
    return {
      metric,
      interval: metric === 'activeWeekly' ? 'week' : 'month',
      points: keysOf.map((key) => ({ period: key, value: counts.get(key) ?? 0 })),
    };
  }
  const counter = COUNTER_OF[metric];
  const days = new Map<string, number>();
  const parts =
    scope.kind === 'gyms'
      ? await Promise.all(scope.gymIds.map((gymId) => readPlaceDays(aggregateKeys.gymPlace(gymId), from, to, counter)))
      : [
          new Map(
            [...(await readDays(partitionOf(scope), from, to, [counter]))].map(([day, counters]) => [day, counters.get(counter) ?? 0]),
          ),
        ];
  for (const part of parts) for (const [day, value] of part) days.set(day, (days.get(day) ?? 0) + value);
  const scale = counter.startsWith('coins') ? 100 : 1;
  return {
    metric,
    interval: 'day',
    points: daysOf(from, to).map((day) => ({ period: day, value: (days.get(day) ?? 0) / scale })),
  };
}

export const handler = createHandler(analyticsRoutes, {
  'analytics.summary': {
    async run({ user, query, now }) {
      const scope = await scopeOf(user, query);
      await checkNotAfterToday(scope, query.to, now);
      return { statusCode: 200, body: await summary(scope, query.from, query.to, now) };
    },
  },
  'analytics.series': {
    async run({ user, query, now }) {
      const scope = await scopeOf(user, query);
      await checkNotAfterToday(scope, query.to, now);
      return { statusCode: 200, body: await series(scope, query.metric, query.from, query.to) };
    },
  },
});
