// Web Push subscriptions, one item per device endpoint under its member.
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { socialKeys } from '../keys/social-keys';

export interface PushSubscriptionRecord {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export async function savePushSubscription(userId: string, subscription: PushSubscriptionRecord, now: Date): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...socialKeys.pushSubscription(userId, subscription.endpoint), ...subscription, createdAt: now.toISOString() },
    }),
  );
}

export async function deletePushSubscription(userId: string, endpoint: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: socialKeys.pushSubscription(userId, endpoint) }));
}

export async function pushSubscriptionsOf(userId: string): Promise<PushSubscriptionRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': socialKeys.pushPrefix },
    }),
  );
  return Items.map((item) => ({ endpoint: item.endpoint as string, keys: item.keys as PushSubscriptionRecord['keys'] }));
}
