// What the fitness-centre panel reads and writes beyond the member's side of gyms and bookings: the
// partner's gyms, a profile saved over the version it was edited from, a gym's bookings by slot
// (GSI2, written with each booking), no-shows and payments taken at the desk (each once, counted
// in the analytics and audited in the same transaction), the gym's reply to a review, and members'
// names for the front desk.
import { BatchGetCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CurrencyCode } from '@fitchoice/shared';
import { aggregateItems, type EventCounts, paidCount } from '../aggregates/aggregates';
import { type BookingRecord, toBooking } from '../bookings/store';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { queryAll } from '../dynamo/query-all';
import { ConditionFailedError, type TransactItem, transact } from '../dynamo/transact';
import type { GymRecord } from '../gyms/catalogue';
import { gymItem } from '../gyms/store';
import { aggregateKeys } from '../keys/aggregate-keys';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';
import { replyToReview } from '../reviews/reply';

export class StaleGymError extends Error {
  constructor() {
    super('The gym was changed since this edit started');
    this.name = 'StaleGymError';
  }
}

/** Reads items by key, 100 at a time, in no particular order. */
async function batchGet(keyList: { PK: string; SK: string }[], projection: string, names: Record<string, string> = {}) {
  const items: Record<string, unknown>[] = [];
  for (let start = 0; start < keyList.length; start += 100) {
    let pending: Record<string, unknown>[] = keyList.slice(start, start + 100);
    while (pending.length > 0) {
      const answer = await documentClient.send(
        new BatchGetCommand({
          RequestItems: {
            [TABLE]: {
              Keys: pending,
              ProjectionExpression: projection,
              ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
            },
          },
        }),
      );
      items.push(...(answer.Responses?.[TABLE] ?? []));
      pending = (answer.UnprocessedKeys?.[TABLE]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return items;
}

/** The gyms' names, cities and zones, in the order asked (unknown ids left out). */
export async function gymSummaries(gymIds: readonly string[]): Promise<{ id: string; name: string; city: string; timeZone: string }[]> {
  const items = await batchGet(
    gymIds.map((id) => gymKeys.gym(id)),
    'id, #name, city, #zone',
    { '#name': 'name', '#zone': 'timeZone' },
  );
  const byId = new Map(items.map((item) => [item.id as string, item]));
  return gymIds.flatMap((id) => {
    const item = byId.get(id);
    return item ? [{ id, name: item.name as string, city: item.city as string, timeZone: item.timeZone as string }] : [];
  });
}

/** Members' names by id, for the front desk. */
export async function memberNames(userIds: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(userIds)];
  const items = await batchGet(
    unique.map((id) => keys.user(id)),
    'id, #name',
    { '#name': 'name' },
  );
  return new Map(items.map((item) => [item.id as string, item.name as string]));
}

/**
 * Writes the edited gym over the version it was read at (the new one is `gym.version`), with `extra`
 * items (an admin's audit entry) in the same transaction.
 */
export async function saveGym(gym: GymRecord, expectedVersion: number, extra: TransactItem[] = []): Promise<void> {
  const put = {
    TableName: TABLE,
    Item: gymItem(gym),
    ConditionExpression: 'version = :expected',
    ExpressionAttributeValues: { ':expected': expectedVersion },
  };
  try {
    if (extra.length === 0) await documentClient.send(new PutCommand(put));
    else await transact([{ Put: put }, ...extra]);
  } catch (error) {
    if (isConditionFailed(error) || (error instanceof ConditionFailedError && error.index === 0)) throw new StaleGymError();
    throw error;
  }
}

/** A gym's bookings whose slots start in [from, to] (ISO instants), by slot time. */
export async function gymBookingsBetween(gymId: string, from: string, to: string): Promise<DeskBookingRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': aggregateKeys.gymBookingsPartition(gymId), ':from': from, ':to': `${to}#\uffff` },
  });
  return items.map(deskBookingOf);
}

function deskBookingOf(item: Record<string, unknown>): DeskBookingRecord {
  return {
    ...toBooking(item),
    noShowAt: (item.noShowAt as string | undefined) ?? null,
    payment: item.paymentRecordedAt
      ? {
          minor: Number(item.paymentMinor),
          currency: item.paymentCurrency as CurrencyCode,
          recordedAt: item.paymentRecordedAt as string,
        }
      : null,
  };
}

/** What a desk recorded as paid for a visit paid there: minor units of the currency. */
export interface DeskPaymentRecord {
  minor: number;
  currency: CurrencyCode;
  recordedAt: string;
}

export type DeskBookingRecord = BookingRecord & { noShowAt: string | null; payment: DeskPaymentRecord | null };

/** One booking as the desk reads it (strongly consistent), or null. */
export async function getDeskBooking(bookingId: string): Promise<DeskBookingRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.booking(bookingId), ConsistentRead: true }));
  return Item ? deskBookingOf(Item) : null;
}

/**
 * A desk's write to a booking: the booking's change under its condition, what it adds to the
 * analytics and the staff's audit entry, in one transaction, so a repeated or racing write counts
 * once. Answers false when the condition refused it.
 */
async function deskWrite(
  booking: BookingRecord,
  change: { set: string; condition: string; values: Record<string, unknown> },
  counts: EventCounts,
  at: string,
  audit: TransactItem,
): Promise<boolean> {
  try {
    await transact([
      {
        Update: {
          TableName: TABLE,
          Key: gymKeys.booking(booking.id),
          UpdateExpression: `SET ${change.set}`,
          ConditionExpression: change.condition,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: change.values,
        },
      },
      ...aggregateItems(at, counts, { gymId: booking.gymId, region: booking.gymRegion, timeZone: booking.timeZone }),
      audit,
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedError) return false;
    throw error;
  }
}

/**
 * Marks a booking a no-show (still booked, its slot over, not marked yet), counted in the analytics
 * and audited in the same transaction, so two clicks count once. Answers false when it was not markable.
 */
export function markGymNoShow(booking: BookingRecord, now: Date, audit: TransactItem): Promise<boolean> {
  const at = now.toISOString();
  return deskWrite(
    booking,
    {
      set: 'noShowAt = :at',
      condition: '#status = :booked AND attribute_not_exists(noShowAt) AND slotEnd <= :at',
      values: { ':at': at, ':booked': 'booked' },
    },
    { noShows: 1 },
    at,
    audit,
  );
}

/**
 * Records what the member paid at the desk for a visit paid there (not cancelled, not recorded yet:
 * the condition makes a second recording fail, however the two race), counted in the analytics as
 * money of its currency and audited, in one transaction. Answers false when the booking no longer
 * takes a payment (read it again to say why).
 */
export function recordDeskPayment(
  booking: BookingRecord,
  payment: { minor: number; currency: CurrencyCode },
  now: Date,
  audit: TransactItem,
): Promise<boolean> {
  const at = now.toISOString();
  return deskWrite(
    booking,
    {
      set: 'paymentMinor = :minor, paymentCurrency = :currency, paymentRecordedAt = :at',
      condition: 'attribute_not_exists(paymentRecordedAt) AND #status <> :cancelled AND payWith = :card',
      values: { ':minor': payment.minor, ':currency': payment.currency, ':at': at, ':cancelled': 'cancelled', ':card': 'card' },
    },
    { [paidCount(payment.currency)]: payment.minor },
    at,
    audit,
  );
}

/** Sets (or replaces) the gym's public reply to a member's review; false when there is no such review. */
export function setReviewReply(gymId: string, userId: string, text: string, now: Date): Promise<boolean> {
  return replyToReview(gymKeys.review(gymId, userId), text, now);
}
