// Seeding the gym catalogue with the reviews its ratings are made of. A fresh store gets every gym
// and review in batch writes; a store seeded with an older catalogue version gets only the gyms it
// does not have (so partner edits stay), and each gym it has gets its seeded reviews once, its
// rating recounted from all its reviews. A marker item holds the version seeded. Only the local
// runtime and the seed script call this; no handler writes in batches. The professionals are seeded
// the same way, with no reviews: their ratings come from members who attended their sessions.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SeedReview } from '../catalogue/reviews';
import { BATCH_WRITE_MAX, writeBatch } from '../dynamo/batch-write';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { ConditionFailedError, retryRaces, TRY_AGAIN, transactOnce } from '../dynamo/transact';
import { CATALOGUE_VERSION, type SeededGym } from '../gyms/catalogue';
import { allReviews, getGym, gymItem, type ReviewRecord, reviewPuts } from '../gyms/store';
import { gymKeys } from '../keys/gym-keys';
import { proKeys } from '../keys/pro-keys';
import { getProfessional, listProReviews, type ProfessionalRecord, professionalItem } from '../professionals/store';

function reviewRecord(gymId: string, review: SeedReview): ReviewRecord {
  return { ...review, gymId, helpfulCount: 0, reportCount: 0, reportWeight: 0, reply: null };
}

/** Batches written at once: a fresh seed is ~2,200 items, and one batch after another is slow on a busy disk. */
const BATCHES_AT_ONCE = 4;

async function batchPut(seeded: readonly SeededGym[]): Promise<void> {
  const items = seeded.flatMap(({ gym, reviews }) => [
    gymItem(gym),
    ...reviews.flatMap((review) => reviewPuts(reviewRecord(gym.id, review)).map((put) => put.Put!.Item!)),
  ]);
  const batches: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += BATCH_WRITE_MAX) batches.push(items.slice(start, start + BATCH_WRITE_MAX));
  const workers = Array.from({ length: BATCHES_AT_ONCE }, async () => {
    for (let batch = batches.shift(); batch; batch = batches.shift()) await writeBatch(batch.map((Item) => ({ PutRequest: { Item } })));
  });
  await Promise.all(workers);
}

/**
 * Gives a gym from an older catalogue its seeded reviews, once, and sets its rating to what all its
 * reviews add up to, on condition that no member review landed since it was counted (else again).
 * Answers whether the gym was new.
 */
async function upgradeGym({ gym, reviews }: SeededGym): Promise<boolean> {
  return retryRaces(async () => {
    const stored = await getGym(gym.id);
    const records = reviews.map((review) => reviewRecord(gym.id, review));
    const present = stored ? await allReviews(gym.id) : [];
    if (stored && present.some((review) => review.id === records[0]?.id)) return false;
    const all = [...present, ...records];
    try {
      await transactOnce([
        stored
          ? {
              // A gym no partner edited also takes the catalogue's description (the older
              // catalogue's was generated English) and its illustrated photos.
              Update: {
                TableName: TABLE,
                Key: gymKeys.gym(gym.id),
                UpdateExpression: `SET ratingSum = :sum, ratingCount = :count${stored.updatedAt === gym.updatedAt ? ', description = :description, photos = :photos' : ''}`,
                ConditionExpression: 'ratingCount = :seen AND updatedAt = :updatedAt',
                ExpressionAttributeValues: {
                  ':sum': all.reduce((sum, review) => sum + review.stars, 0),
                  ':count': all.length,
                  ':seen': stored.ratingCount,
                  ':updatedAt': stored.updatedAt,
                  ...(stored.updatedAt === gym.updatedAt ? { ':description': gym.description, ':photos': gym.photos } : {}),
                },
              },
            }
          : { Put: { TableName: TABLE, Item: gymItem(gym), ConditionExpression: 'attribute_not_exists(PK)' } },
        ...records.flatMap(reviewPuts),
      ]);
      return !stored;
    } catch (error) {
      if (error instanceof ConditionFailedError) return TRY_AGAIN;
      throw error;
    }
  });
}

/** Seeds `version` of the catalogue unless it (or a later one) is there. Answers how many gyms it wrote. */
export async function seedCatalogue(seeded: readonly SeededGym[], now: Date, version: number = CATALOGUE_VERSION): Promise<number> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: gymKeys.catalogue(), ConsistentRead: true }));
  if (Item && Number(Item.version) >= version) return 0;
  let written = seeded.length;
  if (Item) {
    written = 0;
    for (const gym of seeded) if (await upgradeGym(gym)) written += 1;
  } else await batchPut(seeded);
  await documentClient.send(
    new PutCommand({ TableName: TABLE, Item: { ...gymKeys.catalogue(), version, count: seeded.length, seededAt: now.toISOString() } }),
  );
  return written;
}

/**
 * Sets a professional's rating to what their stored reviews add up to (an older catalogue invented
 * ratings with no reviews behind them), on condition that no review landed since it was counted.
 */
async function recountProRating(proId: string): Promise<void> {
  await retryRaces(async () => {
    const [pro, reviews] = await Promise.all([getProfessional(proId), listProReviews(proId)]);
    if (!pro) return undefined;
    try {
      await documentClient.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: proKeys.professional(proId),
          UpdateExpression: 'SET ratingSum = :sum, ratingCount = :count',
          ConditionExpression: 'ratingCount = :seen',
          ExpressionAttributeValues: {
            ':sum': reviews.reduce((sum, review) => sum + review.stars, 0),
            ':count': reviews.length,
            ':seen': pro.ratingCount,
          },
        }),
      );
      return undefined;
    } catch (error) {
      if (isConditionFailed(error)) return TRY_AGAIN;
      throw error;
    }
  });
}

/** Seeds the catalogue's professionals unless this version (or a later one) is there; answers how many it wrote. */
export async function seedProfessionals(pros: readonly ProfessionalRecord[], now: Date, version: number): Promise<number> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: proKeys.catalogue(), ConsistentRead: true }));
  if (Item && Number(Item.version) >= version) return 0;
  for (let start = 0; start < pros.length; start += BATCH_WRITE_MAX) {
    // A reseed keeps what reviews and admins changed: only missing professionals are put.
    let requests = pros.slice(start, start + BATCH_WRITE_MAX).map((pro) => ({ PutRequest: { Item: professionalItem(pro) } }));
    if (Item) {
      const missing: typeof requests = [];
      for (const request of requests) {
        const id = request.PutRequest.Item.id as string;
        if (await getProfessional(id)) await recountProRating(id);
        else missing.push(request);
      }
      requests = missing;
    }
    if (requests.length > 0) await writeBatch(requests);
  }
  await documentClient.send(
    new PutCommand({ TableName: TABLE, Item: { ...proKeys.catalogue(), version, count: pros.length, seededAt: now.toISOString() } }),
  );
  return pros.length;
}
