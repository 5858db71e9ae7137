// XP, streaks, conversions and leaderboards, and the XP credit the check-in and the joinable
// challenges pay through (balances, balanceUpdate, statsUpdate, scorePuts). Every XP change is
// written with its activity entry (the XP ledger), the member's stats (version-checked) and the
// leaderboard scores in one transaction; balances are written over the exact values they were
// computed from.
import { randomUUID } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { aggregateItems, coinCounts } from '../aggregates/aggregates';
import { documentClient, TABLE } from '../dynamo/client';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transactOnce } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';
import { boardParts, boardScopes, isoWeekKey, paddedScore } from '../time/leaderboard-period';
import { type CoinAccount, coinAccountOf, coinChange } from '../wallet/ledger';
import { EMPTY_STREAK, type StreakState } from './streak';
import type { WeeklyProgress } from './weekly-challenges';
import { NO_TRAINING, type TrainingDay } from './xp';

export interface StatsRecord {
  version: number;
  xpEarned: number;
  checkins: number;
  gymsVisited: number;
  reviews: number;
  conversions: number;
  /** Guided and VR workouts logged (workouts/store.ts adds to it). */
  workouts: number;
  streak: StreakState;
  /** The zone of the last check-in: the streak's days are dates there. */
  streakTimeZone: string | null;
  /** Progress toward the weekly challenges of the week of the last check-in. */
  challengeWeek: WeeklyProgress | null;
  /** Where and when the member last checked in (check-in/travel.ts judges the next one by it). */
  lastCheckin: { at: string; latitude: number; longitude: number } | null;
  /** The training XP of the last day a workout or session earned (the daily cap's count). */
  training: TrainingDay;
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
    lastCheckin: (Item?.lastCheckin as StatsRecord['lastCheckin'] | undefined) ?? null,
    training: (Item?.training as TrainingDay | undefined) ?? NO_TRAINING,
  };
}

export async function balances(userId: string): Promise<{ xp: number; coins: CoinAccount; name: string; isGuest: boolean }> {
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
export function statsUpdate(userId: string, version: number, set: Record<string, unknown>, add: Record<string, number> = {}): TransactItem {
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

/**
 * The score items of the boards an XP gain counts toward, written over the scores they were read
 * as: one item per scope (everyone's, the region's) holds both of the member's scores there, the
 * all-time one on GSI2 (BOARD#ALL#<scope>) and this ISO week's on GSI1 (BOARD#WEEK#<week>#<scope>),
 * so a gain writes two items in the transaction, each in two indexes (8 write units), not four
 * items in one index (12). A weekly score kept in its own item (SCORE#WEEK#..., on GSI2, as written
 * before) is carried over into the scope's item, and deleted with the same write.
 */
export async function scorePuts(userId: string, name: string, region: string | null, gain: number, at: number): Promise<TransactItem[]> {
  const week = isoWeekKey(at);
  const scopes = await Promise.all(
    boardScopes(region).map(async (scope): Promise<TransactItem[]> => {
      const allTime = `ALL#${scope}`;
      const weekly = `WEEK#${week}#${scope}`;
      const stored = await scoreItemOf(userId, allTime);
      const legacy = stored?.week === week ? undefined : await scoreItemOf(userId, weekly);
      const before = stored ? Number(stored.score) : undefined;
      const weekBefore = stored?.week === week ? Number(stored.weekScore) : legacy ? Number(legacy.score) : 0;
      const score = (before ?? 0) + gain;
      const weekScore = weekBefore + gain;
      return [
        {
          Put: {
            TableName: TABLE,
            Item: {
              ...gymKeys.score(userId, allTime),
              GSI2PK: gymKeys.boardPartition(allTime),
              GSI2SK: `${paddedScore(score)}#${userId}`,
              GSI1PK: gymKeys.boardPartition(weekly),
              GSI1SK: `${paddedScore(weekScore)}#${userId}`,
              userId,
              name,
              score,
              board: allTime,
              week,
              weekScore,
            },
            // Every gain raises the all-time score: it versions the whole item.
            ConditionExpression: before === undefined ? 'attribute_not_exists(PK)' : 'score = :before',
            ...(before === undefined ? {} : { ExpressionAttributeValues: { ':before': before } }),
          },
        },
        ...(legacy
          ? [
              {
                Delete: {
                  TableName: TABLE,
                  Key: gymKeys.score(userId, weekly),
                  ConditionExpression: 'score = :legacy',
                  ExpressionAttributeValues: { ':legacy': Number(legacy.score) },
                },
              },
            ]
          : []),
      ];
    }),
  );
  return scopes.flat();
}

async function scoreItemOf(userId: string, board: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.score(userId, board), ConsistentRead: true }));
  return Item;
}

/**
 * The profile's XP (written over the value read) and, when SweatCoins are paid too, the balance and
 * its ledger entry ('challenge') in the same update: one transaction cannot touch the profile twice.
 */
export function balanceUpdate(
  userId: string,
  user: { xp: number; coins: CoinAccount },
  gain: { xp: number; cents: bigint; createdAt: string; challengeId?: string },
): TransactItem[] {
  const xp = { set: 'xp = :xpAfter', condition: 'xp = :xpBefore', values: { ':xpAfter': user.xp + gain.xp, ':xpBefore': user.xp } };
  if (gain.cents > 0n) {
    return coinChange(
      userId,
      user.coins,
      { kind: 'challenge', amountCents: gain.cents, transactionHash: null, createdAt: gain.createdAt, refId: gain.challengeId },
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

export interface BoardEntry {
  userId: string;
  name: string;
  score: number;
}

/**
 * Where a board's entries are: the all-time boards on GSI2, with `score`; a weekly board on GSI1, with
 * `weekScore` (scorePuts), and on GSI2 (`score`), for weekly scores kept in their own items before.
 */
function boardIndexes(board: string): { index: 'GSI1' | 'GSI2'; score: 'score' | 'weekScore' }[] {
  return boardParts(board).period === 'all-time'
    ? [{ index: 'GSI2', score: 'score' }]
    : [
        { index: 'GSI1', score: 'weekScore' },
        { index: 'GSI2', score: 'score' },
      ];
}

const byRank = (a: BoardEntry, b: BoardEntry) => b.score - a.score || (a.userId < b.userId ? 1 : a.userId > b.userId ? -1 : 0);

/** The top of a board, highest score first (ties: as the index sorts them, the higher user id first). */
export async function topOfBoard(board: string, limit: number): Promise<BoardEntry[]> {
  const pages = await Promise.all(
    boardIndexes(board).map(async ({ index, score }) => {
      const { Items = [] } = await documentClient.send(
        new QueryCommand({
          TableName: TABLE,
          IndexName: index,
          KeyConditionExpression: `${index}PK = :pk`,
          ExpressionAttributeValues: { ':pk': gymKeys.boardPartition(board) },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map((item) => ({ userId: item.userId as string, name: item.name as string, score: Number(item[score]) }));
    }),
  );
  return pages.flat().sort(byRank).slice(0, limit);
}

/** Members' scores on one board (absent = no XP there yet). Read 25 at a time. */
export async function scoresOn(board: string, userIds: readonly string[]): Promise<BoardEntry[]> {
  const { week, scope } = boardParts(board);
  const scoreOf = async (userId: string): Promise<BoardEntry | null> => {
    const item = await getScoreItem(userId, `ALL#${scope}`);
    if (week === null) return item ? entryOf(item, 'score') : null;
    if (item?.week === week) return entryOf(item, 'weekScore');
    // A weekly score kept in its own item, as written before scorePuts kept it on the scope's item.
    const legacy = await getScoreItem(userId, board);
    return legacy ? entryOf(legacy, 'score') : null;
  };
  const entries: BoardEntry[] = [];
  for (let start = 0; start < userIds.length; start += 25) {
    const found = await Promise.all(userIds.slice(start, start + 25).map(scoreOf));
    for (const entry of found) if (entry) entries.push(entry);
  }
  return entries;
}

async function getScoreItem(userId: string, board: string): Promise<Record<string, unknown> | undefined> {
  return (await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.score(userId, board) }))).Item;
}

function entryOf(item: Record<string, unknown>, score: 'score' | 'weekScore'): BoardEntry {
  return { userId: item.userId as string, name: item.name as string, score: Number(item[score]) };
}

/** How many members score above `score` on a board: the member's rank is this + 1. */
export async function countAbove(board: string, score: number, userId: string): Promise<number> {
  let count = 0;
  for (const { index } of boardIndexes(board)) {
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await documentClient.send(
        new QueryCommand({
          TableName: TABLE,
          IndexName: index,
          KeyConditionExpression: `${index}PK = :pk AND ${index}SK > :mine`,
          ExpressionAttributeValues: { ':pk': gymKeys.boardPartition(board), ':mine': `${paddedScore(score)}#${userId}` },
          Select: 'COUNT',
          ExclusiveStartKey: startKey,
        }),
      );
      count += page.Count ?? 0;
      startKey = page.LastEvaluatedKey;
    } while (startKey);
  }
  return count;
}
