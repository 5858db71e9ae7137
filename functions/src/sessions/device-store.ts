// Known devices: a device that has signed in to an account keeps a random token in its `did`
// cookie; the table keeps only the token's SHA-256 and whose device it is, for a year.
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { epochSeconds, keys } from '../keys/keys';

export interface DeviceRecord {
  userId: string;
  /** Epoch seconds. */
  expiresAt: number;
}

export async function putDevice(tokenHash: string, device: DeviceRecord): Promise<void> {
  await documentClient.send(new PutCommand({ TableName: TABLE, Item: { ...keys.device(tokenHash), ...device } }));
}

export async function getDevice(tokenHash: string, now: number): Promise<DeviceRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.device(tokenHash), ConsistentRead: true }));
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now)) return null;
  return { userId: Item.userId as string, expiresAt: Number(Item.expiresAt) };
}
