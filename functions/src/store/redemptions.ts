// Redemptions: one TransactWriteItems takes the reward from stock (never below zero), counts it
// toward the member's limit, debits the balance (written over the exact value read, with its ledger
// entry), puts the redemption under its code and the activity entry, so a reward is never oversold,
// a balance never goes negative and every debit is in the ledger. A code is marked used once, by a
// condition on its status.
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ActivitySubject } from '../activity/store';
import { aggregateItems, coinCounts } from '../aggregates/aggregates';
import { documentClient, TABLE } from '../dynamo/client';
import { type PageRequest, queryPage } from '../dynamo/pages';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transact, transactOnce } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { storeKeys } from '../keys/store-keys';
import { coinChange, readCoinAccount } from '../wallet/ledger';
import { codeExpiresAt, decideRedemption, newRewardCode, type RedemptionRefusal } from './redemption';
import { getReward } from './store-rewards';

export interface RedemptionRecord {
  id: string;
  code: string;
  userId: string;
  rewardId: string;
  rewardTitle: string;
  quantity: number;
  /** What it cost in all, in SweatCoin hundredths. */
  costCents: bigint;
  gymId: string | null;
  gymName: string | null;
  createdAt: string;
  /** When the code stops working (not the table's TTL attribute: the redemption is kept). */
  codeExpiresAt: string;
  usedAt: string | null;
  usedBy: string | null;
}

function fromItem(item: Record<string, unknown>): RedemptionRecord {
  return {
    id: item.id as string,
    code: item.code as string,
    userId: item.userId as string,
    rewardId: item.rewardId as string,
    rewardTitle: item.rewardTitle as string,
    quantity: Number(item.quantity),
    costCents: BigInt(item.costCents as number | bigint),
    gymId: (item.gymId as string | undefined) ?? null,
    gymName: (item.gymName as string | undefined) ?? null,
    createdAt: item.createdAt as string,
    codeExpiresAt: item.codeExpiresAt as string,
    usedAt: (item.usedAt as string | undefined) ?? null,
    usedBy: (item.usedBy as string | undefined) ?? null,
  };
}

export type RedeemResult =
  | { state: 'redeemed'; redemption: RedemptionRecord; balanceCents: bigint }
  | { state: 'not_found' }
  | { state: RedemptionRefusal; costCents: bigint; balanceCents: bigint };

/**
 * Redeems `quantity` of a reward for the member, once per call: every rule is a condition of the one
 * transaction, so a concurrent redemption that took the last one, or moved the balance, makes this
 * one read again and decide again. `alsoWrite` adds items to the same transaction (the request's
 * stored answer).
 */
export function redeemReward(
  input: { userId: string; rewardId: string; quantity: number; now: Date },
  alsoWrite: (redemption: RedemptionRecord, balanceCents: bigint) => TransactItem[] = () => [],
): Promise<RedeemResult> {
  const createdAt = input.now.toISOString();
  return retryRaces(async () => {
    const [reward, coins, counted] = await Promise.all([
      getReward(input.rewardId),
      readCoinAccount(input.userId),
      documentClient.send(
        new GetCommand({ TableName: TABLE, Key: storeKeys.redeemed(input.userId, input.rewardId), ConsistentRead: true }),
      ),
    ]);
    if (!reward) return { state: 'not_found' };
    const redeemedByMe = Number(counted.Item?.count ?? 0);
    const decision = decideRedemption({ ...reward, redeemedByMe, balanceCents: coins.cents, quantity: input.quantity });
    if (!decision.ok) return { state: decision.reason, costCents: decision.costCents, balanceCents: coins.cents };
    const redemption: RedemptionRecord = {
      id: randomUUID(),
      code: newRewardCode(),
      userId: input.userId,
      rewardId: reward.id,
      rewardTitle: reward.title,
      quantity: input.quantity,
      costCents: decision.costCents,
      gymId: reward.gymId,
      gymName: reward.gymName,
      createdAt,
      codeExpiresAt: codeExpiresAt(input.now.getTime(), reward.codeValidDays),
      usedAt: null,
      usedBy: null,
    };
    const balanceAfter = coins.cents - decision.costCents;
    const { usedAt: _usedAt, usedBy: _usedBy, gymId, gymName, ...stored } = redemption;
    const activityId = randomUUID();
    const own: TransactItem[] = [
      {
        Update: {
          TableName: TABLE,
          Key: storeKeys.reward(reward.id),
          UpdateExpression: `${reward.stock === null ? '' : 'SET stock = stock - :quantity '}ADD redeemed :quantity`,
          ConditionExpression: [
            '#status = :active',
            'priceCents = :price',
            reward.stock === null ? 'attribute_not_exists(stock)' : 'stock >= :quantity',
          ].join(' AND '),
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':active': 'active', ':price': reward.priceCents, ':quantity': input.quantity },
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: storeKeys.redeemed(input.userId, reward.id),
          UpdateExpression: 'ADD #count :quantity',
          ConditionExpression: 'attribute_not_exists(#count) OR #count <= :most',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':quantity': input.quantity, ':most': reward.perMemberLimit - input.quantity },
        },
      },
      ...coinChange(input.userId, coins, {
        kind: 'redemption',
        amountCents: -decision.costCents,
        transactionHash: null,
        createdAt,
        refId: redemption.id,
      }),
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...storeKeys.redemption(redemption.code),
            ...storeKeys.redemptionIndex(input.userId, createdAt, redemption.id),
            type: 'redemption',
            ...stored,
            ...(gymId === null ? {} : { gymId, gymName }),
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: {
            ...gymKeys.activity(input.userId, createdAt, activityId),
            id: activityId,
            kind: 'redemption',
            title: input.quantity > 1 ? `Redeemed ${input.quantity} × ${reward.title}` : `Redeemed ${reward.title}`,
            subject: {
              reward: { id: reward.id, title: reward.title },
              quantity: input.quantity,
              ...(gymName === null ? {} : { gymName }),
            } satisfies ActivitySubject,
            createdAt,
            xpDelta: 0,
            xpAfter: null,
            coinDeltaCents: -decision.costCents,
            coinAfterCents: balanceAfter,
          },
        },
      },
    ];
    try {
      await transactOnce([
        ...own,
        ...alsoWrite(redemption, balanceAfter),
        ...aggregateItems(createdAt, coinCounts('redemption', -decision.costCents)),
      ]);
      return { state: 'redeemed', redemption, balanceCents: balanceAfter };
    } catch (error) {
      if (!(error instanceof ConditionFailedError) || error.index >= own.length) throw error;
      // The stock, the member's count, the balance or the reward moved meanwhile (or the code was
      // taken): read again, and decide again.
      return TRY_AGAIN;
    }
  });
}

export async function getRedemption(code: string): Promise<RedemptionRecord | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: storeKeys.redemption(code), ConsistentRead: true }));
  return Item ? fromItem(Item) : null;
}

/** A page of the member's redemptions, newest first. */
export async function listRedemptions(
  userId: string,
  page: PageRequest,
): Promise<{ redemptions: RedemptionRecord[]; nextCursor: string | null }> {
  const pk = storeKeys.userRedemptionsPartition(userId);
  const { items, nextCursor } = await queryPage(
    {
      TableName: TABLE,
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: false,
    },
    page,
    {
      names: ['PK', 'SK', 'GSI1PK', 'GSI1SK'],
      accepts: (key) => key.GSI1PK === pk && key.SK === 'REDEMPTION' && key.PK!.startsWith('REDEMPTION#'),
    },
  );
  return { redemptions: items.map(fromItem), nextCursor };
}

export type UseResult =
  | { state: 'used'; redemption: RedemptionRecord }
  | { state: 'already_used' | 'expired'; redemption: RedemptionRecord };

/**
 * Marks the code used at `now` by `staffId`, once, with the staff's audit entry in the same
 * transaction: the condition on its state makes a second (or a late) use fail.
 */
export async function useRedemption(redemption: RedemptionRecord, staffId: string, now: Date, audit: TransactItem): Promise<UseResult> {
  const at = now.toISOString();
  try {
    await transact([
      {
        Update: {
          TableName: TABLE,
          Key: storeKeys.redemption(redemption.code),
          UpdateExpression: 'SET usedAt = :at, usedBy = :staff',
          ConditionExpression: 'attribute_not_exists(usedAt) AND codeExpiresAt > :at',
          ExpressionAttributeValues: { ':at': at, ':staff': staffId },
        },
      },
      audit,
    ]);
    return { state: 'used', redemption: (await getRedemption(redemption.code))! };
  } catch (error) {
    if (!(error instanceof ConditionFailedError) || error.index !== 0) throw error;
    const current = (await getRedemption(redemption.code)) ?? redemption;
    return { state: current.usedAt !== null ? 'already_used' : 'expired', redemption: current };
  }
}
