// The rewards store: GET /api/store/rewards, POST /api/store/redemptions (members with a confirmed email),
// GET /api/store/redemptions; a partner's or admin's desk marks a code used,
// POST /api/panel/redemptions/{code}/use; the admins' catalogue, GET and POST /api/admin/rewards,
// PUT and DELETE /api/admin/rewards/{id}. Stock, the member's limit and the balance are conditions
// of the redemption's one transaction (store/redemptions.ts).
import { randomUUID } from 'node:crypto';
import { formatCoinCents } from '@fitchoice/shared';
import {
  type AdminRewardListResponse,
  type AdminRewardResponse,
  normalizeRewardCode,
  REDEMPTION_PAGE_DEFAULT,
  REWARD_CATEGORIES,
  type RedeemResponse,
  type RedemptionListResponse,
  type RewardInput,
  type StoreRewardsResponse,
  storeRoutes,
  type UseRedemptionResponse,
} from '@fitchoice/shared/api';
import { auditPut } from '../audit/store';
import type { TransactItem } from '../dynamo/transact';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { getGym } from '../gyms/store';
import { createHandler } from '../http/handler';
import type { UserRecord } from '../users/store';
import { assertVerified } from '../users/verified-email';
import { getRedemption, listRedemptions, redeemReward, useRedemption } from './redemptions';
import { rewardArt } from './reward-catalogue';
import { createReward, getReward, listRewards, newReward, redeemedCounts, retireReward, updateReward } from './store-rewards';
import { toAdminReward, toRedemption, toStoreReward } from './views';

/** The partner gym a reward is used at, checked to exist; null when any partner gym's desk will do. */
async function gymOf(input: RewardInput): Promise<{ id: string; name: string } | null> {
  if (!input.gymId) return null;
  const gym = await getGym(input.gymId);
  if (!gym) throw new InvalidInputError('gymId: no partner gym has this id', { field: 'gymId' });
  return { id: gym.id, name: gym.name };
}

/** An admin's change to a reward, for the transaction that makes it. */
function rewardAudit(
  action: 'reward.created' | 'reward.edited' | 'reward.retired',
  reward: { id: string; title: string },
  context: { user: UserRecord; requestId: string; now: Date },
): TransactItem {
  return auditPut({
    actor: { id: context.user.id, name: context.user.name },
    action,
    target: { type: 'reward', id: reward.id, name: reward.title },
    requestId: context.requestId,
    at: context.now,
  });
}

const unknownCode = () => new NotFoundError('No reward code like this one here: check the code the member shows');

/** Whether this staff member may mark the code: an admin anywhere; a partner at the reward's gym, or at any of theirs for a reward of no gym. */
function mayUseAt(user: UserRecord, gymId: string | null): boolean {
  if (user.roles.includes('admin')) return true;
  return gymId === null ? (user.gymIds ?? []).length > 0 : (user.gymIds ?? []).includes(gymId);
}

const byCategoryThenPrice = (a: { category: string; priceCents: bigint }, b: { category: string; priceCents: bigint }) =>
  REWARD_CATEGORIES.indexOf(a.category as never) - REWARD_CATEGORIES.indexOf(b.category as never) ||
  (a.priceCents < b.priceCents ? -1 : a.priceCents > b.priceCents ? 1 : 0);

export const handler = createHandler(storeRoutes, {
  'store.rewards': {
    async run({ query, user }) {
      const [rewards, counts] = await Promise.all([listRewards(), redeemedCounts(user.id)]);
      const offered = rewards
        .filter((reward) => reward.status === 'active' && (query.region === undefined || reward.regions.includes(query.region)))
        .sort(byCategoryThenPrice);
      const body: StoreRewardsResponse = { rewards: offered.map((reward) => toStoreReward(reward, counts.get(reward.id) ?? 0)) };
      return { statusCode: 200, body };
    },
  },

  'store.redeem': {
    async run({ body, user, now, storeAnswer }) {
      assertVerified(user);
      const reply = (response: RedeemResponse) => ({ statusCode: 201, body: response });
      const result = await redeemReward(
        { userId: user.id, rewardId: body.rewardId, quantity: body.quantity, now },
        (redemption, balance) =>
          storeAnswer ? [storeAnswer(reply({ redemption: toRedemption(redemption, now), sweatCoins: formatCoinCents(balance) }))] : [],
      );
      switch (result.state) {
        case 'redeemed':
          return {
            ...reply({ redemption: toRedemption(result.redemption, now), sweatCoins: formatCoinCents(result.balanceCents) }),
            storedInTransaction: storeAnswer !== null,
          };
        case 'not_found':
          throw new NotFoundError('No such reward');
        case 'retired':
          throw new ConflictError('This reward is no longer offered; nothing was charged', 'reward_retired');
        case 'out_of_stock':
          throw new ConflictError('This reward is sold out; nothing was charged', 'out_of_stock');
        case 'limit_reached': {
          const reward = await getReward(body.rewardId);
          throw new ConflictError(
            `You can redeem this reward at most ${reward?.perMemberLimit ?? 0} times; nothing was charged`,
            'limit_reached',
          );
        }
        case 'insufficient':
          throw new ConflictError(
            `Not enough SweatCoins: this reward costs ${formatCoinCents(result.costCents)} and you have ${formatCoinCents(result.balanceCents)}`,
            'insufficient_sweatcoins',
          );
      }
    },
  },

  'store.redemptions': {
    async run({ query, user, now }) {
      const { redemptions, nextCursor } = await listRedemptions(user.id, {
        limit: query.limit ?? REDEMPTION_PAGE_DEFAULT,
        cursor: query.cursor,
      });
      const body: RedemptionListResponse = { redemptions: redemptions.map((r) => toRedemption(r, now)), nextCursor };
      return { statusCode: 200, body };
    },
  },

  'store.useCode': {
    async run({ params, user, now, requestId }) {
      const code = normalizeRewardCode(params.code);
      const redemption = code ? await getRedemption(code) : null;
      // A code for another gym's reward reads as unknown: a code says nothing about other gyms.
      if (!redemption || !mayUseAt(user, redemption.gymId)) throw unknownCode();
      // Staff handing a reward over: the use and its audit entry are one write.
      const audit = auditPut({
        actor: { id: user.id, name: user.name },
        action: 'reward_code.used',
        target: { type: 'reward_code', id: redemption.code, name: redemption.rewardTitle },
        requestId,
        at: now,
        details: { rewardId: redemption.rewardId, ...(redemption.gymId ? { gymId: redemption.gymId } : {}) },
      });
      const result = await useRedemption(redemption, user.id, now, audit);
      if (result.state === 'already_used') {
        throw new ConflictError(`This code was already used (${result.redemption.usedAt})`, 'code_used');
      }
      if (result.state === 'expired') throw new ConflictError(`This code expired (${result.redemption.codeExpiresAt})`, 'code_expired');
      const body: UseRedemptionResponse = { redemption: toRedemption(result.redemption, now) };
      return { statusCode: 200, body };
    },
  },

  'store.adminList': {
    async run() {
      const rewards = await listRewards();
      const body: AdminRewardListResponse = { rewards: rewards.reverse().map(toAdminReward) };
      return { statusCode: 200, body };
    },
  },

  'store.adminCreate': {
    async run({ body, now, user, requestId }) {
      const id = randomUUID();
      const reward = newReward(id, body, await gymOf(body), rewardArt(id, body.category, body.title), now);
      await createReward(reward, [rewardAudit('reward.created', reward, { user: user, requestId, now })]);
      const response: AdminRewardResponse = { reward: toAdminReward(reward) };
      return { statusCode: 201, body: response };
    },
  },

  'store.adminUpdate': {
    async run({ params, body, now, user, requestId }) {
      const { version, ...input } = body;
      const result = await updateReward(
        params.id,
        input,
        version,
        await gymOf(input),
        rewardArt(params.id, input.category, input.title),
        now,
        rewardAudit('reward.edited', { id: params.id, title: input.title }, { user: user, requestId, now }),
      );
      if (result.state === 'not_found') throw new NotFoundError('No such reward');
      if (result.state === 'changed') {
        throw result.reward.status === 'retired'
          ? new ConflictError('This reward is retired; it can no longer be edited', 'reward_retired')
          : new ConflictError('Someone else changed this reward meanwhile: reload it and edit again', 'reward_changed');
      }
      const response: AdminRewardResponse = { reward: toAdminReward(result.reward) };
      return { statusCode: 200, body: response };
    },
  },

  'store.adminRetire': {
    async run({ params, now, user, requestId }) {
      const reward = await retireReward(params.id, now, (current) =>
        rewardAudit('reward.retired', current, { user: user, requestId, now }),
      );
      if (!reward) throw new NotFoundError('No such reward');
      const body: AdminRewardResponse = { reward: toAdminReward(reward) };
      return { statusCode: 200, body };
    },
  },
});
