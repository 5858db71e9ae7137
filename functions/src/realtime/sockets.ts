// Open real-time sockets: one item under the member (to fan out to all their devices) and one
// under the connection (to find its member on disconnect), both with a TTL, since a socket can
// vanish without a disconnect event.
import { DeleteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { transact } from '../dynamo/transact';
import { epochSeconds } from '../keys/keys';
import { socialKeys } from '../keys/social-keys';

/** API Gateway closes a WebSocket after 2 hours at most; the items outlive it a little. */
export const SOCKET_TTL_MS = 3 * 60 * 60 * 1000;

export async function saveSocket(userId: string, connectionId: string, now: Date): Promise<void> {
  const expiresAt = epochSeconds(now.getTime() + SOCKET_TTL_MS);
  await transact([
    { Put: { TableName: TABLE, Item: { ...socialKeys.socket(userId, connectionId), connectionId, expiresAt } } },
    { Put: { TableName: TABLE, Item: { ...socialKeys.socketOwner(connectionId), userId, expiresAt } } },
  ]);
}

export async function socketOwner(connectionId: string): Promise<string | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: socialKeys.socketOwner(connectionId) }));
  if (!Item || Number(Item.expiresAt) * 1000 < Date.now()) return null;
  return Item.userId as string;
}

export async function deleteSocket(userId: string, connectionId: string): Promise<void> {
  await Promise.all([
    documentClient.send(new DeleteCommand({ TableName: TABLE, Key: socialKeys.socket(userId, connectionId) })),
    documentClient.send(new DeleteCommand({ TableName: TABLE, Key: socialKeys.socketOwner(connectionId) })),
  ]);
}

/** The member's open sockets (DynamoDB deletes expired items late: those are left out here). */
export async function socketsOf(userId: string, now = Date.now()): Promise<string[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': socialKeys.socketPrefix },
    }),
  );
  return Items.filter((item) => Number(item.expiresAt) * 1000 > now).map((item) => item.connectionId as string);
}
