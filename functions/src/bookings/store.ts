// Bookings: the slot counter, the booking, the member's hold on the slot and (paying with
// SweatCoins) the balance and its ledger entry change in one transaction, so a slot never
// oversells, a member holds a slot once, and a balance never goes negative.
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivitySubject } from '../activity/store';
import { aggregateItems, coinCounts } from '../aggregates/aggregates';
import { documentClient, TABLE } from '../dynamo/client';
import { type PageRequest, queryPage } from '../dynamo/pages';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transactOnce } from '../dynamo/transact';
import { MAX_SLOT_LENGTH_MS } from '../gyms/slots';
import { aggregateKeys } from '../keys/aggregate-keys';
import { gymKeys } from '../keys/gym-keys';
import { coinChange, readCoinAccount } from '../wallet/ledger';
import { newBookingId } from './checkin-code';

export type BookingStatus = 'booked' | 'attended' | 'cancelled';
export type PayWith = 'sweatcoins' | 'card';

export interface BookingRecord {
  id: string;
  userId: string;
  gymId: string;
  gymName: string;
  gymCity: string;
  gymRegion: string;
  timeZone: string;
  slotStart: string;
  slotEnd: string;
  localDate: string;
  localTime: string;
  status: BookingStatus;
  payWith: PayWith;
  priceUsdCents: number;
  /** SweatCoin hundredths paid (0 for card) and given back. */
  paidCents: bigint;
  refundedCents: bigint;
  createdAt: string;
  cancelledAt: string | null;
  attendedAt: string | null;
}

/** A booking's item as its record (the front desk's view adds its own fields: gym-panel/store.ts). */
export function toBooking(item: Record<string, unknown>): BookingRecord {
  return {
    id: item.id as string,
    userId: item.userId as string,
    gymId: item.gymId as string,
    gymName: item.gymName as string,
    gymCity: item.gymCity as string,
    gymRegion: item.gymRegion as string,
    timeZone: item.timeZone as string,
    slotStart: item.slotStart as string,
    slotEnd: item.slotEnd as string,
    localDate: item.localDate as string,
    localTime: item.localTime as string,
    status: item.status as BookingStatus,
    payWith: item.payWith as PayWith,
    priceUsdCents: Number(item.priceUsdCents),
    paidCents: BigInt((item.paidCents as number | bigint | undefined) ?? 0),
    refundedCents: BigInt((item.refundedCents as number | bigint | undefined) ?? 0),
    createdAt: item.createdAt as string,
    cancelledAt: (item.cancelledAt as string | undefined) ?? null,
    attendedAt: (item.attendedAt as string | undefined) ?? null,
  };
}

export async function getBooking(bookingId: string): Promise<BookingRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.booking(bookingId), ConsistentRead: true }));
  return Item ? toBooking(Item) : null;
}

/**
 * A page of a member's bookings: upcoming (booked and not ended at `now`) soonest first, or past
 * (everything else: attended, cancelled, missed) latest first. Upcoming reads only slots that
 * may not have ended; past reads back from the latest slot, skipping the upcoming ones.
 */
export async function listBookings(
  userId: string,
  scope: 'upcoming' | 'past',
  now: Date,
  page: PageRequest,
): Promise<{ bookings: BookingRecord[]; nextCursor: string | null }> {
  const pk = gymKeys.userBookingsPartition(userId);
  const from = new Date(now.getTime() - MAX_SLOT_LENGTH_MS).toISOString();
  const upcoming = scope === 'upcoming';
  const { items, nextCursor } = await queryPage(
    {
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: upcoming ? 'GSI1PK = :pk AND GSI1SK > :from' : 'GSI1PK = :pk',
      FilterExpression: upcoming ? '#status = :booked AND slotEnd > :now' : 'NOT (#status = :booked AND slotEnd > :now)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pk': pk, ':booked': 'booked', ':now': now.toISOString(), ...(upcoming ? { ':from': from } : {}) },
      ScanIndexForward: upcoming,
    },
    page,
    {
      names: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
      accepts: (key) =>
        key.GSI1PK === pk &&
        key.SK === 'BOOKING' &&
        key.PK === `BOOKING#${key.GSI1SK!.split('#').at(-1)}` &&
        (!upcoming || key.GSI1SK! > from),
    },
  );
  return { bookings: items.map(toBooking), nextCursor };
}

/** A member's bookings whose slots start in [from, to] (ISO instants), by slot time. */
export async function bookingsStartingBetween(userId: string, from: string, to: string): Promise<BookingRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
      // The sort key is "<slotStart>#<id>": every id sorts below the last possible character.
      ExpressionAttributeValues: { ':pk': gymKeys.userBookingsPartition(userId), ':from': from, ':to': `${to}#\uffff` },
    }),
  );
  return Items.map(toBooking);
}

function activityPut(
  userId: string,
  entry: {
    kind: string;
    title: string;
    createdAt: string;
    coinDeltaCents: bigint;
    coinAfterCents: bigint | null;
    bookingId: string;
    gymId: string;
    subject: ActivitySubject;
  },
): TransactItem {
  const id = randomUUID();
  return {
    Put: {
      TableName: TABLE,
      Item: { ...gymKeys.activity(userId, entry.createdAt, id), id, xpDelta: 0, ...entry },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

export type CreateBookingResult =
  | { state: 'booked'; booking: BookingRecord; balanceCents: bigint }
  | { state: 'full' | 'already_booked' }
  | { state: 'insufficient'; balanceCents: bigint };

export interface NewBooking {
  userId: string;
  gym: { id: string; name: string; city: string; region: string; timeZone: string; capacityPerSlot: number; priceUsdCents: number };
  slot: { start: string; end: string; localDate: string; localTime: string };
  payWith: PayWith;
  priceCents: bigint;
  now: Date;
}

export async function createBooking(input: NewBooking): Promise<CreateBookingResult> {
  const { gym, slot, userId } = input;
  const createdAt = input.now.toISOString();
  const paying = input.payWith === 'sweatcoins' ? input.priceCents : 0n;
  return retryRaces(async () => {
    const before = paying > 0n ? await readCoinAccount(userId) : null;
    if (before && before.cents < paying) return { state: 'insufficient', balanceCents: before.cents };
    const booking: BookingRecord = {
      id: newBookingId(),
      userId,
      gymId: gym.id,
      gymName: gym.name,
      gymCity: gym.city,
      gymRegion: gym.region,
      timeZone: gym.timeZone,
      slotStart: slot.start,
      slotEnd: slot.end,
      localDate: slot.localDate,
      localTime: slot.localTime,
      status: 'booked',
      payWith: input.payWith,
      priceUsdCents: gym.priceUsdCents,
      paidCents: paying,
      refundedCents: 0n,
      createdAt,
      cancelledAt: null,
      attendedAt: null,
    };
    const items: TransactItem[] = [
      {
        Update: {
          TableName: TABLE,
          Key: gymKeys.slot(gym.id, slot.start),
          UpdateExpression: 'SET booked = if_not_exists(booked, :zero) + :one, #capacity = :capacity',
          ConditionExpression: 'attribute_not_exists(booked) OR booked < :capacity',
          ExpressionAttributeNames: { '#capacity': 'capacity' },
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':capacity': gym.capacityPerSlot },
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: { ...gymKeys.slotHold(userId, gym.id, slot.start), bookingId: booking.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...gymKeys.booking(booking.id),
            ...gymKeys.bookingIndex(userId, slot.start, booking.id),
            ...aggregateKeys.gymBookingIndex(gym.id, slot.start, booking.id),
            type: 'booking',
            ...booking,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      activityPut(userId, {
        kind: 'booking',
        title: `Booked ${gym.name} for ${slot.localDate} ${slot.localTime}`,
        createdAt,
        coinDeltaCents: -paying,
        coinAfterCents: before ? before.cents - paying : null,
        bookingId: booking.id,
        gymId: gym.id,
        subject: { gymName: gym.name, slotStart: slot.start, timeZone: gym.timeZone },
      }),
      ...(before
        ? coinChange(userId, before, { kind: 'booking', amountCents: -paying, transactionHash: null, createdAt, refId: booking.id })
        : []),
      ...aggregateItems(
        createdAt,
        { bookings: 1, ...(paying > 0n ? coinCounts('booking', -paying) : {}) },
        { gymId: gym.id, region: gym.region, timeZone: gym.timeZone },
      ),
    ];
    try {
      await transactOnce(items);
      return {
        state: 'booked',
        booking,
        balanceCents: before ? before.cents - paying : (await readCoinAccount(userId)).cents,
      };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.index === 0) return { state: 'full' };
      if (error.index === 1) return { state: 'already_booked' };
      // A booking id collision or a balance that moved meanwhile: read again and retry.
      return TRY_AGAIN;
    }
  });
}

export type CancelResult =
  | { state: 'cancelled'; booking: BookingRecord; balanceCents: bigint }
  | { state: 'not_booked'; booking: BookingRecord };

/**
 * Cancels a booked visit: frees its place, refunds what was paid in SweatCoins. The caller checks the
 * time rule. `title` words the member's activity entry when the gym cancelled it (a closure).
 */
export async function cancelBooking(booking: BookingRecord, now: Date, title?: string): Promise<CancelResult> {
  const at = now.toISOString();
  const refund = booking.paidCents;
  return retryRaces(async () => {
    const before = refund > 0n ? await readCoinAccount(booking.userId) : null;
    const items: TransactItem[] = [
      {
        Update: {
          TableName: TABLE,
          Key: gymKeys.booking(booking.id),
          UpdateExpression: 'SET #status = :cancelled, cancelledAt = :at, refundedCents = :refund',
          ConditionExpression: '#status = :booked',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':cancelled': 'cancelled', ':booked': 'booked', ':at': at, ':refund': refund },
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: gymKeys.slot(booking.gymId, booking.slotStart),
          UpdateExpression: 'SET booked = booked - :one',
          ConditionExpression: 'booked > :zero',
          ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
        },
      },
      { Delete: { TableName: TABLE, Key: gymKeys.slotHold(booking.userId, booking.gymId, booking.slotStart) } },
      activityPut(booking.userId, {
        kind: 'cancellation',
        title: title ?? `Cancelled ${booking.gymName} on ${booking.localDate} ${booking.localTime}`,
        createdAt: at,
        coinDeltaCents: refund,
        coinAfterCents: before ? before.cents + refund : null,
        bookingId: booking.id,
        gymId: booking.gymId,
        subject: { gymName: booking.gymName, slotStart: booking.slotStart, timeZone: booking.timeZone },
      }),
      ...(before
        ? coinChange(booking.userId, before, {
            kind: 'refund',
            amountCents: refund,
            transactionHash: null,
            createdAt: at,
            refId: booking.id,
          })
        : []),
      ...aggregateItems(
        at,
        { cancellations: 1, ...(refund > 0n ? coinCounts('refund', refund) : {}) },
        { gymId: booking.gymId, region: booking.gymRegion, timeZone: booking.timeZone },
      ),
    ];
    try {
      await transactOnce(items);
      return {
        state: 'cancelled',
        booking: { ...booking, status: 'cancelled', cancelledAt: at, refundedCents: refund },
        balanceCents: before ? before.cents + refund : (await readCoinAccount(booking.userId)).cents,
      };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.index === 0 || error.index === 1) {
        const current = await getBooking(booking.id);
        return { state: 'not_booked', booking: current ?? booking };
      }
      // The balance moved meanwhile: read again and retry.
      return TRY_AGAIN;
    }
  });
}
