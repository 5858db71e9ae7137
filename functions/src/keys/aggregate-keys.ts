// Every key of the analytics aggregates (aggregates/aggregates.ts) and of the fitness-centre panel's index.
// Counters of a scope (AGG#ALL the product, AGG#REGION#<r> a region's gyms, AGG#GYM#<id> one gym),
// each kept for a UTC day, its ISO week and its month, so a long range reads whole months and weeks
// and only its edges day by day:
//   <scope> / D#<day>#<shard>, CW#<isoWeek>#<shard>, CM#<yyyy-mm>#<shard>
// Top lists: one counter per gym (gb.<region>.<id> bookings, gc.<region>.<id> check-ins) and per
// professional (ps.<id> sessions), a gym or professional always in the shard its id hashes to, so
// its count is in one item per period:
//   AGG#ALL / RD#<day>#<shard>, RW#<isoWeek>#<shard>, RM#<yyyy-mm>#<shard>
// Distinct members active in an ISO week or a month, weekly sign-up cohorts, running totals:
//   AGG#ALL / W#<isoWeek>#<shard>, M#<yyyy-mm>#<shard>, C#<isoWeek>#<shard>, T#<shard>
//   USER#<id> / ACTIVE#D#<day>, ACTIVE#W#<week>, ACTIVE#M#<month>   the member was active then (once)
//   BOOKING#<id> GSI2: GYMBOOKINGS#<gymId> / <slotStartIso>#<id>   a gym's bookings by slot (the front desk)

/** Shards of each counter: every counted event writes one, picked at random, and concurrent transactions on one item would conflict. */
export const AGGREGATE_SHARDS = 4;

export type ActivePeriod = 'D' | 'W' | 'M';
/** A counter's period: a day, an ISO week or a month. */
export type Bucket = 'D' | 'CW' | 'CM';
/** The same for the top lists' items. */
export type RankBucket = 'RD' | 'RW' | 'RM';

export const aggregateKeys = {
  allPartition: 'AGG#ALL',
  regionPartition: (region: string) => `AGG#REGION#${region}`,
  gymPartition: (gymId: string) => `AGG#GYM#${gymId}`,
  counter: (partition: string, bucket: Bucket | RankBucket, key: string, shard: number) => ({
    PK: partition,
    SK: `${bucket}#${key}#${shard}`,
  }),
  period: (period: 'W' | 'M', key: string, shard: number) => ({ PK: 'AGG#ALL', SK: `${period}#${key}#${shard}` }),
  cohort: (week: string, shard: number) => ({ PK: 'AGG#ALL', SK: `C#${week}#${shard}` }),
  total: (shard: number) => ({ PK: 'AGG#ALL', SK: `T#${shard}` }),
  active: (userId: string, period: ActivePeriod, key: string) => ({ PK: `USER#${userId}`, SK: `ACTIVE#${period}#${key}` }),
  activePrefix: 'ACTIVE#',
  gymBookingIndex: (gymId: string, slotStart: string, bookingId: string) => ({
    GSI2PK: `GYMBOOKINGS#${gymId}`,
    GSI2SK: `${slotStart}#${bookingId}`,
  }),
  gymBookingsPartition: (gymId: string) => `GYMBOOKINGS#${gymId}`,
} as const;

/** The top lists' counter names; a gym's carry its region, so a region's list reads the same items. */
export const rankAttribute = {
  gymBookings: (region: string, gymId: string) => `gb.${region}.${gymId}`,
  gymCheckins: (region: string, gymId: string) => `gc.${region}.${gymId}`,
  proSessions: (proId: string) => `ps.${proId}`,
} as const;

/** The shard an id's top-list counters live in (FNV-1a), so each has one item per period. */
export function rankShard(id: string): number {
  let hash = 2166136261;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 16777619);
  return (hash >>> 0) % AGGREGATE_SHARDS;
}
