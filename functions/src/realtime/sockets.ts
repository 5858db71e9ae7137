// Open real-time sockets: one item under the member (to fan out to all their devices) and one
// under the connection (to find its member on disconnect), both with a TTL, since a socket can
// vanish without a disconnect event. Each names the session (its token's SHA-256) that opened it:
// the socket lives only as long as that session.
import { BatchGetCommand, DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { writeBatch } from '../dynamo/batch-write';
import { documentClient, TABLE } from '../dynamo/client';
import { epochSeconds, keys } from '../keys/keys';
import { socketKeys } from '../keys/socket-keys';

/** API Gateway closes a WebSocket after 2 hours at most; the items outlive it a little. */
export const SOCKET_TTL_MS = 3 * 60 * 60 * 1000;

/** An open socket and the session it belongs to. */
export interface SocketRecord {
  userId: string;
  connectionId: string;
  /** The SHA-256 of the session token that opened it ('' on sockets saved before it was kept: no session is theirs). */
  sessionHash: string;
}

/**
 * Writes both items in one batch, not a transaction (which bills each item twice): a socket whose
 * save fails is refused, and an item left behind by half a batch belongs to a connection that never
 * opened (nothing arrives on it, a send to it finds it gone) and expires with its TTL.
 */
export async function saveSocket(socket: SocketRecord, now: Date): Promise<void> {
  const expiresAt = epochSeconds(now.getTime() + SOCKET_TTL_MS);
  const { userId, connectionId, sessionHash } = socket;
  await writeBatch([
    { PutRequest: { Item: { ...socketKeys.socket(userId, connectionId), connectionId, sessionHash, expiresAt } } },
    { PutRequest: { Item: { ...socketKeys.socketOwner(connectionId), userId, sessionHash, expiresAt } } },
  ]);
}

export async function socketOwner(connectionId: string): Promise<SocketRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: socketKeys.socketOwner(connectionId) }));
  if (!Item || Number(Item.expiresAt) * 1000 < Date.now()) return null;
  return { userId: Item.userId as string, connectionId, sessionHash: (Item.sessionHash as string | undefined) ?? '' };
}

export async function deleteSocket(userId: string, connectionId: string): Promise<void> {
  await Promise.all([
    documentClient.send(new DeleteCommand({ TableName: TABLE, Key: socketKeys.socket(userId, connectionId) })),
    documentClient.send(new DeleteCommand({ TableName: TABLE, Key: socketKeys.socketOwner(connectionId) })),
  ]);
}

/** The member's open sockets (DynamoDB deletes expired items late: those are left out here). */
export async function socketsOf(userId: string, now = Date.now()): Promise<SocketRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': socketKeys.socketPrefix },
      // Strongly consistent: a socket opened a moment before its session ended must be found and closed.
      ConsistentRead: true,
    }),
  );
  return Items.filter((item) => Number(item.expiresAt) * 1000 > now).map((item) => ({
    userId,
    connectionId: item.connectionId as string,
    sessionHash: (item.sessionHash as string | undefined) ?? '',
  }));
}

const BATCH_GET_MAX = 100;

/**
 * Which of these sessions (token hashes) are open now, read from the session items themselves
 * (strongly consistent, never a process's recent reads): what a socket's every message and
 * delivery checks. Read here, below the sessions folder, which closes sockets when it ends one.
 */
export async function openSessions(tokenHashes: readonly string[], now: number): Promise<Set<string>> {
  const live = new Set<string>();
  const unique = [...new Set(tokenHashes)];
  for (let start = 0; start < unique.length; start += BATCH_GET_MAX) {
    let batch: Record<string, unknown>[] = unique.slice(start, start + BATCH_GET_MAX).map((hash) => keys.session(hash));
    while (batch.length > 0) {
      const { Responses, UnprocessedKeys } = await documentClient.send(
        new BatchGetCommand({ RequestItems: { [TABLE]: { Keys: batch, ProjectionExpression: 'PK, expiresAt', ConsistentRead: true } } }),
      );
      for (const item of Responses?.[TABLE] ?? []) {
        if (Number(item.expiresAt) > epochSeconds(now)) live.add((item.PK as string).slice(keys.session('').PK.length));
      }
      batch = (UnprocessedKeys?.[TABLE]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return live;
}
