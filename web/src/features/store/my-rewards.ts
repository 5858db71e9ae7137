// What "My rewards" lists, from the server's redemptions and the outbox: a redemption queued
// offline is a pending row, one the server refused (sold out meanwhile, the limit, too few
// SweatCoins) a failed row with the server's reason, nothing having been charged (or, refused for
// an unconfirmed email, a row that says so in the app's words). Pure, so each
// state is tested.
import type { RedeemRequest, Redemption, StoreReward } from '@fitchoice/shared/api';
import { failureMessage } from '../../outbox/answer';
import type { OutboxEntry } from '../../outbox/outbox';
import { refusedForEmail } from '../account/email-gate';
import { REDEEM_KIND } from './store-api';

export type MyRewardRow =
  | {
      type: 'queued';
      entry: OutboxEntry;
      request: RedeemRequest;
      title: string | null;
      state: 'pending' | 'failed';
      error: string | null;
      /** Refused for want of a confirmed email: the row shows the email gate's notice, not `error`. */
      unverified: boolean;
    }
  | { type: 'redemption'; redemption: Redemption };

/**
 * Queued redemptions first (newest first), then the server's, newest first.
 * @param entries the outbox entries not settled for good (pending, sending, failed).
 * @param rewards what the store lists, to name a queued redemption's reward.
 */
export function myRewardsView(
  redemptions: readonly Redemption[],
  entries: readonly OutboxEntry[],
  rewards: readonly StoreReward[],
): MyRewardRow[] {
  const queued: MyRewardRow[] = entries
    .filter((entry) => entry.kind === REDEEM_KIND && entry.state !== 'done')
    .sort((a, b) => b.id.localeCompare(a.id))
    .map((entry) => {
      const request = entry.body as RedeemRequest;
      return {
        type: 'queued',
        entry,
        request,
        title: rewards.find((reward) => reward.id === request.rewardId)?.title ?? null,
        state: entry.state === 'failed' ? 'failed' : 'pending',
        error: entry.state === 'failed' ? failureMessage(entry) : null,
        unverified: refusedForEmail(entry),
      };
    });
  return [...queued, ...redemptions.map((redemption): MyRewardRow => ({ type: 'redemption', redemption }))];
}
