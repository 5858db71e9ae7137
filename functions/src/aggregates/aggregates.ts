// Aggregate items for the analytics dashboard. Every event the dashboard counts (a sign-up, a
// gym booking, a cancellation, a check-in, a no-show, a payment taken at a gym's desk, a
// professional's session, a SweatCoin change)
// adds to them with DynamoDB `ADD` in the very transaction that records the event, so a figure is
// never ahead of or behind what happened, and counts an event exactly once: the event's own
// conditions (a booking made once, a visit checked in once) decide whether its counts are written.
// Each item in a transaction costs two write units, so an event writes few: the product's day, its
// region's day, and its gym's (or professional's) day, ISO week and month, which the top lists read
// too (keys/aggregate-keys.ts): 6 items for a booking paid with SweatCoins. The
// product's and a region's days are split into AGGREGATE_SHARDS items, one picked at random per
// event: concurrent transactions on one item would conflict. Active members are counted once per
// member per day, ISO week and month by marker items written under a condition (`markActive`).
// `rebuild-aggregates.ts` recomputes all of it from the source items.
import { BatchGetCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { queryAll } from '../dynamo/query-all';
import { ConditionFailedError, type TransactItem, transact } from '../dynamo/transact';
import { type ActivePeriod, AGGREGATE_SHARDS, aggregateKeys, type PlacePeriod } from '../keys/aggregate-keys';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';
import { proKeys } from '../keys/pro-keys';
import { localDateOf } from '../time/time-zones';
import { coinMetricOf, coverRange, daysOf, utcDay, utcMonth, utcWeek, weeksBetween } from './analytics-periods';

/** The counters of a day item. SweatCoins are in hundredths. */
export const COUNT_NAMES = [
  'signups',
  'active',
  'bookings',
  'cancellations',
  'checkins',
  'noShows',
  'proSessions',
  'proCancellations',
  'proCompleted',
  'proNoShows',
  'coinsPurchased',
  'coinsEarned',
  'coinsSpent',
  'coinsRefunded',
] as const;
export type CountName = (typeof COUNT_NAMES)[number];
/** Money a gym's desk recorded as paid for visits, in the currency's minor units: `paid.EUR`. */
export type PaidCount = `paid.${string}`;
export const PAID_PREFIX = 'paid.';
export const paidCount = (currency: string): PaidCount => `${PAID_PREFIX}${currency}`;
/** SweatCoin hundredths are bigints (a balance may pass 2^53); the other counts are small numbers. */
export type EventCounts = Partial<Record<CountName, number | bigint>> & { [name: PaidCount]: number | bigint };
type Adds = Record<string, number | bigint>;

/** The counters a gym's (and a region's) items keep, besides the money paid at its desk (`paid.<currency>`). */
export const GYM_COUNT_NAMES = ['bookings', 'cancellations', 'checkins', 'noShows'] as const satisfies readonly CountName[];

/** Where an event happened, for the region's and the gym's items and the top lists. */
export interface EventPlace {
  gymId?: string;
  region?: string;
  professionalId?: string;
  /** The gym's zone: the gym's own items count the event on its local day (a gym's 11 PM visit is that day's). */
  timeZone?: string;
}

const randomShard = () => Math.floor(Math.random() * AGGREGATE_SHARDS);

/** An UpdateItem that ADDs each non-zero value to its attribute (and SETs `set`, a gym's region). */
const isZero = (value: number | bigint) => value === 0 || value === 0n;

function addTo({ key, adds, set = {} }: AggregateUpdate): TransactItem | null {
  const entries = Object.entries(adds).filter(([, value]) => !isZero(value));
  if (entries.length === 0) return null;
  const sets = Object.entries(set);
  return {
    Update: {
      TableName: TABLE,
      Key: key,
      UpdateExpression: [
        `ADD ${entries.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
        ...(sets.length > 0 ? [`SET ${sets.map((_, i) => `#s${i} = :s${i}`).join(', ')}`] : []),
      ].join(' '),
      ExpressionAttributeNames: Object.fromEntries([
        ...entries.map(([name], i) => [`#a${i}`, name]),
        ...sets.map(([name], i) => [`#s${i}`, name]),
      ]),
      ExpressionAttributeValues: Object.fromEntries([
        ...entries.map(([, value], i) => [`:a${i}`, value]),
        ...sets.map(([, value], i) => [`:s${i}`, value]),
      ]),
    },
  };
}

/** The counters a SweatCoin ledger entry of `kind` moves (see coinMetricOf). */
export function coinCounts(kind: string, amountCents: bigint): EventCounts {
  const { metric, cents } = coinMetricOf(kind, amountCents);
  return { [metric]: cents };
}

/** The running total the SweatCoins outstanding are read from. */
function outstandingDelta(counts: EventCounts): bigint {
  const coins = (value: number | bigint | undefined) => BigInt(value ?? 0);
  return coins(counts.coinsPurchased) + coins(counts.coinsEarned) + coins(counts.coinsRefunded) - coins(counts.coinsSpent);
}

/** One item's additions. */
export interface AggregateUpdate {
  key: { PK: string; SK: string };
  adds: Adds;
  /** Plain attributes written with the additions: a gym's region, which a region's top list picks its gyms by. */
  set?: Record<string, string>;
}

/** A place's (a gym's or a professional's) day, ISO week and month items for a calendar day ("2026-11-24"). */
function placeUpdates(day: string, place: string, adds: Adds, set?: Record<string, string>): AggregateUpdate[] {
  const periods: [PlacePeriod, string][] = [
    ['D', day],
    ['W', utcWeek(`${day}T00:00:00Z`)],
    ['M', day.slice(0, 7)],
  ];
  return periods.map(([period, key]) => ({ key: aggregateKeys.place(period, key, place), adds, ...(set ? { set } : {}) }));
}

/**
 * What one event at `at` adds, and where: the product's counters for its day (and the region's for
 * a gym's counters), the gym's or professional's day, week and month (a gym's on its local
 * calendar), the running SweatCoin total, and a sign-up's cohort. The live transactions and the
 * rebuild both take their items from here, so they cannot count differently.
 */
export function aggregateUpdates(at: Date | string, counts: EventCounts, place: EventPlace = {}, shard = randomShard()): AggregateUpdate[] {
  const gymCounts = Object.fromEntries([
    ...GYM_COUNT_NAMES.map((name) => [name, counts[name] ?? 0] as const),
    ...Object.entries(counts).filter(([name]) => name.startsWith(PAID_PREFIX)),
  ]);
  const day = utcDay(at);
  const gymDay = place.timeZone ? localDateOf(new Date(at).getTime(), place.timeZone) : day;
  const updates: AggregateUpdate[] = [
    { key: aggregateKeys.day(aggregateKeys.allPartition, day, shard), adds: { ...counts } },
    ...(place.gymId && place.region
      ? [{ key: aggregateKeys.day(aggregateKeys.regionPartition(place.region), day, shard), adds: gymCounts }]
      : []),
    ...(place.gymId
      ? placeUpdates(gymDay, aggregateKeys.gymPlace(place.gymId), gymCounts, place.region ? { region: place.region } : undefined)
      : []),
    ...(place.professionalId
      ? placeUpdates(day, aggregateKeys.proPlace(place.professionalId), { proSessions: counts.proSessions ?? 0 })
      : []),
    { key: aggregateKeys.total(shard), adds: { coinsOutstanding: outstandingDelta(counts) } },
    ...(counts.signups ? [{ key: aggregateKeys.cohort(utcWeek(at), shard), adds: { size: counts.signups } }] : []),
  ];
  // Nothing to add is no item (a transaction has at most 100).
  return updates
    .map((update) => ({ ...update, adds: Object.fromEntries(Object.entries(update.adds).filter(([, value]) => !isZero(value))) }))
    .filter(({ adds }) => Object.keys(adds).length > 0);
}

/**
 * The aggregate updates of one event at `at`, to add to the transaction that records it (once per
 * transaction: two updates of one item cannot share a transaction). Appended last, they move no
 * other item's index; they have no condition, so they never make the transaction fail.
 */
export function aggregateItems(at: Date | string, counts: EventCounts, place: EventPlace = {}): TransactItem[] {
  return aggregateUpdates(at, counts, place).map((update) => addTo(update)!);
}

/**
 * The aggregate updates of several events recorded in one transaction (one member's purchases
 * written together): one update per item, the events' additions summed, all in one shard. Two
 * updates of one item cannot share a transaction.
 */
export function aggregateItemsOfEvents(events: readonly { at: Date | string; counts: EventCounts; place?: EventPlace }[]): TransactItem[] {
  const shard = randomShard();
  const merged = new Map<string, AggregateUpdate>();
  for (const { at, counts, place } of events) {
    for (const { key, adds, set } of aggregateUpdates(at, counts, place, shard)) {
      const id = `${key.PK}\u0000${key.SK}`;
      const entry = merged.get(id) ?? { key, adds: {} };
      for (const [name, value] of Object.entries(adds)) entry.adds[name] = addCounts(entry.adds[name], value);
      merged.set(id, { ...entry, ...(set ? { set: { ...entry.set, ...set } } : {}) });
    }
  }
  return [...merged.values()].flatMap((update) => addTo(update) ?? []);
}

/** A counter's sum: SweatCoin hundredths are bigints, the other counts numbers. */
function addCounts(sum: number | bigint | undefined, value: number | bigint): number | bigint {
  if (sum === undefined) return value;
  return typeof sum === 'bigint' || typeof value === 'bigint' ? BigInt(sum) + BigInt(value) : sum + value;
}

/** The period key of an instant for a kind of marker. */
export function activePeriodKey(period: ActivePeriod, at: string): string {
  if (period === 'D') return utcDay(at);
  return period === 'W' ? utcWeek(at) : utcMonth(at);
}

/**
 * Whether an account counts in the member figures: a member's or a guest's. An account that is only
 * staff (an admin, a partner approved without a member account) is not a member, however often its
 * panel sends heartbeats.
 */
export function countsAsMember(roles: readonly string[] | undefined): boolean {
  return (roles ?? []).some((role) => role === 'member' || role === 'guest');
}

/** Whether the account counts as a member, and since when for the cohorts (guests have no cohort). */
async function membership(userId: string): Promise<{ member: boolean; since: string | null }> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.user(userId),
      ProjectionExpression: 'createdAt, isGuest, #roles',
      ExpressionAttributeNames: { '#roles': 'roles' },
    }),
  );
  if (!Item || !countsAsMember(Item.roles as string[] | undefined)) return { member: false, since: null };
  return { member: true, since: Item.isGuest !== true ? (Item.createdAt as string) : null };
}

/**
 * Counts the member as active at `at` in each of `periods` (a day, its ISO week, its month) where
 * they were not counted yet: the marker item is put under the condition that it does not exist,
 * with its count in the same transaction, so a member counts once per period however many
 * heartbeats arrive, in whatever order. A new week also counts toward the member's sign-up cohort.
 * A staff-only account is not counted (countsAsMember).
 */
export async function markActive(userId: string, at: string, periods: readonly ActivePeriod[]): Promise<void> {
  const { member, since } = await membership(userId);
  if (!member) return;
  await Promise.all(
    periods.map(async (period) => {
      const key = activePeriodKey(period, at);
      const shard = randomShard();
      // A new day adds to the day's counter (its mean over a range is members a day); a new week or
      // month to its distinct count.
      const counters =
        period === 'D'
          ? aggregateUpdates(at, { active: 1 }, {}, shard).map((update) => addTo(update)!)
          : [addTo({ key: aggregateKeys.period(period, key, shard), adds: { active: 1 } })!];
      const offset = period === 'W' && since ? weeksBetween(utcWeek(since), key) : -1;
      const cohort = offset >= 0 ? addTo({ key: aggregateKeys.cohort(utcWeek(since!), shard), adds: { [`a${offset}`]: 1 } }) : null;
      try {
        await transact([
          {
            Put: {
              TableName: TABLE,
              Item: { ...aggregateKeys.active(userId, period, key), at, ...(since ? { memberSince: since } : {}) },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          ...counters,
          ...(cohort ? [cohort] : []),
        ]);
      } catch (error) {
        if (!(error instanceof ConditionFailedError)) throw error;
      }
    }),
  );
}

/** The periods a heartbeat at `at` may be the first of, given the last-seen time before it. */
export function periodsToMark(at: string, previous: string | null): ActivePeriod[] {
  if (previous === null) return ['D', 'W', 'M'];
  return (['D', 'W', 'M'] as const).filter((period) => activePeriodKey(period, at) !== activePeriodKey(period, previous));
}

/** The counters of a key's items added up (shards together), every numeric attribute but the keys. */
export type Counters = Map<string, number>;

function addInto(target: Counters, item: Record<string, unknown>, only: readonly string[] | null, sign = 1): void {
  for (const [name, value] of Object.entries(item)) {
    if (name === 'PK' || name === 'SK') continue;
    if (only && !only.includes(name)) continue;
    target.set(name, (target.get(name) ?? 0) + sign * Number(value));
  }
}

/** A partition's (the product's or a region's) days from `from` to `to`, summed per day; `only` reads just those counters. */
export async function readDays(
  partition: string,
  from: string,
  to: string,
  only: readonly string[] | null = null,
): Promise<Map<string, Counters>> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': partition, ':from': `D#${from}`, ':to': `D#${to}#~` },
    ...(only
      ? {
          ProjectionExpression: ['SK', ...only.map((_, i) => `#p${i}`)].join(', '),
          ExpressionAttributeNames: Object.fromEntries(only.map((name, i) => [`#p${i}`, name])),
        }
      : {}),
  });
  const days = new Map<string, Counters>();
  for (const item of items) {
    const day = (item.SK as string).slice(2, 12);
    const counters = days.get(day) ?? new Map<string, number>();
    days.set(day, counters);
    addInto(counters, item, only);
  }
  return days;
}

/** A partition's (the product's or a region's) counters over a range: its days in one query, added up. */
export async function sumDays(partition: string, from: string, to: string): Promise<Counters> {
  const sum: Counters = new Map();
  for (const counters of (await readDays(partition, from, to)).values()) {
    for (const [name, value] of counters) sum.set(name, (sum.get(name) ?? 0) + value);
  }
  return sum;
}

/** Items whose counters add up to one figure's counters; those of `minus` are taken off. */
export interface KeyGroup {
  keys: { PK: string; SK: string }[];
  minus: ReadonlySet<string>;
}

const idOf = (key: { PK: string; SK: string }) => `${key.PK}\n${key.SK}`;

/** The periods covering a range (coverRange, cheapest given `today`), each with +1, or -1 for a day after the range. */
function placePeriods(from: string, to: string, today?: string): { period: PlacePeriod; key: string; sign: 1 | -1 }[] {
  const cover = coverRange(from, to, today);
  return [
    ...cover.months.map((key) => ({ period: 'M' as const, key, sign: 1 as const })),
    ...cover.weeks.map((key) => ({ period: 'W' as const, key, sign: 1 as const })),
    ...cover.days.map((key) => ({ period: 'D' as const, key, sign: 1 as const })),
    ...cover.minusDays.map((key) => ({ period: 'D' as const, key, sign: -1 as const })),
  ];
}

/**
 * A place's (keys.gymPlace, keys.proPlace) items over a range: whole months, whole weeks and single
 * days, the last month or week perhaps whole less its days after the range (coverRange): 12 periods
 * for the 90 days up to today instead of 90.
 */
export function placeRangeKeys(place: string, from: string, to: string, today?: string): KeyGroup {
  const periods = placePeriods(from, to, today);
  return {
    keys: periods.map(({ period, key }) => aggregateKeys.place(period, key, place)),
    minus: new Set(periods.filter(({ sign }) => sign < 0).map(({ period, key }) => idOf(aggregateKeys.place(period, key, place)))),
  };
}

/** A place's counters per day, from `from` to `to` (one key a day, read together): a gym's series. */
export async function readPlaceDays(place: string, from: string, to: string, counter: string): Promise<Map<string, number>> {
  const items = await batchGetAll(
    daysOf(from, to).map((day) => aggregateKeys.place('D', day, place)),
    ['PK', counter],
  );
  return new Map(
    items.map((item) => [(item.PK as string).slice(aggregateKeys.placesPartition('D', '').length), Number(item[counter] ?? 0)]),
  );
}

/** Every place's counters over a range, by place, with a gym's region: the top lists. */
export type PlaceCounters = Map<string, { counters: Counters; region: string | null }>;

/**
 * Every place's counters `only` (and a gym's region) over a range: each period of the range's cover
 * (placePeriods) is one partition, queried whole (all gyms and professionals counted in it), a day
 * after the range taken off again.
 */
export async function readPlaces(from: string, to: string, today: string | undefined, only: readonly string[]): Promise<PlaceCounters> {
  const periods = placePeriods(from, to, today);
  const pages = await Promise.all(
    periods.map(({ period, key }) =>
      queryAll({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk',
        ProjectionExpression: ['SK', '#region', ...only.map((_, i) => `#p${i}`)].join(', '),
        ExpressionAttributeNames: { '#region': 'region', ...Object.fromEntries(only.map((name, i) => [`#p${i}`, name])) },
        ExpressionAttributeValues: { ':pk': aggregateKeys.placesPartition(period, key) },
      }),
    ),
  );
  const places: PlaceCounters = new Map();
  pages.forEach((items, i) => {
    for (const item of items) {
      const entry = places.get(item.SK as string) ?? { counters: new Map<string, number>(), region: null };
      if (typeof item.region === 'string') entry.region = item.region;
      addInto(entry.counters, item, only, periods[i]!.sign);
      places.set(item.SK as string, entry);
    }
  });
  return places;
}

/** The running SweatCoin total's items (`coinsOutstanding`: every member's SweatCoins now, in hundredths). */
export function totalKeys(): KeyGroup {
  return { keys: Array.from({ length: AGGREGATE_SHARDS }, (_, shard) => aggregateKeys.total(shard)), minus: new Set() };
}

/**
 * Each group's counters added up, every group's items fetched together by their exact keys (one
 * BatchGetItem per 100 keys, side by side; a key in two groups is read once): a partner's gyms'
 * ranges and the periods they are compared with, or the running total, cost one or two calls, where
 * DynamoDB Local spends ~1 ms on every call.
 */
export async function readSums<Name extends string>(groups: Record<Name, KeyGroup>): Promise<Record<Name, Counters>> {
  const sums = {} as Record<Name, Counters>;
  const wanted = new Map<string, { key: { PK: string; SK: string }; into: { sum: Counters; sign: number }[] }>();
  for (const [name, group] of Object.entries(groups) as [Name, KeyGroup][]) {
    const sum: Counters = new Map();
    sums[name] = sum;
    for (const key of group.keys) {
      const id = idOf(key);
      const entry = wanted.get(id) ?? { key, into: [] };
      entry.into.push({ sum, sign: group.minus.has(id) ? -1 : 1 });
      wanted.set(id, entry);
    }
  }
  for (const item of await batchGetAll(
    [...wanted.values()].map(({ key }) => key),
    null,
  )) {
    for (const { sum, sign } of wanted.get(idOf(item as { PK: string; SK: string }))!.into) addInto(sum, item, null, sign);
  }
  return sums;
}

/**
 * Every item of `keyList` that exists (any order), 100 keys a BatchGetItem and the unprocessed ones
 * asked again; `attributes` reads just those.
 */
async function batchGetAll(keyList: Record<string, unknown>[], attributes: readonly string[] | null): Promise<Record<string, unknown>[]> {
  const projection = attributes
    ? {
        ProjectionExpression: attributes.map((_, i) => `#p${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(attributes.map((name, i) => [`#p${i}`, name])),
      }
    : {};
  const chunks = Array.from({ length: Math.ceil(keyList.length / 100) }, (_, i) => keyList.slice(i * 100, i * 100 + 100));
  const pages = await Promise.all(
    chunks.map(async (chunk) => {
      const items: Record<string, unknown>[] = [];
      let pending = chunk;
      while (pending.length > 0) {
        const answer = await documentClient.send(new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: pending, ...projection } } }));
        items.push(...(answer.Responses?.[TABLE] ?? []));
        pending = (answer.UnprocessedKeys?.[TABLE]?.Keys ?? []) as Record<string, unknown>[];
      }
      return items;
    }),
  );
  return pages.flat();
}

/** Distinct active members per ISO week ('W') or month ('M') from `fromKey` to `toKey`. */
export async function readActivePeriods(period: 'W' | 'M', fromKey: string, toKey: string): Promise<Map<string, number>> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': aggregateKeys.allPartition, ':from': `${period}#${fromKey}`, ':to': `${period}#${toKey}#~` },
  });
  const counts = new Map<string, number>();
  for (const item of items) {
    const key = (item.SK as string).split('#')[1]!;
    counts.set(key, (counts.get(key) ?? 0) + Number(item.active ?? 0));
  }
  return counts;
}

/** Weekly cohorts from `fromWeek` to `toWeek`: sign-ups, and members active k weeks later (a<k>). */
export async function readCohorts(fromWeek: string, toWeek: string): Promise<Map<string, Counters>> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': aggregateKeys.allPartition, ':from': `C#${fromWeek}`, ':to': `C#${toWeek}#~` },
  });
  const cohorts = new Map<string, Counters>();
  for (const item of items) {
    const week = (item.SK as string).split('#')[1]!;
    const counters = cohorts.get(week) ?? new Map<string, number>();
    cohorts.set(week, counters);
    addInto(counters, item, null);
  }
  return cohorts;
}

/** Names for the top lists, in one read: gyms (name, city) and professionals (name), by id; unknown ids left out. */
export async function namesFor(
  gymIds: readonly string[],
  professionalIds: readonly string[],
): Promise<{ gyms: Map<string, { name: string; city: string }>; professionals: Map<string, { name: string }> }> {
  const keyList = [...gymIds.map((id) => gymKeys.gym(id)), ...professionalIds.map((id) => proKeys.professional(id))];
  const gyms = new Map<string, { name: string; city: string }>();
  const professionals = new Map<string, { name: string }>();
  for (const item of await batchGetAll(keyList, ['SK', 'id', 'name', 'city'])) {
    if (item.SK === gymKeys.gym('').SK)
      gyms.set(item.id as string, { name: item.name as string, city: (item.city as string | undefined) ?? '' });
    else professionals.set(item.id as string, { name: item.name as string });
  }
  return { gyms, professionals };
}
