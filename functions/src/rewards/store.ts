// XP, streaks, check-ins, conversions, history and leaderboards. Every XP change is written with
// its activity entry (the XP ledger), the member's stats (version-checked) and the leaderboard
// scores in one transaction; balances are written over the exact values they were computed from.
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { aggregateItems, coinCounts } from '../aggregates/aggregates';
import { type BookingRecord, getBooking } from '../bookings/store';
import type { ChallengeEvent } from '../challenges/joinable-challenges';
import { type ChallengeProgress, NO_CHALLENGE_PROGRESS, progressOnEvent } from '../challenges/store';
import { documentClient, TABLE } from '../dynamo/client';
import { type PageRequest, queryPage } from '../dynamo/pages';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transactOnce } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';
import { boardsFor, isoWeekKey, paddedScore } from '../time/leaderboard-period';
import { type CoinAccount, coinAccountOf, coinChange } from '../wallet/ledger';
import { checkinDayOf, EMPTY_STREAK, type StreakState } from './streak';
import { challengeXpFor, recordChallengeCheckin, type WeeklyProgress } from './weekly-challenges';
import { checkinAwards, totalXp, type XpAward } from './xp';

export interface StatsRecord {
  version: number;
  xpEarned: number;
  checkins: number;
  gymsVisited: number;
  reviews: number;
  conversions: number;
  /** Guided and VR workouts logged (store/workouts.ts adds to it). */
  workouts: number;
  streak: StreakState;
  /** The zone of the last check-in: the streak's days are dates there. */
  streakTimeZone: string | null;
  /** Progress toward the weekly challenges of the week of the last check-in. */
  challengeWeek: WeeklyProgress | null;
}

export async function getStats(userId: string): Promise<StatsRecord> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.stats(userId), ConsistentRead: true }));
  const n = (name: string) => Number(Item?.[name] ?? 0);
  return {
    version: n('version'),
    xpEarned: n('xpEarned'),
    checkins: n('checkins'),
    gymsVisited: n('gymsVisited'),
    reviews: n('reviews'),
    conversions: n('conversions'),
    workouts: n('workouts'),
    streak: {
      current: n('streakCurrent'),
      best: n('streakBest'),
      lastDay: (Item?.streakLastDay as string | undefined) ?? EMPTY_STREAK.lastDay,
      graceDay: (Item?.streakGraceDay as string | undefined) ?? EMPTY_STREAK.graceDay,
    },
    streakTimeZone: (Item?.streakTimeZone as string | undefined) ?? null,
    challengeWeek: (Item?.challengeWeek as WeeklyProgress | undefined) ?? null,
  };
}

async function balances(userId: string): Promise<{ xp: number; coins: CoinAccount; name: string; isGuest: boolean }> {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: TABLE,
      Key: keys.user(userId),
      ConsistentRead: true,
      ProjectionExpression: 'xp, sweatCoinCents, ledgerSeq, #name, isGuest',
      ExpressionAttributeNames: { '#name': 'name' },
    }),
  );
  if (!Item) throw new Error(`No profile for user ${userId}`);
  return { xp: Number(Item.xp ?? 0), coins: coinAccountOf(Item), name: (Item.name as string) ?? 'Member', isGuest: Item.isGuest === true };
}

/** The stats update, conditioned on the version read so that concurrent XP changes retry. */
function statsUpdate(userId: string, version: number, set: Record<string, unknown>, add: Record<string, number> = {}): TransactItem {
  const names = Object.keys(set);
  const adds = Object.keys(add);
  return {
    Update: {
      TableName: TABLE,
      Key: gymKeys.stats(userId),
      UpdateExpression: `SET ${[...names.map((_, i) => `#s${i} = :s${i}`), 'version = :next'].join(', ')}${adds.length ? ` ADD ${adds.map((_, i) => `#a${i} :a${i}`).join(', ')}` : ''}`,
      ConditionExpression: version === 0 ? 'attribute_not_exists(version)' : 'version = :version',
      ExpressionAttributeNames: {
        ...Object.fromEntries(names.map((name, i) => [`#s${i}`, name])),
        ...Object.fromEntries(adds.map((name, i) => [`#a${i}`, name])),
      },
      ExpressionAttributeValues: {
        ...Object.fromEntries(names.map((name, i) => [`:s${i}`, set[name]])),
        ...Object.fromEntries(adds.map((name, i) => [`:a${i}`, add[name]])),
        ':next': version + 1,
        ...(version === 0 ? {} : { ':version': version }),
      },
    },
  };
}

/** The score items of the boards an XP gain counts toward, written over the scores they were read as. */
async function scorePuts(userId: string, name: string, region: string, gain: number, at: number): Promise<TransactItem[]> {
  const boards = boardsFor(region, at);
  const scores = await Promise.all(boards.map((board) => scoreOf(userId, board)));
  const current = new Map(boards.map((board, i) => [board, scores[i]]));
  return boards.map((board) => {
    const before = current.get(board);
    const score = (before ?? 0) + gain;
    return {
      Put: {
        TableName: TABLE,
        Item: {
          ...gymKeys.score(userId, board),
          GSI2PK: gymKeys.boardPartition(board),
          GSI2SK: `${paddedScore(score)}#${userId}`,
          userId,
          name,
          score,
          board,
        },
        ConditionExpression: before === undefined ? 'attribute_not_exists(PK)' : 'score = :before',
        ...(before === undefined ? {} : { ExpressionAttributeValues: { ':before': before } }),
      },
    };
  });
}

export type CheckinResult =
  | { state: 'checked_in'; awards: XpAward[]; xp: number; xpEarned: number; streak: StreakState; at: string }
  | { state: 'not_booked'; booking: BookingRecord | null };

/**
 * Marks the booking attended at `at` (once: the condition on its status makes a second check-in
 * fail) and awards the check-in's XP: the day's awards on the first check-in of a streak day
 * (rules/streak.ts: days are dates in the streak's zone), the weekly challenges it completes, and
 * the rewards of the joined challenges it completes (their XP, and SweatCoins with a ledger entry).
 * Guests earn no XP, so they never reach a leaderboard.
 */
export async function checkIn(booking: BookingRecord, at: Date): Promise<CheckinResult> {
  const atIso = at.toISOString();
  return retryRaces(async () => {
    const [stats, user, visited] = await Promise.all([
      getStats(booking.userId),
      balances(booking.userId),
      documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.visited(booking.userId, booking.gymId), ConsistentRead: true })),
    ]);
    const { streak, day, timeZone, firstOfDay } = checkinDayOf(stats.streak, stats.streakTimeZone, at.getTime(), booking.timeZone);
    const challenges = recordChallengeCheckin(stats.challengeWeek, isoWeekKey(at.getTime()), {
      day,
      gymId: booking.gymId,
      streak: streak.current,
    });
    const joined = user.isGuest
      ? NO_CHALLENGE_PROGRESS
      : await progressOnEvent(
          booking.userId,
          { kind: 'checkin', day, gymId: booking.gymId, region: booking.gymRegion, streak: streak.current },
          at,
        );
    const awards: XpAward[] = user.isGuest
      ? []
      : [
          ...checkinAwards(streak.current, firstOfDay),
          ...challenges.completed.map((challenge) => ({ reason: 'challenge' as const, xp: challengeXpFor(challenge) })),
          ...joined.completed
            .filter((challenge) => challenge.xp > 0)
            .map((challenge) => ({ reason: 'challenge' as const, xp: challenge.xp })),
        ];
    const gain = totalXp(awards);
    const coinGain = joined.completed.reduce((sum, challenge) => sum + challenge.cents, 0n);
    const xpAfter = user.xp + gain;
    const firstVisit = !visited.Item;
    const activityId = randomUUID();
    const items: TransactItem[] = [
      {
        Update: {
          TableName: TABLE,
          Key: gymKeys.booking(booking.id),
          UpdateExpression: 'SET #status = :attended, attendedAt = :at',
          ConditionExpression: '#status = :booked',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':attended': 'attended', ':booked': 'booked', ':at': atIso },
        },
      },
      ...balanceUpdate(booking.userId, user, { xp: gain, cents: coinGain, createdAt: atIso }),
      statsUpdate(booking.userId, stats.version, {
        xpEarned: stats.xpEarned + gain,
        checkins: stats.checkins + 1,
        gymsVisited: stats.gymsVisited + (firstVisit ? 1 : 0),
        streakCurrent: streak.current,
        streakBest: streak.best,
        streakLastDay: streak.lastDay,
        streakGraceDay: streak.graceDay,
        streakTimeZone: timeZone,
        challengeWeek: challenges.progress,
      }),
      {
        Put: {
          TableName: TABLE,
          Item: { ...gymKeys.visited(booking.userId, booking.gymId), gymId: booking.gymId, lastVisitAt: atIso },
          ...(firstVisit ? { ConditionExpression: 'attribute_not_exists(PK)' } : {}),
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...gymKeys.activity(booking.userId, atIso, activityId),
            id: activityId,
            kind: 'checkin',
            title: `Checked in at ${booking.gymName}`,
            subject: { gymName: booking.gymName } satisfies ActivitySubject,
            createdAt: atIso,
            xpDelta: gain,
            xpAfter,
            coinDeltaCents: coinGain,
            coinAfterCents: coinGain > 0n ? user.coins.cents + coinGain : null,
            bookingId: booking.id,
            gymId: booking.gymId,
            awards,
          },
        },
      },
      ...joined.items,
      ...(gain > 0 ? await scorePuts(booking.userId, user.name, booking.gymRegion, gain, at.getTime()) : []),
      ...aggregateItems(
        atIso,
        { checkins: 1, ...(coinGain > 0n ? coinCounts('challenge', coinGain) : {}) },
        { gymId: booking.gymId, region: booking.gymRegion },
      ),
    ];
    try {
      await transactOnce(items);
      return { state: 'checked_in', awards, xp: xpAfter, xpEarned: stats.xpEarned + gain, streak, at: atIso };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.index === 0) {
        return { state: 'not_booked', booking: await getBooking(booking.id) };
      }
      // Balances, stats, challenges or scores moved meanwhile: read again and retry.
      return TRY_AGAIN;
    }
  });
}

/**
 * The profile's XP (written over the value read) and, when SweatCoins are paid too, the balance and
 * its ledger entry ('challenge') in the same update: one transaction cannot touch the profile twice.
 */
function balanceUpdate(
  userId: string,
  user: { xp: number; coins: CoinAccount },
  gain: { xp: number; cents: bigint; createdAt: string },
): TransactItem[] {
  const xp = { set: 'xp = :xpAfter', condition: 'xp = :xpBefore', values: { ':xpAfter': user.xp + gain.xp, ':xpBefore': user.xp } };
  if (gain.cents > 0n) {
    return coinChange(
      userId,
      user.coins,
      { kind: 'challenge', amountCents: gain.cents, transactionHash: null, createdAt: gain.createdAt },
      xp,
    );
  }
  return [
    {
      Update: {
        TableName: TABLE,
        Key: keys.user(userId),
        UpdateExpression: `SET ${xp.set}`,
        ConditionExpression: xp.condition,
        ExpressionAttributeValues: xp.values,
      },
    },
  ];
}

/**
 * For a feature whose event counts toward joinable challenges (a professional session completed):
 * the items that move the member's challenges and, when the event completes one, pay its reward —
 * the XP (with the stats, the leaderboards and an activity entry) and the SweatCoins (with a ledger
 * entry). Put them in the TransactWriteItems that records the event, which must itself happen once
 * (a status flipped under a condition), and must not touch the member's profile or stats itself.
 * Call it inside that write's `retryRaces` attempt: the items are conditioned on what they read, so
 * a failed condition at one of their indexes means a race was lost: answer TRY_AGAIN and read again.
 */
export async function challengeProgressItems(
  userId: string,
  event: ChallengeEvent,
  at: Date,
): Promise<{ items: TransactItem[]; coinCents: bigint }> {
  const joined: ChallengeProgress = await progressOnEvent(userId, event, at);
  if (joined.completed.length === 0) return { items: joined.items, coinCents: 0n };
  const atIso = at.toISOString();
  const [user, stats] = await Promise.all([balances(userId), getStats(userId)]);
  const xp = joined.completed.reduce((sum, challenge) => sum + challenge.xp, 0);
  const cents = joined.completed.reduce((sum, challenge) => sum + challenge.cents, 0n);
  const activityId = randomUUID();
  const items: TransactItem[] = [
    ...joined.items,
    ...balanceUpdate(userId, user, { xp, cents, createdAt: atIso }),
    statsUpdate(userId, stats.version, { xpEarned: stats.xpEarned + xp }),
    {
      Put: {
        TableName: TABLE,
        Item: {
          ...gymKeys.activity(userId, atIso, activityId),
          id: activityId,
          kind: 'challenge',
          title: `Completed ${joined.completed.map((challenge) => challenge.title).join(', ')}`,
          subject: {
            challenges: joined.completed.map((challenge) => ({ id: challenge.challengeId, title: challenge.title })),
          } satisfies ActivitySubject,
          createdAt: atIso,
          xpDelta: xp,
          xpAfter: user.xp + xp,
          coinDeltaCents: cents,
          coinAfterCents: cents > 0n ? user.coins.cents + cents : null,
        },
      },
    },
    ...(xp > 0 ? await scorePuts(userId, user.name, event.region, xp, at.getTime()) : []),
  ];
  return { items, coinCents: cents };
}

export type ConvertResult =
  | { state: 'converted'; xp: number; coinCents: bigint; creditedCents: bigint }
  | { state: 'insufficient'; xp: number };

/** XP -> SweatCoins: both balances, the coin ledger and the XP ledger (activity) in one transaction. */
export async function convertXp(userId: string, xp: number, creditCents: bigint, now: Date): Promise<ConvertResult> {
  const at = now.toISOString();
  return retryRaces(async () => {
    const [user, stats] = await Promise.all([balances(userId), getStats(userId)]);
    if (user.xp < xp) return { state: 'insufficient', xp: user.xp };
    const xpAfter = user.xp - xp;
    const coinAfter = user.coins.cents + creditCents;
    const activityId = randomUUID();
    try {
      await transactOnce([
        ...coinChange(
          userId,
          user.coins,
          { kind: 'xp_conversion', amountCents: creditCents, transactionHash: null, createdAt: at },
          { set: 'xp = :xpAfter', condition: 'xp = :xpBefore', values: { ':xpAfter': xpAfter, ':xpBefore': user.xp } },
        ),
        {
          Put: {
            TableName: TABLE,
            Item: {
              ...gymKeys.activity(userId, at, activityId),
              id: activityId,
              kind: 'conversion',
              title: `Converted ${xp} XP into SweatCoins`,
              createdAt: at,
              xpDelta: -xp,
              xpAfter,
              coinDeltaCents: creditCents,
              coinAfterCents: coinAfter,
            },
          },
        },
        statsUpdate(userId, stats.version, {}, { conversions: 1 }),
        ...aggregateItems(at, coinCounts('xp_conversion', creditCents)),
      ]);
      return { state: 'converted', xp: xpAfter, coinCents: coinAfter, creditedCents: creditCents };
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      // The balances or the stats moved meanwhile: read again and retry.
      return TRY_AGAIN;
    }
  });
}

/**
 * What an activity entry is about, for the app to word it in the member's language; `title` is the
 * server's English, kept for entries written before subjects (and for admins).
 */
export interface ActivitySubject {
  gymName?: string;
  slotStart?: string;
  timeZone?: string;
  stars?: number;
  /** A redemption's reward (the app words a seeded one by id) and how many; the reward's gym is `gymName`. */
  reward?: { id: string; title: string };
  quantity?: number;
  /** The challenges a completion paid (the app words a preset one by id). */
  challenges?: { id: string; title: string }[];
  /** A finished workout: its program, how it was played, its minutes. */
  programId?: string;
  mode?: 'guided' | 'vr';
  minutes?: number;
}

export interface ActivityRecord {
  id: string;
  kind: string;
  title: string;
  subject: ActivitySubject | null;
  createdAt: string;
  xpDelta: number;
  xpAfter: number | null;
  coinDeltaCents: bigint;
  coinAfterCents: bigint | null;
  bookingId: string | null;
  gymId: string | null;
}

const optionalBigInt = (value: unknown) => (value === undefined || value === null ? null : BigInt(value as number | bigint));

/**
 * A page of the member's history, newest first: the activity entries, written with every change they
 * describe (check-ins, bookings, cancellations, conversions, reviews, purchases).
 */
export async function listActivity(userId: string, page: PageRequest): Promise<{ records: ActivityRecord[]; nextCursor: string | null }> {
  const pk = keys.user(userId).PK;
  const { items, nextCursor } = await queryPage(
    {
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': gymKeys.activityPrefix },
      ScanIndexForward: false,
    },
    page,
    { names: ['PK', 'SK'], accepts: (key) => key.PK === pk && key.SK!.startsWith(gymKeys.activityPrefix) },
  );
  const records = items.map(
    (item): ActivityRecord => ({
      id: item.id as string,
      kind: item.kind as string,
      title: item.title as string,
      subject: (item.subject as ActivitySubject | undefined) ?? null,
      createdAt: item.createdAt as string,
      xpDelta: Number(item.xpDelta ?? 0),
      xpAfter: item.xpAfter === undefined || item.xpAfter === null ? null : Number(item.xpAfter),
      coinDeltaCents: BigInt((item.coinDeltaCents as number | bigint | undefined) ?? 0),
      coinAfterCents: optionalBigInt(item.coinAfterCents),
      bookingId: (item.bookingId as string | undefined) ?? null,
      gymId: (item.gymId as string | undefined) ?? null,
    }),
  );
  return { records, nextCursor };
}

export interface BoardEntry {
  userId: string;
  name: string;
  score: number;
}

/** The top of a board, highest score first. */
export async function topOfBoard(board: string, limit: number): Promise<BoardEntry[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': gymKeys.boardPartition(board) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({ userId: item.userId as string, name: item.name as string, score: Number(item.score) }));
}

async function scoreOf(userId: string, board: string): Promise<number | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.score(userId, board), ConsistentRead: true }));
  return Item ? Number(Item.score) : undefined;
}

/** Members' scores on one board (absent = no XP there yet). Read 25 at a time. */
export async function scoresOn(board: string, userIds: readonly string[]): Promise<BoardEntry[]> {
  const entries: BoardEntry[] = [];
  for (let start = 0; start < userIds.length; start += 25) {
    const items = await Promise.all(
      userIds
        .slice(start, start + 25)
        .map((userId) => documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.score(userId, board) })).then((r) => r.Item)),
    );
    for (const item of items)
      if (item) entries.push({ userId: item.userId as string, name: item.name as string, score: Number(item.score) });
  }
  return entries;
}

/** How many members score above `score` on a board: the member's rank is this + 1. */
export async function countAbove(board: string, score: number, userId: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK > :mine',
        ExpressionAttributeValues: { ':pk': gymKeys.boardPartition(board), ':mine': `${paddedScore(score)}#${userId}` },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}
