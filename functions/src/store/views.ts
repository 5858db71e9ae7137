// Rewards and redemptions as the API shows them (shared/src/api/store.ts).
import { formatCoinCents } from '@fitchoice/shared';
import type { AdminReward, Redemption, StoreReward } from '@fitchoice/shared/api';
import { redemptionStatus } from './redemption';
import type { RedemptionRecord } from './redemptions';
import type { RewardRecord } from './store-rewards';

function rewardFields(reward: RewardRecord) {
  return {
    id: reward.id,
    title: reward.title,
    description: reward.description,
    category: reward.category,
    priceSweatCoins: formatCoinCents(reward.priceCents),
    stockLeft: reward.stock,
    perMemberLimit: reward.perMemberLimit,
    regions: reward.regions as StoreReward['regions'],
    codeValidDays: reward.codeValidDays,
    gymId: reward.gymId,
    gymName: reward.gymName,
    image: reward.image,
  };
}

export function toStoreReward(reward: RewardRecord, redeemedByMe: number): StoreReward {
  return { ...rewardFields(reward), redeemedByMe };
}

export function toAdminReward(reward: RewardRecord): AdminReward {
  return {
    ...rewardFields(reward),
    status: reward.status,
    redeemed: reward.redeemed,
    version: reward.version,
    createdAt: reward.createdAt,
    updatedAt: reward.updatedAt,
  };
}

export function toRedemption(redemption: RedemptionRecord, now: Date): Redemption {
  return {
    id: redemption.id,
    rewardId: redemption.rewardId,
    rewardTitle: redemption.rewardTitle,
    code: redemption.code,
    quantity: redemption.quantity,
    sweatCoins: formatCoinCents(redemption.costCents),
    gymId: redemption.gymId,
    gymName: redemption.gymName,
    createdAt: redemption.createdAt,
    expiresAt: redemption.codeExpiresAt,
    status: redemptionStatus({ usedAt: redemption.usedAt, expiresAt: redemption.codeExpiresAt }, now.getTime()),
    usedAt: redemption.usedAt,
  };
}
