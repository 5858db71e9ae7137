// Recomputes every analytics aggregate from the source items: member profiles (sign-ups and
// cohorts), members' activity markers (active members; staff-only accounts are not members), gym
// bookings (booked, cancelled, checked in, no-show, paid at the desk by their own timestamps; on the gym's local day
// in the gym's own items), professionals' sessions, and SweatCoin ledger entries. Then it replaces
// the aggregate items with the result (one shard each). The live counts are kept by `aggregateItems`
// in each event's own transaction; this is the check on them and the repair for data written before
// them. Run it while nothing else writes: events during the rebuild may be counted twice or not at all.
import { BATCH_WRITE_MAX, type WriteRequest, writeBatch } from '../dynamo/batch-write';
import { scanAll } from '../dynamo/scan-all';
import { aggregateKeys } from '../keys/aggregate-keys';
import { aggregateUpdates, coinCounts, countsAsMember, type EventCounts, type EventPlace, paidCount } from './aggregates';
import { utcWeek, weeksBetween } from './analytics-periods';

/** The aggregate items being built, by key. */
class Tally {
  // Sums as bigints: SweatCoin totals may pass 2^53 hundredths.
  readonly items = new Map<string, { PK: string; SK: string; counts: Record<string, bigint>; set: Record<string, string> }>();

  add(key: { PK: string; SK: string }, counts: Record<string, number | bigint>, set: Record<string, string> = {}): void {
    const id = `${key.PK}\n${key.SK}`;
    const item = this.items.get(id) ?? { ...key, counts: {}, set: {} };
    this.items.set(id, item);
    for (const [name, value] of Object.entries(counts)) item.counts[name] = (item.counts[name] ?? 0n) + BigInt(value);
    Object.assign(item.set, set);
  }

  /** An event, counted where its live transaction counts it (aggregateUpdates), in shard 0. */
  event(at: string, counts: EventCounts, place: EventPlace = {}): void {
    for (const { key, adds, set } of aggregateUpdates(at, counts, place, 0)) this.add(key, adds, set);
  }
}

/** The accounts that are not members (countsAsMember), and the activity markers, counted once the scan is over. */
interface Deferred {
  notMembers: Set<string>;
  markers: Record<string, unknown>[];
}

/** A member's activity marker: active that day, week or month, and in their cohort's week. */
function countMarker(tally: Tally, item: Record<string, unknown>): void {
  const [, period, key] = (item.SK as string).split('#') as [string, 'D' | 'W' | 'M', string];
  if (period === 'D') tally.event(`${key}T00:00:00Z`, { active: 1 });
  else tally.add(aggregateKeys.period(period, key, 0), { active: 1 });
  const since = item.memberSince as string | undefined;
  if (period === 'W' && since) {
    const offset = weeksBetween(utcWeek(since), key);
    if (offset >= 0) tally.add(aggregateKeys.cohort(utcWeek(since), 0), { [`a${offset}`]: 1 });
  }
}

function countItem(tally: Tally, item: Record<string, unknown>, deferred: Deferred): void {
  const pk = item.PK as string;
  const sk = item.SK as string;
  if (sk === 'PROFILE') {
    // A sign-up is a member account's (createUser counts it): not a guest's, not a staff-only account's.
    if (!countsAsMember(item.roles as string[] | undefined)) deferred.notMembers.add(pk);
    else if (item.isGuest !== true) tally.event(item.createdAt as string, { signups: 1 });
  } else if (sk.startsWith(aggregateKeys.activePrefix)) {
    deferred.markers.push(item);
  } else if (sk === 'BOOKING' && pk.startsWith('BOOKING#')) {
    const place = { gymId: item.gymId as string, region: item.gymRegion as string, timeZone: item.timeZone as string };
    tally.event(item.createdAt as string, { bookings: 1 }, place);
    if (item.cancelledAt) tally.event(item.cancelledAt as string, { cancellations: 1 }, place);
    if (item.attendedAt) tally.event(item.attendedAt as string, { checkins: 1 }, place);
    if (item.noShowAt) tally.event(item.noShowAt as string, { noShows: 1 }, place);
    if (item.paymentRecordedAt) {
      tally.event(item.paymentRecordedAt as string, { [paidCount(item.paymentCurrency as string)]: Number(item.paymentMinor) }, place);
    }
  } else if (sk === 'PROBOOKING') {
    tally.event(item.createdAt as string, { proSessions: 1 }, { professionalId: item.professionalId as string });
    if (item.cancelledAt) tally.event(item.cancelledAt as string, { proCancellations: 1 });
    if (item.status === 'completed') tally.event(item.completedAt as string, { proCompleted: 1 });
    if (item.status === 'no_show') tally.event(item.completedAt as string, { proNoShows: 1 });
  } else if (sk.startsWith('LEDGER#') && pk.startsWith('USER#')) {
    const amount = BigInt(item.amountCents as number | bigint);
    // coinCounts files it as the live transaction does; the running total follows from it.
    tally.event(item.createdAt as string, coinCounts(item.kind as string, amount));
  }
}

async function batchWrite(requests: WriteRequest[]): Promise<void> {
  for (let start = 0; start < requests.length; start += BATCH_WRITE_MAX) await writeBatch(requests.slice(start, start + BATCH_WRITE_MAX));
}

/** Recomputes the aggregates from the source items and replaces the stored ones; answers what it did. */
export async function rebuildAggregates(): Promise<{ scanned: number; removed: number; written: number }> {
  const tally = new Tally();
  const stale: { PK: string; SK: string }[] = [];
  const deferred: Deferred = { notMembers: new Set(), markers: [] };
  const scanned = await scanAll({}, (item) => {
    if ((item.PK as string).startsWith('AGG#')) stale.push({ PK: item.PK as string, SK: item.SK as string });
    else countItem(tally, item, deferred);
  });
  // A staff-only account's markers (written before markActive left them out) are no member activity.
  for (const marker of deferred.markers) if (!deferred.notMembers.has(marker.PK as string)) countMarker(tally, marker);
  await batchWrite(stale.map((key) => ({ DeleteRequest: { Key: key } })));
  const items = [...tally.items.values()]
    .map((item) => ({ ...item, counts: Object.fromEntries(Object.entries(item.counts).filter(([, value]) => value !== 0n)) }))
    .filter((item) => Object.keys(item.counts).length > 0);
  await batchWrite(items.map(({ PK, SK, counts, set }) => ({ PutRequest: { Item: { PK, SK, ...counts, ...set } } })));
  return { scanned, removed: stale.length, written: items.length };
}
