// Seeding the gym catalogue: a batch write of every gym, then a marker with the catalogue version.
// Only the local runtime and the seed script use it; no handler writes in batches.
import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CATALOGUE_VERSION, type GymRecord } from '../catalogue/generate';
import { documentClient, TABLE } from './client';
import { gymKeys } from './gym-keys';
import { gymItem } from './gyms';
import { pause } from './transact';

/** Writes the catalogue unless this version (or a later one) is already there. Answers how many gyms it wrote. */
export async function seedCatalogue(gyms: readonly GymRecord[], now: Date): Promise<number> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.catalogue(), ConsistentRead: true }));
  if (Item && Number(Item.version) >= CATALOGUE_VERSION) return 0;
  for (let start = 0; start < gyms.length; start += 25) {
    let requests = gyms.slice(start, start + 25).map((gym) => ({ PutRequest: { Item: gymItem(gym) } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      const { UnprocessedItems } = await documentClient.send(new BatchWriteCommand({ RequestItems: { [TABLE]: requests } }));
      requests = (UnprocessedItems?.[TABLE] ?? []) as typeof requests;
      if (requests.length > 0) await pause(50 * (attempt + 1));
    }
  }
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...gymKeys.catalogue(), version: CATALOGUE_VERSION, count: gyms.length, seededAt: now.toISOString() },
    }),
  );
  return gyms.length;
}
