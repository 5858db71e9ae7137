// Every key of the rewards store's items (the user, ledger and activity keys are in keys.ts and gym-keys.ts):
//   REWARD#<id> / REWARD               a reward of the catalogue; GSI1: REWARDS / <createdAt>#<id>
//   REDEMPTION#<code> / REDEMPTION     a redemption, found by its code at the desk;
//                                      GSI1: USERREDEMPTIONS#<userId> / <createdAt>#<id>
//   USER#<id> / REDEEMED#<rewardId>    how many of a reward the member has redeemed (the per-member limit)
//   CATALOGUE / REWARDS                which version of the seeded rewards is there
export const storeKeys = {
  reward: (rewardId: string) => ({ PK: `REWARD#${rewardId}`, SK: 'REWARD' }),
  rewardIndex: (createdAt: string, rewardId: string) => ({ GSI1PK: storeKeys.rewardsPartition, GSI1SK: `${createdAt}#${rewardId}` }),
  rewardsPartition: 'REWARDS',
  redemption: (code: string) => ({ PK: `REDEMPTION#${code}`, SK: 'REDEMPTION' }),
  redemptionIndex: (userId: string, createdAt: string, redemptionId: string) => ({
    GSI1PK: storeKeys.userRedemptionsPartition(userId),
    GSI1SK: `${createdAt}#${redemptionId}`,
  }),
  userRedemptionsPartition: (userId: string) => `USERREDEMPTIONS#${userId}`,
  redeemed: (userId: string, rewardId: string) => ({ PK: `USER#${userId}`, SK: `REDEEMED#${rewardId}` }),
  redeemedPrefix: 'REDEEMED#',
  catalogue: () => ({ PK: 'CATALOGUE', SK: 'REWARDS' }),
} as const;
