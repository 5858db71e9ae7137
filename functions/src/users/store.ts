// Users: the profile item, the unique email item, and last-seen.
import { randomUUID } from 'node:crypto';
import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { formatCoinCents } from '@fitchoice/shared';
import type { User } from '@fitchoice/shared/api';
import { aggregateItems } from '../aggregates/aggregates';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { ConditionFailedError, transact } from '../dynamo/transact';
import { accountKeys, foldForSearch } from '../keys/account-keys';
import { gymKeys } from '../keys/gym-keys';
import { epochSeconds, keys } from '../keys/keys';

/** The profile as stored. */
export interface UserRecord {
  id: string;
  email: string | null;
  name: string;
  roles: string[];
  /** The gyms a `gym_partner` runs. */
  gymIds?: string[];
  /** The gyms whose front desk a `front_desk` account works (its owner invited it; kept apart from `gymIds`, which run a gym). */
  deskGymIds?: string[];
  /** Signed in with a temporary password: panels refuse until it is changed. */
  mustChangePassword?: boolean;
  /** Set while an admin has suspended the account: it has no session. */
  suspendedAt?: string;
  suspensionReason?: string;
  /** Counts password changes and resets: a sign-in checked against an older one opens no session. */
  credentialVersion?: number;
  /** When the member proved the email is theirs (the link mailed to it); unset until then. */
  emailVerifiedAt?: string;
  /** A new email waiting for its confirmation link to be opened. */
  pendingEmail?: string;
  /** The app's language when the member signed up or last asked for a mail: mails are written in it. */
  language?: string;
  /** The account was deleted: a tombstone that keeps the balance the ledger adds up to, nothing personal. */
  deletedAt?: string;
  isGuest: boolean;
  xp: number;
  /** The SweatCoin balance in hundredths. */
  sweatCoinCents: bigint;
  createdAt: string;
  passwordHash?: string;
  /** Last-seen as profiles kept it before it had an item of its own; lastSeenOf falls back to it. */
  legacyLastSeenAt?: string;
}

/** A guest (profile and session) is forgotten after a day without a request; each request moves it on (sessions/sessions.ts). */
export const GUEST_IDLE_TTL_SECONDS = 24 * 60 * 60;

export class EmailTakenError extends Error {
  constructor() {
    super('An account with this email already exists');
  }
}

/** The user object of the API: never the password hash. */
export function toApiUser(record: UserRecord): User {
  return {
    id: record.id,
    email: record.email,
    name: record.name,
    roles: record.roles,
    isGuest: record.isGuest,
    xp: record.xp,
    sweatCoins: formatCoinCents(record.sweatCoinCents),
    createdAt: record.createdAt,
    mustChangePassword: record.mustChangePassword === true,
    gymIds: record.gymIds ?? [],
    emailVerified: record.emailVerifiedAt !== undefined,
    pendingEmail: record.pendingEmail ?? null,
  };
}

function fromItem(item: Record<string, unknown>): UserRecord {
  return {
    id: item.id as string,
    email: (item.email as string | null | undefined) ?? null,
    name: item.name as string,
    roles: (item.roles as string[]) ?? [],
    gymIds: (item.gymIds as string[] | undefined) ?? [],
    deskGymIds: (item.deskGymIds as string[] | undefined) ?? [],
    mustChangePassword: item.mustChangePassword === true,
    suspendedAt: item.suspendedAt as string | undefined,
    suspensionReason: item.suspensionReason as string | undefined,
    credentialVersion: Number(item.credentialVersion ?? 0),
    emailVerifiedAt: item.emailVerifiedAt as string | undefined,
    pendingEmail: item.pendingEmail as string | undefined,
    language: item.language as string | undefined,
    deletedAt: item.deletedAt as string | undefined,
    isGuest: item.isGuest === true,
    xp: Number(item.xp ?? 0),
    sweatCoinCents: BigInt((item.sweatCoinCents as number | bigint | undefined) ?? 0),
    createdAt: item.createdAt as string,
    passwordHash: item.passwordHash as string | undefined,
    legacyLastSeenAt: item.lastSeenAt as string | undefined,
  };
}

// Reads here are strongly consistent: a member who was just credited, or just signed up, must see
// it on the next request (DynamoDB, and DynamoDB Local too, may answer an eventually consistent
// read from before the last write).
export async function getUser(userId: string): Promise<UserRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.user(userId), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

export async function getUserByEmail(email: string): Promise<UserRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.email(email), ConsistentRead: true }));
  return Item ? getUser(Item.userId as string) : null;
}

/** A member account; the email item and the profile are written together so an email is taken once. */
export async function createMember(input: {
  email: string;
  name: string;
  passwordHash: string;
  now: Date;
  language?: string;
}): Promise<UserRecord> {
  const record: UserRecord = {
    id: randomUUID(),
    email: input.email,
    name: input.name,
    roles: ['member'],
    isGuest: false,
    xp: 0,
    sweatCoinCents: 0n,
    createdAt: input.now.toISOString(),
    passwordHash: input.passwordHash,
    ...(input.language ? { language: input.language } : {}),
  };
  // transact() tries again when the transaction collided with another (the sign-ups' aggregate item is shared).
  try {
    await transact([
      {
        Put: {
          TableName: TABLE,
          Item: { ...keys.email(input.email), ...emailSearchIndex(input.email), userId: record.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: { ...keys.user(record.id), ...nameSearchIndex(record.name, record.id), ...record },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...aggregateItems(input.now, { signups: 1 }),
    ]);
  } catch (error) {
    if (error instanceof ConditionFailedError && error.index === 0) throw new EmailTakenError();
    throw error;
  }
  return record;
}

/** The profile's entry in the admin's search by name (guests have none). */
export function nameSearchIndex(name: string, userId: string) {
  return { GSI1PK: accountKeys.searchByName, GSI1SK: `${foldForSearch(name)}#${userId}` };
}

/** The email item's entry in the admin's search by email. */
export function emailSearchIndex(email: string) {
  return { GSI1PK: accountKeys.searchByEmail, GSI1SK: email };
}

/** A guest: no email, no password; the profile expires with its session, after a day idle. */
export async function createGuest(now: Date): Promise<UserRecord> {
  const record: UserRecord = {
    id: randomUUID(),
    email: null,
    name: 'Guest',
    roles: ['guest'],
    isGuest: true,
    xp: 0,
    sweatCoinCents: 0n,
    createdAt: now.toISOString(),
  };
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.user(record.id), ...record, expiresAt: epochSeconds(now.getTime()) + GUEST_IDLE_TTL_SECONDS },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
  return record;
}

/**
 * The member's last-seen as its own item holds it (null: none yet), read eventually consistent: a
 * stale answer is only older, and so at worst costs a heartbeat the write it could have skipped.
 */
export async function storedLastSeen(userId: string): Promise<string | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: keys.lastSeen(userId), ProjectionExpression: 'lastSeenAt' }),
  );
  return (Item?.lastSeenAt as string | undefined) ?? null;
}

/**
 * Records that the user was here at `at`, only if that is later than what is stored, so a late
 * replay never moves last-seen backwards. Answers whether it moved and the other last-seen time:
 * the one before when it moved, else the later one stored (null for a missing user). Last-seen is
 * an item of its own (keys.lastSeen): on the profile, which the admin's name search indexes, each
 * heartbeat cost a write of the index too.
 */
export async function recordLastSeen(userId: string, at: string): Promise<{ moved: boolean; previous: string | null }> {
  let previous: string | null;
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.lastSeen(userId),
        UpdateExpression: 'SET lastSeenAt = :at',
        ConditionExpression: 'attribute_not_exists(lastSeenAt) OR lastSeenAt <= :at',
        ExpressionAttributeValues: { ':at': at },
        ReturnValues: 'UPDATED_OLD',
        // A refusal (a later heartbeat got there first, common when they race) carries the stored
        // item, as DynamoDB sends it: no second read for the later last-seen.
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    previous = (Attributes?.lastSeenAt as string | undefined) ?? null;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const stored = (error as { Item?: { lastSeenAt?: { S?: string } } }).Item;
    return { moved: false, previous: stored?.lastSeenAt?.S ?? null };
  }
  // The item's first write: a heartbeat that raced the account's deletion (which deletes the item
  // after marking the profile) must not leave it behind.
  if (previous === null) {
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: TABLE, Key: keys.user(userId), ProjectionExpression: 'deletedAt', ConsistentRead: true }),
    );
    if (!Item || Item.deletedAt !== undefined) {
      await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: keys.lastSeen(userId) }));
      return { moved: false, previous: null };
    }
  }
  return { moved: true, previous };
}

/**
 * The last-seen times of these users (one BatchGetItem per 100; a user never seen is left out). One
 * not seen since last-seen got its own item keeps the time their profile held.
 */
export async function lastSeenOf(users: readonly Pick<UserRecord, 'id' | 'legacyLastSeenAt'>[]): Promise<Map<string, string>> {
  const seen = new Map<string, string>();
  for (const user of users) if (user.legacyLastSeenAt) seen.set(user.id, user.legacyLastSeenAt);
  const unique = [...new Set(users.map((user) => user.id))];
  for (let start = 0; start < unique.length; start += 100) {
    let pending: Record<string, unknown>[] = unique.slice(start, start + 100).map((id) => keys.lastSeen(id));
    while (pending.length > 0) {
      const answer = await documentClient.send(new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: pending } } }));
      for (const item of answer.Responses?.[TABLE] ?? []) seen.set((item.PK as string).slice('USER#'.length), item.lastSeenAt as string);
      pending = (answer.UnprocessedKeys?.[TABLE]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return seen;
}

/** Sets a user's roles (and a gym partner's gyms); the guard reads them on the next request. */
export async function setUserRoles(userId: string, roles: string[], gymIds: string[] = []): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: keys.user(userId),
      UpdateExpression: 'SET #roles = :roles, gymIds = :gymIds',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#roles': 'roles' },
      ExpressionAttributeValues: { ':roles': roles, ':gymIds': gymIds },
    }),
  );
  // A gym partner's gyms know them, as an approval links them (partners/store.ts).
  if (!roles.includes('gym_partner')) return;
  const createdAt = new Date().toISOString();
  await Promise.all(
    gymIds.map((gymId) =>
      documentClient.send(new PutCommand({ TableName: TABLE, Item: { ...gymKeys.partner(gymId, userId), userId, createdAt } })),
    ),
  );
}
