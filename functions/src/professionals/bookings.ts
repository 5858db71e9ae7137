// Professional sessions. A booking holds every 5-minute cell of the time it blocks (its length and
// buffers) as a lock item, conditionally, in the same TransactWriteItems as the booking, the day's
// session counter (the daily cap) and the member's SweatCoin debit with its ledger entry: two
// overlapping sessions can never both be confirmed, whatever the concurrency, and only the winner
// pays. Cancelling releases the cells and refunds in one transaction; rescheduling holds the new
// cells and releases the old ones in one transaction, so the member never holds neither; the
// professional moves and cancels a client's session through the same two transactions, with a
// reason. A session paid at the session debits nothing; the professional confirms its payment
// there, once.
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ProBookingStatus, ProfessionalKind, ProPayWith, SessionMode } from '@fitchoice/shared/api';
import type { ActivitySubject } from '../activity/store';
import { aggregateItems, coinCounts } from '../aggregates/aggregates';
import { newBookingId } from '../bookings/checkin-code';
import { memberRewardItems } from '../challenges/progress';
import { documentClient, TABLE } from '../dynamo/client';
import { queryAll } from '../dynamo/query-all';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transact, transactOnce } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { epochSeconds } from '../keys/keys';
import { proKeys } from '../keys/pro-keys';
import { coinChange, readCoinAccount } from '../wallet/ledger';
import { blockedSpan, lockCells, type Span } from './pro-slots';
import type { ProfessionalRecord } from './store';

const DAY_MS = 86_400_000;
/** Lock items outlive their session by a week, then DynamoDB's TTL removes them. */
const LOCK_TTL_AFTER_MS = 7 * DAY_MS;

export interface ProBookingRecord {
  id: string;
  professionalId: string;
  professionalName: string;
  professionalUserId: string | null;
  kind: ProfessionalKind;
  userId: string;
  memberName: string;
  start: string;
  end: string;
  lengthMinutes: number;
  /** The professional's zone and the session's local date there (the daily cap's day). */
  timeZone: string;
  localDate: string;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  cancellationCutoffHours: number;
  mode: SessionMode;
  gym: { id: string; name: string; city: string } | null;
  notes: string;
  status: ProBookingStatus;
  priceUsdCents: number;
  payWith: ProPayWith;
  /** The price in SweatCoin hundredths; `paidCents` is what was debited (0 when paid at the session). */
  priceCents: bigint;
  paidCents: bigint;
  /** When the professional confirmed a session paid there was paid. */
  paymentConfirmedAt: string | null;
  refundedCents: bigint;
  lateCancellation: boolean;
  createdAt: string;
  cancelledAt: string | null;
  completedAt: string | null;
  cancelledBy: 'member' | 'professional' | null;
  /** The professional's words when they cancelled or last moved it. */
  professionalReason: string | null;
  /** The start before the professional last moved it: the client may then cancel free until it starts. */
  movedFrom: string | null;
  /** A video session's meeting link (the professional's). */
  videoLink: string | null;
}

function toBooking(item: Record<string, unknown>): ProBookingRecord {
  return {
    id: item.id as string,
    professionalId: item.professionalId as string,
    professionalName: item.professionalName as string,
    professionalUserId: (item.professionalUserId as string | null | undefined) ?? null,
    kind: item.kind as ProfessionalKind,
    userId: item.userId as string,
    memberName: item.memberName as string,
    start: item.start as string,
    end: item.end as string,
    lengthMinutes: Number(item.lengthMinutes),
    timeZone: item.timeZone as string,
    localDate: item.localDate as string,
    bufferBeforeMinutes: Number(item.bufferBeforeMinutes),
    bufferAfterMinutes: Number(item.bufferAfterMinutes),
    cancellationCutoffHours: Number(item.cancellationCutoffHours),
    mode: item.mode as SessionMode,
    gym: (item.gym as ProBookingRecord['gym'] | undefined) ?? null,
    notes: (item.notes as string | undefined) ?? '',
    status: item.status as ProBookingStatus,
    priceUsdCents: Number(item.priceUsdCents),
    // Sessions booked before paying at the session existed were all paid in SweatCoins.
    payWith: (item.payWith as ProPayWith | undefined) ?? 'sweatcoins',
    priceCents: BigInt((item.priceCents as number | bigint | undefined) ?? (item.paidCents as number | bigint | undefined) ?? 0),
    paidCents: BigInt((item.paidCents as number | bigint | undefined) ?? 0),
    paymentConfirmedAt: (item.paymentConfirmedAt as string | null | undefined) ?? null,
    refundedCents: BigInt((item.refundedCents as number | bigint | undefined) ?? 0),
    lateCancellation: item.lateCancellation === true,
    createdAt: item.createdAt as string,
    cancelledAt: (item.cancelledAt as string | null | undefined) ?? null,
    completedAt: (item.completedAt as string | null | undefined) ?? null,
    // Sessions cancelled before professionals could cancel were cancelled by their members.
    cancelledBy: item.status === 'cancelled' ? ((item.cancelledBy as 'member' | 'professional' | undefined) ?? 'member') : null,
    professionalReason: (item.professionalReason as string | null | undefined) ?? null,
    movedFrom: (item.movedFrom as string | null | undefined) ?? null,
    videoLink: (item.videoLink as string | null | undefined) ?? null,
  };
}

/** The time a booking blocks, with the buffers it was booked with. */
export function spanOf(booking: Pick<ProBookingRecord, 'start' | 'lengthMinutes' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>): Span {
  return blockedSpan(Date.parse(booking.start), booking.lengthMinutes, booking.bufferBeforeMinutes, booking.bufferAfterMinutes);
}

export async function getProBooking(bookingId: string): Promise<ProBookingRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: proKeys.booking(bookingId), ConsistentRead: true }));
  return Item ? toBooking(Item) : null;
}

/** A member's sessions by start time, oldest first. */
export async function listMemberProBookings(userId: string): Promise<ProBookingRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': proKeys.memberBookingsPartition(userId) },
  });
  return items.map(toBooking);
}

/** A professional's sessions starting in [fromIso, toIso), oldest first (all of them without a range). */
export async function listProSchedule(proId: string, range?: { from: string; to: string }): Promise<ProBookingRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    IndexName: 'GSI2',
    KeyConditionExpression: range ? 'GSI2PK = :pk AND GSI2SK BETWEEN :from AND :to' : 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': proKeys.schedulePartition(proId), ...(range ? { ':from': range.from, ':to': range.to } : {}) },
  });
  return items.map(toBooking);
}

/** Sessions booked per local date in [fromDate, toDate]. */
export async function sessionsPerDay(proId: string, fromDate: string, toDate: string): Promise<Map<string, number>> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': proKeys.professional(proId).PK,
      ':from': `${proKeys.dayPrefix}${fromDate}`,
      ':to': `${proKeys.dayPrefix}${toDate}`,
    },
  });
  return new Map(items.map((item) => [(item.SK as string).slice(proKeys.dayPrefix.length), Number(item.sessions ?? 0)]));
}

function lockPuts(proId: string, bookingId: string, cells: readonly number[], endMs: number): TransactItem[] {
  const expiresAt = epochSeconds(endMs + LOCK_TTL_AFTER_MS);
  return cells.map((cell) => ({
    Put: {
      TableName: TABLE,
      Item: { ...proKeys.lock(proId, cell), bookingId, expiresAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  }));
}

function lockDeletes(proId: string, bookingId: string, cells: readonly number[]): TransactItem[] {
  return cells.map((cell) => ({
    Delete: {
      TableName: TABLE,
      Key: proKeys.lock(proId, cell),
      ConditionExpression: 'bookingId = :booking',
      ExpressionAttributeValues: { ':booking': bookingId },
    },
  }));
}

function dayCountUp(proId: string, localDate: string, dailyMax: number): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: proKeys.day(proId, localDate),
      UpdateExpression: 'SET sessions = if_not_exists(sessions, :zero) + :one',
      ConditionExpression: 'attribute_not_exists(sessions) OR sessions < :max',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': dailyMax },
    },
  };
}

function dayCountDown(proId: string, localDate: string): TransactItem {
  return {
    Update: {
      TableName: TABLE,
      Key: proKeys.day(proId, localDate),
      UpdateExpression: 'SET sessions = sessions - :one',
      ConditionExpression: 'sessions > :zero',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
    },
  };
}

/** What the member's activity entries about a session name: the professional and the time, in their zone. */
function sessionSubject(booking: ProBookingRecord): ActivitySubject {
  return { professionalName: booking.professionalName, slotStart: booking.start, timeZone: booking.timeZone };
}

/** The member's activity entry for booking or cancelling a session, with the SweatCoins it moved. */
function sessionActivityPut(
  booking: ProBookingRecord,
  entry: {
    kind: 'session_booked' | 'session_cancelled';
    title: string;
    createdAt: string;
    coinDeltaCents: bigint;
    coinAfterCents: bigint | null;
  },
): TransactItem {
  const id = randomUUID();
  return {
    Put: {
      TableName: TABLE,
      Item: {
        ...gymKeys.activity(booking.userId, entry.createdAt, id),
        id,
        ...entry,
        subject: sessionSubject(booking),
        xpDelta: 0,
        xpAfter: null,
        bookingId: booking.id,
      },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

function bookingItem(booking: ProBookingRecord): Record<string, unknown> {
  return {
    ...proKeys.booking(booking.id),
    ...proKeys.bookingIndexes(booking.userId, booking.professionalId, booking.start, booking.id),
    type: 'pro_booking',
    ...booking,
  };
}

export interface NewProBooking {
  pro: ProfessionalRecord;
  userId: string;
  memberName: string;
  startMs: number;
  lengthMinutes: number;
  localDate: string;
  mode: SessionMode;
  gym: ProBookingRecord['gym'];
  notes: string;
  priceUsdCents: number;
  priceCents: bigint;
  payWith: ProPayWith;
  now: Date;
}

export type CreateProBookingResult =
  | { state: 'booked'; booking: ProBookingRecord; balanceCents: bigint }
  | { state: 'taken' }
  | { state: 'insufficient'; balanceCents: bigint };

export async function createProBooking(input: NewProBooking): Promise<CreateProBookingResult> {
  const { pro, userId } = input;
  const rules = pro.availability;
  const createdAt = input.now.toISOString();
  const span = blockedSpan(input.startMs, input.lengthMinutes, rules.bufferBeforeMinutes, rules.bufferAfterMinutes);
  const cells = lockCells(span);
  const debitCents = input.payWith === 'sweatcoins' ? input.priceCents : 0n;
  return retryRaces(async (): Promise<CreateProBookingResult | typeof TRY_AGAIN> => {
    const before = await readCoinAccount(userId);
    if (before.cents < debitCents) return { state: 'insufficient', balanceCents: before.cents };
    const booking: ProBookingRecord = {
      id: newBookingId(),
      professionalId: pro.id,
      professionalName: pro.name,
      professionalUserId: pro.userId,
      kind: pro.kind,
      userId,
      memberName: input.memberName,
      start: new Date(input.startMs).toISOString(),
      end: new Date(input.startMs + input.lengthMinutes * 60_000).toISOString(),
      lengthMinutes: input.lengthMinutes,
      timeZone: rules.timeZone,
      localDate: input.localDate,
      bufferBeforeMinutes: rules.bufferBeforeMinutes,
      bufferAfterMinutes: rules.bufferAfterMinutes,
      cancellationCutoffHours: rules.cancellationCutoffHours,
      mode: input.mode,
      gym: input.gym,
      notes: input.notes,
      status: 'booked',
      priceUsdCents: input.priceUsdCents,
      payWith: input.payWith,
      priceCents: input.priceCents,
      paidCents: debitCents,
      paymentConfirmedAt: null,
      refundedCents: 0n,
      lateCancellation: false,
      createdAt,
      cancelledAt: null,
      completedAt: null,
      cancelledBy: null,
      professionalReason: null,
      movedFrom: null,
      videoLink: null,
    };
    const items: TransactItem[] = [
      { Put: { TableName: TABLE, Item: bookingItem(booking), ConditionExpression: 'attribute_not_exists(PK)' } },
      dayCountUp(pro.id, input.localDate, rules.dailyMax),
      ...lockPuts(pro.id, booking.id, cells, span.end),
      ...(debitCents > 0n
        ? coinChange(userId, before, { kind: 'pro_booking', amountCents: -debitCents, transactionHash: null, createdAt, refId: booking.id })
        : []),
      sessionActivityPut(booking, {
        kind: 'session_booked',
        title: `Booked a session with ${pro.name}`,
        createdAt,
        coinDeltaCents: -debitCents,
        coinAfterCents: debitCents > 0n ? before.cents - debitCents : null,
      }),
      ...aggregateItems(
        createdAt,
        { proSessions: 1, ...(debitCents > 0n ? coinCounts('pro_booking', -debitCents) : {}) },
        { professionalId: pro.id },
      ),
    ];
    const balanceIndex = 2 + cells.length;
    try {
      await transactOnce(items);
      return { state: 'booked', booking, balanceCents: before.cents - debitCents };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      // The day is full or a cell is held: the time is taken. A moved balance or an id collision: again.
      if (error.index >= 1 && error.index < balanceIndex) return { state: 'taken' };
      return TRY_AGAIN;
    }
  });
}

export type CancelProBookingResult =
  | { state: 'cancelled'; booking: ProBookingRecord; balanceCents: bigint }
  | { state: 'not_booked'; booking: ProBookingRecord }
  | { state: 'forgiveness_used' };

/** Who cancels: the member, or the professional with their reason (told to the member). */
export type Canceller = { by: 'member' } | { by: 'professional'; reason: string };

/**
 * Cancels a booked session: releases its cells and its place in the day, refunds `refundCents`.
 * A forgiven late cancellation also claims the member's forgiveness for 30 days, under a condition,
 * so two late cancellations at once cannot both be forgiven ('forgiveness_used': decide again).
 */
export async function cancelProBooking(
  booking: ProBookingRecord,
  outcome: { refundCents: bigint; late: boolean; forgiven: boolean; forgivenessWindowStart: string },
  now: Date,
  canceller: Canceller = { by: 'member' },
): Promise<CancelProBookingResult> {
  const at = now.toISOString();
  const cells = lockCells(spanOf(booking));
  const reason = canceller.by === 'professional' ? canceller.reason : booking.professionalReason;
  return retryRaces(async (): Promise<CancelProBookingResult | typeof TRY_AGAIN> => {
    const before = await readCoinAccount(booking.userId);
    const items: TransactItem[] = [
      {
        Update: {
          TableName: TABLE,
          Key: proKeys.booking(booking.id),
          UpdateExpression:
            'SET #status = :cancelled, cancelledAt = :at, refundedCents = :refund, lateCancellation = :late, cancelledBy = :by, professionalReason = :reason',
          ConditionExpression: '#status = :booked',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':cancelled': 'cancelled',
            ':booked': 'booked',
            ':at': at,
            ':refund': outcome.refundCents,
            ':late': outcome.late,
            ':by': canceller.by,
            ':reason': reason,
          },
        },
      },
      dayCountDown(booking.professionalId, booking.localDate),
      ...lockDeletes(booking.professionalId, booking.id, cells),
      ...(outcome.forgiven
        ? [
            {
              Update: {
                TableName: TABLE,
                Key: proKeys.forgiveness(booking.userId),
                UpdateExpression: 'SET lastForgivenAt = :at, bookingId = :booking',
                ConditionExpression: 'attribute_not_exists(lastForgivenAt) OR lastForgivenAt < :since',
                ExpressionAttributeValues: { ':at': at, ':booking': booking.id, ':since': outcome.forgivenessWindowStart },
              },
            },
          ]
        : []),
      ...(outcome.refundCents > 0n
        ? coinChange(booking.userId, before, {
            kind: 'pro_refund',
            amountCents: outcome.refundCents,
            transactionHash: null,
            createdAt: at,
            refId: booking.id,
          })
        : []),
      sessionActivityPut(booking, {
        kind: 'session_cancelled',
        title:
          canceller.by === 'professional'
            ? `${booking.professionalName} cancelled a session`
            : `Cancelled a session with ${booking.professionalName}`,
        createdAt: at,
        coinDeltaCents: outcome.refundCents,
        coinAfterCents: outcome.refundCents > 0n ? before.cents + outcome.refundCents : null,
      }),
      ...aggregateItems(at, { proCancellations: 1, ...(outcome.refundCents > 0n ? coinCounts('pro_refund', outcome.refundCents) : {}) }),
    ];
    const forgivenessIndex = outcome.forgiven ? 2 + cells.length : -1;
    try {
      await transactOnce(items);
      return {
        state: 'cancelled',
        booking: {
          ...booking,
          status: 'cancelled',
          cancelledAt: at,
          refundedCents: outcome.refundCents,
          lateCancellation: outcome.late,
          cancelledBy: canceller.by,
          professionalReason: reason,
        },
        balanceCents: before.cents + outcome.refundCents,
      };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.index === forgivenessIndex) return { state: 'forgiveness_used' };
      if (error.index < 2 + cells.length) {
        const current = await getProBooking(booking.id);
        return { state: 'not_booked', booking: current ?? booking };
      }
      return TRY_AGAIN;
    }
  });
}

/** When the member's last late cancellation was forgiven, if ever. */
export async function lastForgivenAt(userId: string): Promise<number | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: proKeys.forgiveness(userId), ConsistentRead: true }));
  return Item?.lastForgivenAt ? Date.parse(Item.lastForgivenAt as string) : null;
}

export type RescheduleResult =
  | { state: 'moved'; booking: ProBookingRecord }
  | { state: 'taken' }
  | { state: 'not_booked'; booking: ProBookingRecord };

/**
 * Moves a booked session in one transaction: the new cells are held (cells both times share stay
 * held), the old ones released, the day counters moved, and the booking rewritten only if it is
 * still booked at the old time. Moved by the professional, it keeps where it was and why (the
 * member may then cancel it free); moved by the member, the time is theirs and that is forgotten.
 */
export async function rescheduleProBooking(
  booking: ProBookingRecord,
  move: { startMs: number; localDate: string; bufferBeforeMinutes: number; bufferAfterMinutes: number; dailyMax: number },
  mover: { by: 'member' } | { by: 'professional'; reason: string } = { by: 'member' },
): Promise<RescheduleResult> {
  const byProfessional = mover.by === 'professional';
  const moved: ProBookingRecord = {
    ...booking,
    start: new Date(move.startMs).toISOString(),
    end: new Date(move.startMs + booking.lengthMinutes * 60_000).toISOString(),
    localDate: move.localDate,
    bufferBeforeMinutes: move.bufferBeforeMinutes,
    bufferAfterMinutes: move.bufferAfterMinutes,
    movedFrom: byProfessional ? booking.start : null,
    professionalReason: byProfessional ? mover.reason : null,
  };
  const oldCells = lockCells(spanOf(booking));
  const newSpan = spanOf(moved);
  const newCells = lockCells(newSpan);
  const taking = newCells.filter((cell) => !oldCells.includes(cell));
  const releasing = oldCells.filter((cell) => !newCells.includes(cell));
  const indexes =
    moved.localDate === booking.localDate
      ? []
      : [dayCountUp(booking.professionalId, moved.localDate, move.dailyMax), dayCountDown(booking.professionalId, booking.localDate)];
  const keys = proKeys.bookingIndexes(booking.userId, booking.professionalId, moved.start, booking.id);
  const items: TransactItem[] = [
    {
      Update: {
        TableName: TABLE,
        Key: proKeys.booking(booking.id),
        UpdateExpression:
          'SET #start = :start, #end = :end, localDate = :date, bufferBeforeMinutes = :before, bufferAfterMinutes = :after, GSI1SK = :sk, GSI2SK = :sk, movedFrom = :from, professionalReason = :reason',
        ConditionExpression: '#status = :booked AND #start = :oldStart',
        ExpressionAttributeNames: { '#status': 'status', '#start': 'start', '#end': 'end' },
        ExpressionAttributeValues: {
          ':start': moved.start,
          ':end': moved.end,
          ':date': moved.localDate,
          ':before': moved.bufferBeforeMinutes,
          ':after': moved.bufferAfterMinutes,
          ':sk': keys.GSI1SK,
          ':booked': 'booked',
          ':oldStart': booking.start,
          ':from': moved.movedFrom,
          ':reason': moved.professionalReason,
        },
      },
    },
    ...indexes,
    ...lockPuts(booking.professionalId, booking.id, taking, newSpan.end),
    ...lockDeletes(booking.professionalId, booking.id, releasing),
  ];
  try {
    await transact(items);
    return { state: 'moved', booking: moved };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    if (error.index === 0) {
      const current = await getProBooking(booking.id);
      return { state: 'not_booked', booking: current ?? booking };
    }
    return { state: 'taken' };
  }
}

export type VideoLinkResult = { state: 'set'; booking: ProBookingRecord } | { state: 'not_booked'; booking: ProBookingRecord };

/** Sets (or clears) a booked video session's meeting link. */
export async function setVideoLink(booking: ProBookingRecord, url: string | null): Promise<VideoLinkResult> {
  try {
    await transact([
      {
        Update: {
          TableName: TABLE,
          Key: proKeys.booking(booking.id),
          UpdateExpression: 'SET videoLink = :url',
          ConditionExpression: '#status = :booked AND #mode = :video',
          ExpressionAttributeNames: { '#status': 'status', '#mode': 'mode' },
          ExpressionAttributeValues: { ':url': url, ':booked': 'booked', ':video': 'video' },
        },
      },
    ]);
    return { state: 'set', booking: { ...booking, videoLink: url } };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    return { state: 'not_booked', booking: (await getProBooking(booking.id)) ?? booking };
  }
}

export interface EarningRecord {
  bookingId: string;
  completedAt: string;
  start: string;
  memberName: string;
  lengthMinutes: number;
  amountCents: bigint;
}

export type MarkResult = { state: 'marked'; booking: ProBookingRecord } | { state: 'not_booked'; booking: ProBookingRecord };

/**
 * Marks a session completed: lets the member review the professional, records what it earned,
 * credits the professional's SweatCoins (what the member paid) with a ledger entry, gives the member
 * the XP of an attended session (capped per day) with an activity entry, and moves the member's
 * joinable challenges (a session completed, in the professional's region), paying any it
 * completes, in the same transaction.
 */
export async function completeProBooking(booking: ProBookingRecord, now: Date, region: string): Promise<MarkResult> {
  const at = now.toISOString();
  const earnerId = booking.professionalUserId;
  return retryRaces(async (): Promise<MarkResult | typeof TRY_AGAIN> => {
    const before = earnerId && booking.paidCents > 0n ? await readCoinAccount(earnerId) : null;
    // A professional's own session earns them nothing as a member (and one transaction cannot change their balance twice).
    const challenges =
      booking.userId === earnerId
        ? { items: [], coinCents: 0n }
        : await memberRewardItems(
            booking.userId,
            {
              region,
              challengeEvent: { kind: 'session', region },
              training: {
                atMs: now.getTime(),
                timeZone: booking.timeZone,
                event: (day) => ({ kind: 'session', day }),
                activity: {
                  id: randomUUID(),
                  kind: 'session_attended',
                  title: `Attended a session with ${booking.professionalName}`,
                  subject: sessionSubject(booking),
                  bookingId: booking.id,
                },
              },
            },
            now,
          );
    // What this transaction credits: the professional's earning and any challenge reward it pays.
    const earnedCents = (earnerId && before ? booking.paidCents : 0n) + challenges.coinCents;
    const items: TransactItem[] = [
      {
        Update: {
          TableName: TABLE,
          Key: proKeys.booking(booking.id),
          UpdateExpression: 'SET #status = :completed, completedAt = :at',
          ConditionExpression: '#status = :booked',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':completed': 'completed', ':booked': 'booked', ':at': at },
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: proKeys.sessionDone(booking.userId, booking.professionalId),
          UpdateExpression: 'SET lastCompletedAt = :at, lastSessionStart = :start',
          ExpressionAttributeValues: { ':at': at, ':start': booking.start },
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...proKeys.earning(booking.professionalId, at, booking.id),
            bookingId: booking.id,
            completedAt: at,
            start: booking.start,
            memberName: booking.memberName,
            lengthMinutes: booking.lengthMinutes,
            amountCents: booking.paidCents,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...(earnerId && before
        ? coinChange(earnerId, before, {
            kind: 'session_earning',
            amountCents: booking.paidCents,
            transactionHash: null,
            createdAt: at,
            refId: booking.id,
          })
        : []),
      ...challenges.items,
      ...aggregateItems(at, { proCompleted: 1, coinsEarned: earnedCents }),
    ];
    try {
      await transactOnce(items);
      return { state: 'marked', booking: { ...booking, status: 'completed', completedAt: at } };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.index === 0) return { state: 'not_booked', booking: (await getProBooking(booking.id)) ?? booking };
      return TRY_AGAIN;
    }
  });
}

export type ConfirmPaymentResult =
  | { state: 'confirmed'; booking: ProBookingRecord }
  | { state: 'refused'; reason: 'not_at_session' | 'already_confirmed' | 'cancelled'; booking: ProBookingRecord };

/**
 * The professional confirms that a session paid at the session was paid: once, and only for such a
 * session that was not cancelled (booked, completed, or marked a no-show who paid anyway).
 */
export async function confirmProPayment(booking: ProBookingRecord, now: Date): Promise<ConfirmPaymentResult> {
  const at = now.toISOString();
  try {
    await transact([
      {
        Update: {
          TableName: TABLE,
          Key: proKeys.booking(booking.id),
          UpdateExpression: 'SET paymentConfirmedAt = :at',
          ConditionExpression:
            'payWith = :atSession AND #status <> :cancelled AND (attribute_not_exists(paymentConfirmedAt) OR attribute_type(paymentConfirmedAt, :null))',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':at': at, ':atSession': 'at_session', ':cancelled': 'cancelled', ':null': 'NULL' },
        },
      },
    ]);
    return { state: 'confirmed', booking: { ...booking, paymentConfirmedAt: at } };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const current = (await getProBooking(booking.id)) ?? booking;
    const reason = current.payWith !== 'at_session' ? 'not_at_session' : current.status === 'cancelled' ? 'cancelled' : 'already_confirmed';
    return { state: 'refused', reason, booking: current };
  }
}

export async function markNoShow(booking: ProBookingRecord, now: Date): Promise<MarkResult> {
  try {
    await transact([
      {
        Update: {
          TableName: TABLE,
          Key: proKeys.booking(booking.id),
          UpdateExpression: 'SET #status = :noShow, completedAt = :at',
          ConditionExpression: '#status = :booked',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':noShow': 'no_show', ':booked': 'booked', ':at': now.toISOString() },
        },
      },
      ...aggregateItems(now, { proNoShows: 1 }),
    ]);
    return { state: 'marked', booking: { ...booking, status: 'no_show', completedAt: now.toISOString() } };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    return { state: 'not_booked', booking: (await getProBooking(booking.id)) ?? booking };
  }
}

export async function listEarnings(proId: string): Promise<EarningRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': proKeys.professional(proId).PK, ':prefix': proKeys.earningPrefix },
    ScanIndexForward: false,
  });
  return items.map((item) => ({
    bookingId: item.bookingId as string,
    completedAt: item.completedAt as string,
    start: item.start as string,
    memberName: item.memberName as string,
    lengthMinutes: Number(item.lengthMinutes),
    amountCents: BigInt(item.amountCents as number | bigint),
  }));
}
