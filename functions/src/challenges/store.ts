// Joinable challenges and the members taking part. A membership lives in the member's own partition
// (USER#id / CHALLENGE#id), so every event reads the member's challenges with one consistent query,
// and carries a copy of the challenge's rules (a challenge is never edited, only retired) and its
// own version: an event's progress update is conditioned on the version it read, so two events at
// once cannot both complete it, and the reward is paid once.
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ChallengeMeasure } from '@fitchoice/shared/api';
import { MAX_OPEN_CHALLENGES } from '@fitchoice/shared/api';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { queryAll } from '../dynamo/query-all';
import { ConditionFailedError, type TransactItem, transact } from '../dynamo/transact';
import { challengeKeys } from '../keys/challenge-keys';
import { epochSeconds } from '../keys/keys';
import { advanceChallenge, type ChallengeEvent, type ChallengeRules, challengeState, type MemberProgress } from './joinable-challenges';

export interface ChallengeRecord extends ChallengeRules {
  id: string;
  title: string;
  description: string;
  rewardXp: number;
  rewardCents: bigint;
  /** public: listed for everyone; private: a member's own, seen by those taking part. */
  visibility: 'public' | 'private';
  /** Who made a private challenge (null: an admin's, or seeded). */
  owner: { id: string; name: string } | null;
  status: 'active' | 'retired';
  participants: number;
  createdAt: string;
}

export interface MembershipRecord {
  userId: string;
  challengeId: string;
  /** Shown on the challenge's board. */
  name: string;
  joinedAt: string;
  /** Copied from the challenge when joining. */
  title: string;
  rules: ChallengeRules;
  rewardXp: number;
  rewardCents: bigint;
  progress: MemberProgress;
  /** When the current progress was reached (the board's tie-break). */
  reachedAt: string;
  /** What completing it paid, in the transaction of the event that completed it. */
  paid: { xp: number; cents: bigint } | null;
  version: number;
}

function challengeFromItem(item: Record<string, unknown>): ChallengeRecord {
  return {
    id: item.id as string,
    title: item.title as string,
    description: item.description as string,
    startsAt: item.startsAt as string,
    endsAt: item.endsAt as string,
    measure: item.measure as ChallengeMeasure,
    target: Number(item.target),
    region: (item.region as string | undefined) ?? null,
    rewardXp: Number(item.rewardXp),
    rewardCents: BigInt(item.rewardCents as number | bigint),
    visibility: item.visibility as ChallengeRecord['visibility'],
    owner: item.ownerId === undefined ? null : { id: item.ownerId as string, name: item.ownerName as string },
    status: item.status as ChallengeRecord['status'],
    participants: Number(item.participants ?? 0),
    createdAt: item.createdAt as string,
  };
}

function membershipFromItem(item: Record<string, unknown>): MembershipRecord {
  return {
    userId: item.userId as string,
    challengeId: item.challengeId as string,
    name: item.name as string,
    joinedAt: item.joinedAt as string,
    title: item.title as string,
    rules: item.rules as ChallengeRules,
    rewardXp: Number(item.rewardXp),
    rewardCents: BigInt(item.rewardCents as number | bigint),
    progress: {
      count: Number(item.count ?? 0),
      seen: (item.seen as string[] | undefined) ?? [],
      completedAt: (item.completedAt as string | undefined) ?? null,
    },
    reachedAt: item.reachedAt as string,
    paid: item.paidXp === undefined ? null : { xp: Number(item.paidXp), cents: BigInt(item.paidCents as number | bigint) },
    version: Number(item.version),
  };
}

export function challengeItem(challenge: ChallengeRecord): Record<string, unknown> {
  const { region, owner, ...rest } = challenge;
  return {
    ...challengeKeys.challenge(challenge.id),
    ...(challenge.visibility === 'public' ? challengeKeys.publicIndex(challenge.endsAt, challenge.id) : {}),
    type: 'challenge',
    ...rest,
    ...(region === null ? {} : { region }),
    ...(owner === null ? {} : { ownerId: owner.id, ownerName: owner.name }),
  };
}

export async function getChallenge(challengeId: string): Promise<ChallengeRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: challengeKeys.challenge(challengeId), ConsistentRead: true }),
  );
  return Item ? challengeFromItem(Item) : null;
}

/** Public challenges that end after `endsAfter` (all of them without it), soonest end first. */
export async function listPublicChallenges(endsAfter?: string): Promise<ChallengeRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    IndexName: 'GSI1',
    KeyConditionExpression: endsAfter ? 'GSI1PK = :pk AND GSI1SK > :after' : 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': challengeKeys.publicPartition, ...(endsAfter ? { ':after': endsAfter } : {}) },
  });
  const challenges = items.map(challengeFromItem);
  return challenges;
}

/** Puts a new challenge, with `extra` items (an admin's audit entry) in the same transaction. */
export async function createChallenge(challenge: ChallengeRecord, extra: TransactItem[] = []): Promise<void> {
  const put = { TableName: TABLE, Item: challengeItem(challenge), ConditionExpression: 'attribute_not_exists(PK)' };
  if (extra.length === 0) await documentClient.send(new PutCommand(put));
  else await transact([{ Put: put }, ...extra]);
}

/**
 * No new members from now on; those taking part may still finish. With the admin's audit entry in
 * the same transaction; retiring twice changes (and audits) nothing.
 */
export async function retireChallenge(
  challengeId: string,
  audit: (challenge: ChallengeRecord) => TransactItem,
): Promise<ChallengeRecord | null> {
  const challenge = await getChallenge(challengeId);
  if (challenge?.status !== 'active') return challenge;
  try {
    await transact([
      {
        Update: {
          TableName: TABLE,
          Key: challengeKeys.challenge(challengeId),
          UpdateExpression: 'SET #status = :retired',
          ConditionExpression: 'attribute_exists(PK) AND #status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':retired': 'retired', ':active': 'active' },
        },
      },
      audit(challenge),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError) || error.index !== 0) throw error;
  }
  return getChallenge(challengeId);
}

/** Every challenge the member takes part in (finished ones too), read consistently. */
export async function membershipsOf(userId: string): Promise<MembershipRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': challengeKeys.membership(userId, '').PK, ':prefix': challengeKeys.membershipPrefix },
    ConsistentRead: true,
  });
  const memberships = items.map(membershipFromItem);
  return memberships;
}

export async function getMembership(userId: string, challengeId: string): Promise<MembershipRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: challengeKeys.membership(userId, challengeId), ConsistentRead: true }),
  );
  return Item ? membershipFromItem(Item) : null;
}

/** Neither ended nor completed at `atMs`: what a new event may move. */
function isOpen(membership: MembershipRecord, atMs: number): boolean {
  return membership.progress.completedAt === null && challengeState(membership.rules, atMs) !== 'ended';
}

/** Whether the member is already in as many challenges as they may be (not ended, not completed). */
async function atOpenCap(userId: string, now: Date): Promise<boolean> {
  const open = (await membershipsOf(userId)).filter((m) => isOpen(m, now.getTime()));
  return open.length >= MAX_OPEN_CHALLENGES;
}

/** A new member's place in a challenge, with a copy of its rules and reward. */
function newMembership(user: { id: string; name: string }, challenge: ChallengeRecord, at: string): MembershipRecord {
  return {
    userId: user.id,
    challengeId: challenge.id,
    name: user.name,
    joinedAt: at,
    title: challenge.title,
    rules: {
      measure: challenge.measure,
      target: challenge.target,
      startsAt: challenge.startsAt,
      endsAt: challenge.endsAt,
      region: challenge.region,
    },
    rewardXp: challenge.rewardXp,
    rewardCents: challenge.rewardCents,
    progress: { count: 0, seen: [], completedAt: null },
    reachedAt: at,
    paid: null,
    version: 1,
  };
}

export type JoinResult =
  | { state: 'joined' | 'already_joined'; membership: MembershipRecord }
  | { state: 'ended' | 'retired' | 'too_many' | 'not_found' };

/**
 * Joins the member to a challenge, once: the membership is put only if it is not there, in the same
 * transaction as the participant count, on the condition that the challenge is active and not ended.
 */
export async function joinChallenge(user: { id: string; name: string }, challengeId: string, now: Date): Promise<JoinResult> {
  const at = now.toISOString();
  const challenge = await getChallenge(challengeId);
  if (!challenge) return { state: 'not_found' };
  const existing = await getMembership(user.id, challengeId);
  if (existing) return { state: 'already_joined', membership: existing };
  if (challengeState(challenge, now.getTime()) === 'ended') return { state: 'ended' };
  if (challenge.status !== 'active') return { state: 'retired' };
  if (await atOpenCap(user.id, now)) return { state: 'too_many' };
  const membership = newMembership(user, challenge, at);
  try {
    await transact([
      {
        Put: {
          TableName: TABLE,
          Item: membershipItem(membership),
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: challengeKeys.challenge(challengeId),
          UpdateExpression: 'ADD participants :one',
          ConditionExpression: '#status = :active AND endsAt > :at',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':one': 1, ':active': 'active', ':at': at },
        },
      },
    ]);
    return { state: 'joined', membership };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    if (error.index === 0) {
      const joined = await getMembership(user.id, challengeId);
      if (joined) return { state: 'already_joined', membership: joined };
    }
    const current = await getChallenge(challengeId);
    return { state: current && challengeState(current, now.getTime()) === 'ended' ? 'ended' : 'retired' };
  }
}

export type CreatePrivateResult = { state: 'created'; membership: MembershipRecord } | { state: 'too_many' };

/**
 * A member's private challenge, in one transaction: the challenge (out of the public index), its
 * owner's membership, and an invitation in each invited friend's partition (`extra`: the
 * Idempotency-Key's answer). The caller has checked that every invitee is the owner's friend.
 */
export async function createPrivateChallenge(
  owner: { id: string; name: string },
  challenge: ChallengeRecord,
  friendIds: readonly string[],
  now: Date,
  extra: (membership: MembershipRecord) => TransactItem[],
): Promise<CreatePrivateResult> {
  if (await atOpenCap(owner.id, now)) return { state: 'too_many' };
  const at = now.toISOString();
  const membership = newMembership(owner, challenge, at);
  await transact([
    { Put: { TableName: TABLE, Item: challengeItem({ ...challenge, participants: 1 }), ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { TableName: TABLE, Item: membershipItem(membership), ConditionExpression: 'attribute_not_exists(PK)' } },
    ...friendIds.map((friendId) => ({
      Put: {
        TableName: TABLE,
        // Gone (the table's TTL) once the challenge ends: nobody may join it then.
        Item: {
          ...challengeKeys.invite(friendId, challenge.id),
          type: 'challenge-invite',
          challengeId: challenge.id,
          invitedAt: at,
          expiresAt: epochSeconds(Date.parse(challenge.endsAt)),
        },
      },
    })),
    ...extra(membership),
  ]);
  return { state: 'created', membership };
}

/** Whether the member was invited to this private challenge. */
export async function isInvited(userId: string, challengeId: string): Promise<boolean> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: challengeKeys.invite(userId, challengeId), ProjectionExpression: 'PK' }),
  );
  return Item !== undefined;
}

/** The private challenges friends invited the member to (joined or not). */
export async function invitedChallengeIds(userId: string): Promise<string[]> {
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': challengeKeys.invite(userId, '').PK, ':prefix': challengeKeys.invitePrefix },
    ProjectionExpression: 'challengeId',
  });
  const ids = items.map((item) => item.challengeId as string);
  return ids;
}

function membershipItem(membership: MembershipRecord): Record<string, unknown> {
  const { progress, paid: _paid, ...rest } = membership;
  return {
    ...challengeKeys.membership(membership.userId, membership.challengeId),
    ...challengeKeys.boardIndex(membership.challengeId, progress.count, Date.parse(membership.reachedAt), membership.userId),
    type: 'challenge-membership',
    ...rest,
    count: progress.count,
    seen: progress.seen,
    ...(progress.completedAt === null ? {} : { completedAt: progress.completedAt }),
  };
}

export type LeaveResult = { state: 'left' | 'not_member' } | { state: 'completed'; membership: MembershipRecord };

/** Leaves a challenge not yet completed (its progress goes); a completed one stays, with its reward. */
export async function leaveChallenge(userId: string, challengeId: string): Promise<LeaveResult> {
  try {
    await transact([
      {
        Delete: {
          TableName: TABLE,
          Key: challengeKeys.membership(userId, challengeId),
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(completedAt)',
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: challengeKeys.challenge(challengeId),
          UpdateExpression: 'ADD participants :minusOne',
          ExpressionAttributeValues: { ':minusOne': -1 },
        },
      },
    ]);
    return { state: 'left' };
  } catch (error) {
    if (!(error instanceof ConditionFailedError)) throw error;
    const membership = await getMembership(userId, challengeId);
    return membership ? { state: 'completed', membership } : { state: 'not_member' };
  }
}

export interface CompletedChallenge {
  challengeId: string;
  title: string;
  xp: number;
  cents: bigint;
}

export interface ChallengeProgress {
  /** The membership updates, each conditioned on the version read (a failure means: read again). */
  items: TransactItem[];
  /** The paying challenges this event completes: their rewards go into the same transaction. */
  completed: CompletedChallenge[];
}

export const NO_CHALLENGE_PROGRESS: ChallengeProgress = { items: [], completed: [] };

/**
 * What an event does to the member's open challenges: the updates of those it moves (at most
 * MAX_OPEN_CHALLENGES, soonest end first, so a transaction stays small whatever was joined), and
 * the ones it completes, each recording what it pays.
 */
export async function progressOnEvent(userId: string, event: ChallengeEvent, at: Date): Promise<ChallengeProgress> {
  const atMs = at.getTime();
  const open = (await membershipsOf(userId))
    .filter((m) => isOpen(m, atMs))
    .sort((a, b) => a.rules.endsAt.localeCompare(b.rules.endsAt))
    .slice(0, MAX_OPEN_CHALLENGES);
  const items: TransactItem[] = [];
  const completed: CompletedChallenge[] = [];
  for (const membership of open) {
    const step = advanceChallenge(membership.rules, membership.joinedAt, membership.progress, event, atMs);
    if (!step.moved) continue;
    const board = challengeKeys.boardIndex(membership.challengeId, step.progress.count, atMs, userId);
    items.push({
      Update: {
        TableName: TABLE,
        Key: challengeKeys.membership(userId, membership.challengeId),
        UpdateExpression: `SET #count = :count, seen = :seen, reachedAt = :at, GSI2SK = :board, version = :next${
          step.completed ? ', completedAt = :at, paidXp = :xp, paidCents = :cents' : ''
        }`,
        ConditionExpression: 'version = :version',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':count': step.progress.count,
          ':seen': step.progress.seen,
          ':at': at.toISOString(),
          ':board': board.GSI2SK,
          ':next': membership.version + 1,
          ':version': membership.version,
          ...(step.completed ? { ':xp': membership.rewardXp, ':cents': membership.rewardCents } : {}),
        },
      },
    });
    // A private challenge pays nothing: completing it is only the membership's update.
    if (step.completed && (membership.rewardXp > 0 || membership.rewardCents > 0n)) {
      completed.push({
        challengeId: membership.challengeId,
        title: membership.title,
        xp: membership.rewardXp,
        cents: membership.rewardCents,
      });
    }
  }
  return { items, completed };
}

export interface BoardRow {
  userId: string;
  name: string;
  progress: number;
  completed: boolean;
  boardKey: string;
}

/** The top of a challenge's board: most progress first, then who got there first. */
export async function challengeBoard(challengeId: string, limit: number): Promise<BoardRow[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': challengeKeys.boardPartition(challengeId) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    userId: item.userId as string,
    name: item.name as string,
    progress: Number(item.count ?? 0),
    completed: item.completedAt !== undefined,
    boardKey: item.GSI2SK as string,
  }));
}

/** How many members are ahead of `boardKey` on the challenge's board: a member's rank is this + 1. */
export async function countAhead(challengeId: string, boardKey: string): Promise<number> {
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK > :mine',
        ExpressionAttributeValues: { ':pk': challengeKeys.boardPartition(challengeId), ':mine': boardKey },
        Select: 'COUNT',
        ExclusiveStartKey: startKey,
      }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return count;
}

/** The board key of a membership as stored. */
export function boardKeyOf(membership: MembershipRecord): string {
  return challengeKeys.boardIndex(membership.challengeId, membership.progress.count, Date.parse(membership.reachedAt), membership.userId)
    .GSI2SK;
}

/** Seeds the challenges unless this version (or a later one) is there; only missing ones are put. Answers how many it wrote. */
export async function seedChallengeCatalogue(challenges: readonly ChallengeRecord[], now: Date, version: number): Promise<number> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: challengeKeys.catalogue(), ConsistentRead: true }));
  if (Item && Number(Item.version) >= version) return 0;
  let written = 0;
  for (const challenge of challenges) {
    try {
      await createChallenge(challenge);
      written += 1;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...challengeKeys.catalogue(), version, count: challenges.length, seededAt: now.toISOString() },
    }),
  );
  return written;
}
