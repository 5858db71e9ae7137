// Every key of the analytics aggregates (aggregates.ts) and of the fitness-centre panel's index.
//   AGG#ALL / D#<day>#<shard>           the product's counts of a UTC day, and per-gym and
//                                        per-professional counts for the top lists
//   AGG#REGION#<r> / D#<day>#<shard>    the same for the gyms of one region
//   AGG#GYM#<id> / D#<day>#0            one gym's counts of a day
//   AGG#ALL / W#<isoWeek>#<shard>       distinct members active in an ISO week; M#<yyyy-mm>#<shard> a month
//   AGG#ALL / C#<isoWeek>#<shard>       a weekly sign-up cohort: size, and a<k> active k weeks later
//   AGG#ALL / T#<shard>                 running totals (the SweatCoins outstanding)
//   USER#<id> / ACTIVE#D#<day>, ACTIVE#W#<week>, ACTIVE#M#<month>   the member was active then (written once)
//   BOOKING#<id> GSI2: GYMBOOKINGS#<gymId> / <slotStartIso>#<id>   a gym's bookings by slot (the front desk)

/** Shards of the product's and a region's items: every counted event writes one of them, so they are hot. */
export const AGGREGATE_SHARDS = 8;

export type ActivePeriod = 'D' | 'W' | 'M';

export const aggregateKeys = {
  allPartition: 'AGG#ALL',
  regionPartition: (region: string) => `AGG#REGION#${region}`,
  gymPartition: (gymId: string) => `AGG#GYM#${gymId}`,
  day: (partition: string, day: string, shard: number) => ({ PK: partition, SK: `D#${day}#${shard}` }),
  dayPrefix: 'D#',
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

/** The rank attributes of the product's and regions' day items: one counter per gym or professional. */
export const rankAttribute = {
  gymBookings: (gymId: string) => `gb.${gymId}`,
  gymCheckins: (gymId: string) => `gc.${gymId}`,
  proSessions: (proId: string) => `ps.${proId}`,
} as const;
