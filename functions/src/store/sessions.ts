// Sessions: only the SHA-256 of the cookie's token is stored, with a TTL.
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from './client';
import { epochSeconds, keys } from './keys';

export interface SessionRecord {
  userId: string;
  /** Copied from the profile when the session opens (undefined on sessions opened before it was kept). */
  isGuest?: boolean;
  createdAt: string;
  /** Epoch seconds. DynamoDB's TTL deletes late, so reads check it too. */
  expiresAt: number;
}

export async function putSession(tokenHash: string, session: SessionRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...keys.session(tokenHash), ...session },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getSession(tokenHash: string, now: number): Promise<SessionRecord | null> {
  // Strongly consistent: the request right after a login must find the session just written.
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.session(tokenHash), ConsistentRead: true }));
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now)) return null;
  return {
    userId: Item.userId as string,
    ...(typeof Item.isGuest === 'boolean' ? { isGuest: Item.isGuest } : {}),
    createdAt: Item.createdAt as string,
    expiresAt: Number(Item.expiresAt),
  };
}

export async function deleteSession(tokenHash: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: keys.session(tokenHash) }));
}

/** Moves a guest's session and profile expiry on together (a guest is forgotten when idle). */
export async function extendGuest(tokenHash: string, userId: string, expiresAt: number): Promise<void> {
  const extend = (Key: Record<string, string>) => ({
    Update: {
      TableName: TABLE,
      Key,
      UpdateExpression: 'SET expiresAt = :expiresAt',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':expiresAt': expiresAt },
    },
  });
  await documentClient.send(new TransactWriteCommand({ TransactItems: [extend(keys.session(tokenHash)), extend(keys.user(userId))] }));
}
