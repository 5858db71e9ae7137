// A professional's calendar feed: a secret token in an address any calendar app subscribes to
// (the feed answers without a cookie; the token is its only key). The token is kept on the
// professional's item, where their panel shows its address again, and found from a request by its
// SHA-256 alone. Rotating replaces both in one transaction: the old address answers 404 at once.
import { createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { ConditionFailedError, retryRaces, TRY_AGAIN, transactOnce } from '../dynamo/transact';
import { proKeys } from '../keys/pro-keys';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The address path of a feed token. */
export function feedPath(token: string): string {
  return `/api/calendar-feeds/${token}/sessions.ics`;
}

/** The professional's feed token, if they made one. */
export async function feedTokenOf(proId: string): Promise<string | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: proKeys.calendarFeed(proId), ConsistentRead: true }));
  return (Item?.token as string | undefined) ?? null;
}

/** Makes the feed, or gives it a new token: the old one stops opening it. Answers the new token. */
export async function rotateFeedToken(proId: string, now: Date): Promise<string> {
  return retryRaces(async () => {
    const old = await feedTokenOf(proId);
    const token = randomBytes(32).toString('base64url');
    try {
      await transactOnce([
        {
          Put: {
            TableName: TABLE,
            Item: { ...proKeys.calendarFeed(proId), token, rotatedAt: now.toISOString() },
            // Two rotations at once: the second reads again and replaces the first's token.
            ...(old
              ? {
                  ConditionExpression: '#token = :old',
                  ExpressionAttributeNames: { '#token': 'token' },
                  ExpressionAttributeValues: { ':old': old },
                }
              : { ConditionExpression: 'attribute_not_exists(PK)' }),
          },
        },
        {
          Put: {
            TableName: TABLE,
            Item: { ...proKeys.calendarFeedToken(hashOf(token)), professionalId: proId },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...(old ? [{ Delete: { TableName: TABLE, Key: proKeys.calendarFeedToken(hashOf(old)) } }] : []),
      ]);
      return token;
    } catch (error) {
      if (error instanceof ConditionFailedError) return TRY_AGAIN;
      throw error;
    }
  });
}

/** The professional a feed token opens; null for one never made or rotated away. */
export async function professionalOfFeed(token: string): Promise<string | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: proKeys.calendarFeedToken(hashOf(token)) }));
  return (Item?.professionalId as string | undefined) ?? null;
}
