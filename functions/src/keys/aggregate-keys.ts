// Every key of the analytics aggregates (aggregates/aggregates.ts) and of the fitness-centre panel's index.
// The product's and a region's counters (AGG#ALL the product, AGG#REGION#<r> a region's gyms), one
// item per UTC day in each of AGGREGATE_SHARDS shards; a range is one query of its days:
//   <scope> / D#<day>#<shard>
// A gym's or a professional's counters (a "place"), one item per day, ISO week and month (a gym's on
// its local calendar), all places of a period in that period's partition: a gym's range reads whole
// months and weeks and only its edges day by day, and a top list is a query of the same periods:
//   AGG#PLACES#<D|W|M>#<period> / GYM#<gymId>, PRO#<professionalId>
// Distinct members active in an ISO week or a month, weekly sign-up cohorts, running totals:
//   AGG#ALL / W#<isoWeek>#<shard>, M#<yyyy-mm>#<shard>, C#<isoWeek>#<shard>, T#<shard>
//   USER#<id> / ACTIVE#D#<day>, ACTIVE#W#<week>, ACTIVE#M#<month>   the member was active then (once)
//   BOOKING#<id> GSI2: GYMBOOKINGS#<gymId> / <slotStartIso>#<id>   a gym's bookings by slot (the front desk)

/** Shards of the product's and regions' items: every counted event writes one, picked at random, and concurrent transactions on one item would conflict. */
export const AGGREGATE_SHARDS = 4;

export type ActivePeriod = 'D' | 'W' | 'M';
/** A place's counter period: a day, an ISO week or a month. */
export type PlacePeriod = 'D' | 'W' | 'M';

export const aggregateKeys = {
  allPartition: 'AGG#ALL',
  regionPartition: (region: string) => `AGG#REGION#${region}`,
  day: (partition: string, day: string, shard: number) => ({ PK: partition, SK: `D#${day}#${shard}` }),
  placesPartition: (period: PlacePeriod, key: string) => `AGG#PLACES#${period}#${key}`,
  place: (period: PlacePeriod, key: string, place: string) => ({ PK: `AGG#PLACES#${period}#${key}`, SK: place }),
  gymPlace: (gymId: string) => `GYM#${gymId}`,
  proPlace: (professionalId: string) => `PRO#${professionalId}`,
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
