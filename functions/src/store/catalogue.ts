// Seeding the gym catalogue. A fresh store gets every gym in batch writes; a store seeded with an
// older catalogue version gets only the gyms it does not have, so the ratings its reviews added and
// any partner edits stay. A marker item holds the version seeded. Only the local runtime and the
// seed script call this; no handler writes in batches.
import { BatchWriteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { CATALOGUE_VERSION, type GymRecord } from '../catalogue/generate';
import { documentClient, TABLE } from './client';
import { isConditionFailed } from './errors';
import { gymKeys } from './gym-keys';
import { gymItem } from './gyms';
import { proKeys } from './pro-keys';
import { getProfessional, type ProfessionalRecord, professionalItem } from './professionals';
import { retryRaces, TRY_AGAIN } from './transact';

async function batchPut(gyms: readonly GymRecord[]): Promise<void> {
  for (let start = 0; start < gyms.length; start += 25) {
    let requests = gyms.slice(start, start + 25).map((gym) => ({ PutRequest: { Item: gymItem(gym) } }));
    // What a throttled batch leaves unprocessed is sent again.
    await retryRaces(async () => {
      const { UnprocessedItems } = await documentClient.send(new BatchWriteCommand({ RequestItems: { [TABLE]: requests } }));
      requests = (UnprocessedItems?.[TABLE] ?? []) as typeof requests;
      return requests.length > 0 ? TRY_AGAIN : undefined;
    });
  }
}

/** Puts the gyms that are not there yet; answers how many. */
async function addMissing(gyms: readonly GymRecord[]): Promise<number> {
  let added = 0;
  for (const gym of gyms) {
    try {
      await documentClient.send(new PutCommand({ TableName: TABLE, Item: gymItem(gym), ConditionExpression: 'attribute_not_exists(PK)' }));
      added += 1;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
  return added;
}

/** Seeds `version` of the catalogue unless it (or a later one) is there. Answers how many gyms it wrote. */
export async function seedCatalogue(gyms: readonly GymRecord[], now: Date, version: number = CATALOGUE_VERSION): Promise<number> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.catalogue(), ConsistentRead: true }));
  if (Item && Number(Item.version) >= version) return 0;
  let written = gyms.length;
  if (Item) written = await addMissing(gyms);
  else await batchPut(gyms);
  await documentClient.send(
    new PutCommand({ TableName: TABLE, Item: { ...gymKeys.catalogue(), version, count: gyms.length, seededAt: now.toISOString() } }),
  );
  return written;
}

/** Seeds the catalogue's professionals unless this version (or a later one) is there; answers how many it wrote. */
export async function seedProfessionals(pros: readonly ProfessionalRecord[], now: Date, version: number): Promise<number> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: proKeys.catalogue(), ConsistentRead: true }));
  if (Item && Number(Item.version) >= version) return 0;
  for (let start = 0; start < pros.length; start += 25) {
    // A reseed keeps what reviews and admins changed: only missing professionals are put.
    let requests = pros.slice(start, start + 25).map((pro) => ({ PutRequest: { Item: professionalItem(pro) } }));
    if (Item) {
      const missing: typeof requests = [];
      for (const request of requests) if (!(await getProfessional(request.PutRequest.Item.id as string))) missing.push(request);
      requests = missing;
    }
    if (requests.length === 0) continue;
    await retryRaces(async () => {
      const { UnprocessedItems } = await documentClient.send(new BatchWriteCommand({ RequestItems: { [TABLE]: requests } }));
      requests = (UnprocessedItems?.[TABLE] ?? []) as typeof requests;
      return requests.length > 0 ? TRY_AGAIN : undefined;
    });
  }
  await documentClient.send(
    new PutCommand({ TableName: TABLE, Item: { ...proKeys.catalogue(), version, count: pros.length, seededAt: now.toISOString() } }),
  );
  return pros.length;
}
