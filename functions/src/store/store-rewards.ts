// The rewards catalogue: the admins' rewards (create, edit with the version read, retire) and the
// seeded ones. A reward's stock and redeemed count change only in a redemption's transaction
// (redemptions.ts); an unlimited reward has no `stock` attribute.
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { parseCoinsToCents } from '@fitchoice/shared';
import type { RewardCategory, RewardInput } from '@fitchoice/shared/api';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { queryAll } from '../dynamo/query-all';
import { ConditionFailedError, type TransactItem, transact } from '../dynamo/transact';
import type { GymPhoto } from '../gyms/catalogue';
import { storeKeys } from '../keys/store-keys';

export interface RewardRecord {
  id: string;
  title: string;
  description: string;
  category: RewardCategory;
  /** The price of one, in SweatCoin hundredths. */
  priceCents: bigint;
  /** Left to redeem; null = unlimited. */
  stock: number | null;
  redeemed: number;
  perMemberLimit: number;
  regions: string[];
  codeValidDays: number;
  gymId: string | null;
  gymName: string | null;
  image: GymPhoto;
  status: 'active' | 'retired';
  version: number;
  createdAt: string;
  updatedAt: string;
}

function fromItem(item: Record<string, unknown>): RewardRecord {
  return {
    id: item.id as string,
    title: item.title as string,
    description: item.description as string,
    category: item.category as RewardCategory,
    priceCents: BigInt(item.priceCents as number | bigint),
    stock: item.stock === undefined ? null : Number(item.stock),
    redeemed: Number(item.redeemed ?? 0),
    perMemberLimit: Number(item.perMemberLimit),
    regions: item.regions as string[],
    codeValidDays: Number(item.codeValidDays),
    gymId: (item.gymId as string | undefined) ?? null,
    gymName: (item.gymName as string | undefined) ?? null,
    image: item.image as GymPhoto,
    status: item.status as RewardRecord['status'],
    version: Number(item.version),
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

export function rewardItem(reward: RewardRecord): Record<string, unknown> {
  const { stock, gymId, gymName, ...rest } = reward;
  return {
    ...storeKeys.reward(reward.id),
    ...storeKeys.rewardIndex(reward.createdAt, reward.id),
    type: 'reward',
    ...rest,
    ...(stock === null ? {} : { stock }),
    ...(gymId === null ? {} : { gymId, gymName }),
  };
}

/** A new reward from what an admin (or the seed) said about it. */
export function newReward(
  id: string,
  input: RewardInput,
  gym: { id: string; name: string } | null,
  image: GymPhoto,
  now: Date,
): RewardRecord {
  const at = now.toISOString();
  return {
    id,
    title: input.title,
    description: input.description,
    category: input.category,
    priceCents: parseCoinsToCents(input.priceCoins),
    stock: input.stock,
    redeemed: 0,
    perMemberLimit: input.perMemberLimit,
    regions: input.regions,
    codeValidDays: input.codeValidDays,
    gymId: gym?.id ?? null,
    gymName: gym?.name ?? null,
    image,
    status: 'active',
    version: 1,
    createdAt: at,
    updatedAt: at,
  };
}

export async function getReward(rewardId: string): Promise<RewardRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: storeKeys.reward(rewardId), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

/** Every reward, oldest first (the catalogue is a few hundred at most: one partition of the index). */
export async function listRewards(): Promise<RewardRecord[]> {
  const items = await queryAll({
    TableName: TABLE,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': storeKeys.rewardsPartition },
  });
  const rewards = items.map(fromItem);
  return rewards;
}

/** How many of each reward the member has redeemed, by reward id. */
export async function redeemedCounts(userId: string): Promise<Map<string, number>> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': storeKeys.redeemed(userId, '').PK, ':prefix': storeKeys.redeemedPrefix },
      ConsistentRead: true,
    }),
  );
  return new Map(Items.map((item) => [(item.SK as string).slice(storeKeys.redeemedPrefix.length), Number(item.count ?? 0)]));
}

/** Puts a new reward, with `extra` items (an admin's audit entry) in the same transaction. */
export async function createReward(reward: RewardRecord, extra: TransactItem[] = []): Promise<void> {
  const put = { TableName: TABLE, Item: rewardItem(reward), ConditionExpression: 'attribute_not_exists(PK)' };
  if (extra.length === 0) await documentClient.send(new PutCommand(put));
  else await transact([{ Put: put }, ...extra]);
}

export type EditResult = { state: 'done'; reward: RewardRecord } | { state: 'not_found' } | { state: 'changed'; reward: RewardRecord };

/**
 * Replaces an active reward's fields, on the condition that its version is still the one the admin
 * read (another admin's edit in between makes this one 'changed'). The stock given is what is left.
 */
export async function updateReward(
  rewardId: string,
  input: RewardInput,
  version: number,
  gym: { id: string; name: string } | null,
  image: GymPhoto,
  now: Date,
  audit: TransactItem,
): Promise<EditResult> {
  const values: Record<string, unknown> = {
    ':title': input.title,
    ':description': input.description,
    ':category': input.category,
    ':price': parseCoinsToCents(input.priceCoins),
    ':limit': input.perMemberLimit,
    ':regions': input.regions,
    ':days': input.codeValidDays,
    ':image': image,
    ':at': now.toISOString(),
    ':version': version,
    ':next': version + 1,
    ':active': 'active',
    ...(input.stock === null ? {} : { ':stock': input.stock }),
    ...(gym ? { ':gymId': gym.id, ':gymName': gym.name } : {}),
  };
  const set = [
    'title = :title',
    'description = :description',
    'category = :category',
    'priceCents = :price',
    'perMemberLimit = :limit',
    'regions = :regions',
    'codeValidDays = :days',
    'image = :image',
    'updatedAt = :at',
    'version = :next',
    ...(input.stock === null ? [] : ['stock = :stock']),
    ...(gym ? ['gymId = :gymId', 'gymName = :gymName'] : []),
  ];
  const remove = [...(input.stock === null ? ['stock'] : []), ...(gym ? [] : ['gymId', 'gymName'])];
  try {
    await transact([
      {
        Update: {
          TableName: TABLE,
          Key: storeKeys.reward(rewardId),
          UpdateExpression: `SET ${set.join(', ')}${remove.length ? ` REMOVE ${remove.join(', ')}` : ''}`,
          ConditionExpression: 'attribute_exists(PK) AND version = :version AND #status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: values,
        },
      },
      audit,
    ]);
    return { state: 'done', reward: (await getReward(rewardId))! };
  } catch (error) {
    if (!(error instanceof ConditionFailedError) || error.index !== 0) throw error;
    const current = await getReward(rewardId);
    return current ? { state: 'changed', reward: current } : { state: 'not_found' };
  }
}

/**
 * Retires a reward, with the admin's audit entry in the same transaction: no longer offered or
 * redeemable; codes already given stay valid. Retiring twice changes (and audits) nothing.
 */
export async function retireReward(
  rewardId: string,
  now: Date,
  audit: (reward: RewardRecord) => TransactItem,
): Promise<RewardRecord | null> {
  const reward = await getReward(rewardId);
  if (reward?.status !== 'active') return reward;
  try {
    await transact([
      {
        Update: {
          TableName: TABLE,
          Key: storeKeys.reward(rewardId),
          UpdateExpression: 'SET #status = :retired, updatedAt = :at, version = version + :one',
          ConditionExpression: 'attribute_exists(PK) AND #status = :active',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':retired': 'retired', ':active': 'active', ':at': now.toISOString(), ':one': 1 },
        },
      },
      audit(reward),
    ]);
  } catch (error) {
    if (!(error instanceof ConditionFailedError) || error.index !== 0) throw error;
  }
  return getReward(rewardId);
}

/** Seeds the rewards unless this version (or a later one) is there; adds only missing ones, so admins' edits stay. Answers how many it wrote. */
export async function seedRewardCatalogue(rewards: readonly RewardRecord[], now: Date, version: number): Promise<number> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: storeKeys.catalogue(), ConsistentRead: true }));
  if (Item && Number(Item.version) >= version) return 0;
  let written = 0;
  for (const reward of rewards) {
    try {
      await createReward(reward);
      written += 1;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
  await documentClient.send(
    new PutCommand({ TableName: TABLE, Item: { ...storeKeys.catalogue(), version, count: rewards.length, seededAt: now.toISOString() } }),
  );
  return written;
}
