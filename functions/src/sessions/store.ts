// Sessions: only the SHA-256 of the cookie's token is stored (`SESSION#<hash>`, read on every
// request by one GetItem), with a TTL. Each session also has an entry in its user's partition
// (`USER#<id>/SESSION#<sessionId>`) written in the same transaction, so one strongly consistent
// query finds every session of a user: the devices list, "sign out everywhere", and revoking all
// of them on suspension, password change, reset and deletion.
// A session read is kept in this process for SESSION_CACHE_MS (a member's app sends its requests in
// bursts; `GET /api/auth/me` then costs one DynamoDB call, not two); every end of a session in this
// process drops it at once, and one ended elsewhere (another Lambda container) works here for at
// most SESSION_CACHE_MS more.
import { DeleteCommand, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed, transactionCancellationCodes } from '../dynamo/errors';
import { queryAll } from '../dynamo/query-all';
import { accountKeys } from '../keys/account-keys';
import { epochSeconds, keys } from '../keys/keys';

export interface SessionRecord {
  userId: string;
  /** Copied from the profile when the session opens (undefined on sessions opened before it was kept). */
  isGuest?: boolean;
  /** The id the user's session list names it by (undefined on sessions opened before the list existed). */
  sessionId?: string;
  createdAt: string;
  /** When the session was last used, kept to within SEEN_PRECISION_MS. */
  lastSeenAt?: string;
  /** Epoch seconds. DynamoDB's TTL deletes late, so reads check it too. */
  expiresAt: number;
}

/** Where a session was opened, as the devices list shows it. */
export interface SessionDevice {
  /** e.g. "Chrome on Android". */
  device: string;
  /** An ISO country code, with the viewer's region and city when the edge told us; null locally. */
  place: { country: string; region: string | null; city: string | null } | null;
}

export interface UserSession extends SessionDevice {
  sessionId: string;
  createdAt: string;
  lastSeenAt: string;
}

/** The account may not have a session (suspended, deleted, or its password changed since it was checked). */
export class SessionRefusedError extends Error {
  constructor() {
    super('This account cannot be signed in now');
    this.name = 'SessionRefusedError';
  }
}

/** Last-seen is written at most this often per session: a write per request would double the hot path's cost. */
export const SEEN_PRECISION_MS = 5 * 60 * 1000;

/**
 * Writes the session, its entry in the user's list and a check that the account may be signed in
 * (it exists, is neither suspended nor deleted, and — for a password sign-in — its credentials are still the ones
 * checked: `credentialVersion`), in one transaction, so a session can never outlive a revocation
 * that raced it.
 */
export async function putSession(
  tokenHash: string,
  session: SessionRecord & { sessionId: string },
  device: SessionDevice,
  credentialVersion?: number,
): Promise<void> {
  const lastSeenAt = session.lastSeenAt ?? session.createdAt;
  const accountCondition = [
    'attribute_exists(PK)',
    'attribute_not_exists(suspendedAt)',
    'attribute_not_exists(deletedAt)',
    ...(credentialVersion === undefined
      ? []
      : [credentialVersion === 0 ? '(attribute_not_exists(credentialVersion) OR credentialVersion = :v)' : 'credentialVersion = :v']),
  ].join(' AND ');
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: TABLE,
              Item: { ...keys.session(tokenHash), ...session, lastSeenAt },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Put: {
              TableName: TABLE,
              Item: {
                ...accountKeys.userSession(session.userId, session.sessionId),
                sessionId: session.sessionId,
                tokenHash,
                createdAt: session.createdAt,
                lastSeenAt,
                device: device.device,
                place: device.place,
                expiresAt: session.expiresAt,
              },
            },
          },
          {
            ConditionCheck: {
              TableName: TABLE,
              Key: keys.user(session.userId),
              ConditionExpression: accountCondition,
              ...(credentialVersion === undefined ? {} : { ExpressionAttributeValues: { ':v': credentialVersion } }),
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (transactionCancellationCodes(error)?.[2] === 'ConditionalCheckFailed') throw new SessionRefusedError();
    throw error;
  }
}

/**
 * How long this process answers a session from its last read: the bound on how long a session
 * ended by another process still works here. Short, so "sign out everywhere" and a suspension are
 * felt everywhere at once as far as a member can tell.
 */
export const SESSION_CACHE_MS = 2_000;
/** Sessions kept at most (the oldest read goes first): a bound on memory, not a tuning knob. */
const SESSION_CACHE_SIZE = 10_000;
const recentSessions = new Map<string, { session: SessionRecord; until: number }>();
/** Moves on once a session has ended here (after its delete): a read that started before is not kept. */
let sessionEnds = 0;

function forgetSessions(tokenHashes: string[]): void {
  sessionEnds++;
  for (const tokenHash of tokenHashes) recentSessions.delete(tokenHash);
}

export async function getSession(tokenHash: string, now: number): Promise<SessionRecord | null> {
  const recent = recentSessions.get(tokenHash);
  // Monotonic real time for the cache's bound; the (test-settable) `now` for the session's expiry.
  if (recent && recent.until > performance.now()) return recent.session.expiresAt > epochSeconds(now) ? recent.session : null;
  if (recent) recentSessions.delete(tokenHash);
  const endsBefore = sessionEnds;
  // Strongly consistent: the request right after a login must find the session just written.
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.session(tokenHash), ConsistentRead: true }));
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now)) return null;
  const session: SessionRecord = {
    userId: Item.userId as string,
    ...(typeof Item.isGuest === 'boolean' ? { isGuest: Item.isGuest } : {}),
    ...(typeof Item.sessionId === 'string' ? { sessionId: Item.sessionId } : {}),
    createdAt: Item.createdAt as string,
    ...(typeof Item.lastSeenAt === 'string' ? { lastSeenAt: Item.lastSeenAt } : {}),
    expiresAt: Number(Item.expiresAt),
  };
  if (endsBefore === sessionEnds) {
    if (recentSessions.size >= SESSION_CACHE_SIZE) recentSessions.delete(recentSessions.keys().next().value!);
    recentSessions.set(tokenHash, { session, until: performance.now() + SESSION_CACHE_MS });
  }
  return session;
}

/** Deletes a session and its entry in its user's list; answers whose it was (null: no such session). */
export async function deleteSession(tokenHash: string): Promise<string | null> {
  const { Attributes } = await documentClient.send(
    new DeleteCommand({ TableName: TABLE, Key: keys.session(tokenHash), ReturnValues: 'ALL_OLD' }),
  );
  if (typeof Attributes?.sessionId === 'string') {
    await documentClient.send(
      new DeleteCommand({ TableName: TABLE, Key: accountKeys.userSession(Attributes.userId as string, Attributes.sessionId) }),
    );
  }
  forgetSessions([tokenHash]);
  return typeof Attributes?.userId === 'string' ? Attributes.userId : null;
}

/**
 * Records that the session was used now, when its last-seen is older than SEEN_PRECISION_MS: the
 * session item and its list entry, conditioned on the value read, so concurrent requests write once.
 */
export async function touchSession(tokenHash: string, session: SessionRecord, now: number): Promise<void> {
  if (!session.sessionId) return;
  const seen = session.lastSeenAt ?? session.createdAt;
  if (now - Date.parse(seen) < SEEN_PRECISION_MS) return;
  // The next read finds the new last-seen (a kept one would try this write again on every request).
  recentSessions.delete(tokenHash);
  const at = new Date(now).toISOString();
  try {
    await documentClient.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: TABLE,
              Key: keys.session(tokenHash),
              UpdateExpression: 'SET lastSeenAt = :at',
              ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(lastSeenAt) OR lastSeenAt = :seen)',
              ExpressionAttributeValues: { ':at': at, ':seen': seen },
            },
          },
          {
            Update: {
              TableName: TABLE,
              Key: accountKeys.userSession(session.userId, session.sessionId),
              UpdateExpression: 'SET lastSeenAt = :at',
              ConditionExpression: 'attribute_exists(PK)',
              ExpressionAttributeValues: { ':at': at },
            },
          },
        ],
      }),
    );
  } catch (error) {
    // Another request wrote it, or the session ended meanwhile: nothing to do.
    if (transactionCancellationCodes(error) || isConditionFailed(error)) return;
    throw error;
  }
}

interface ListedSession extends UserSession {
  tokenHash: string;
  expiresAt: number;
}

async function listUserSessions(userId: string, nowSeconds: number): Promise<ListedSession[]> {
  const sessions: ListedSession[] = [];
  const items = await queryAll({
    TableName: TABLE,
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':prefix': accountKeys.userSessionPrefix },
    ConsistentRead: true,
  });
  for (const item of items) {
    if (Number(item.expiresAt) <= nowSeconds) continue;
    sessions.push({
      sessionId: item.sessionId as string,
      tokenHash: item.tokenHash as string,
      expiresAt: Number(item.expiresAt),
      createdAt: item.createdAt as string,
      lastSeenAt: item.lastSeenAt as string,
      device: item.device as string,
      place: (item.place as SessionDevice['place'] | undefined) ?? null,
    });
  }
  return sessions;
}

/** The user's open sessions, most recently used first. */
export async function sessionsOfUser(userId: string, now: number): Promise<UserSession[]> {
  const sessions = await listUserSessions(userId, epochSeconds(now));
  return sessions
    .map(({ tokenHash: _hash, expiresAt: _expires, ...session }) => session)
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt) || a.sessionId.localeCompare(b.sessionId));
}

/**
 * Ends the user's sessions (all of them, or all but `keep`, or only `only`) and answers how many
 * were open. Expired entries DynamoDB has not deleted yet go too.
 */
export async function revokeSessions(userId: string, now: number, options: { keep?: string; only?: string } = {}): Promise<number> {
  const sessions = await listUserSessions(userId, 0);
  const ending = sessions.filter((session) =>
    options.only !== undefined ? session.sessionId === options.only : session.sessionId !== options.keep,
  );
  await Promise.all(
    ending.map((session) =>
      Promise.all([
        documentClient.send(new DeleteCommand({ TableName: TABLE, Key: keys.session(session.tokenHash) })),
        documentClient.send(new DeleteCommand({ TableName: TABLE, Key: accountKeys.userSession(userId, session.sessionId) })),
      ]),
    ),
  );
  forgetSessions(ending.map((session) => session.tokenHash));
  return ending.filter((session) => session.expiresAt > epochSeconds(now)).length;
}

/** Moves a guest's session and profile expiry on together (a guest is forgotten when idle). */
export async function extendGuest(session: SessionRecord & { tokenHash: string }, expiresAt: number): Promise<void> {
  const extend = (Key: Record<string, string>) => ({
    Update: {
      TableName: TABLE,
      Key,
      UpdateExpression: 'SET expiresAt = :expiresAt',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':expiresAt': expiresAt },
    },
  });
  const entry = session.sessionId ? [extend(accountKeys.userSession(session.userId, session.sessionId))] : [];
  recentSessions.delete(session.tokenHash);
  await documentClient.send(
    new TransactWriteCommand({ TransactItems: [extend(keys.session(session.tokenHash)), extend(keys.user(session.userId)), ...entry] }),
  );
}
