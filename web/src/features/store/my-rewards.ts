// What "My rewards" lists, from the server's redemptions and the outbox: a redemption queued
// offline is a pending row, one the server refused (sold out meanwhile, the limit, too few
// SweatCoins) a failed row worded by the refusal's code, nothing having been charged (or, refused for
// an unconfirmed email, a row that says so in the app's words). Pure, so each
// state is tested.
import type { RedeemRequest, Redemption, StoreReward } from '@fitchoice/shared/api';
import { storeRedeem } from '@fitchoice/shared/api/routes';
import type { MessageId } from '../../i18n/messages';
import { answeredNotListed, isEntryOf, type OutboxEntry } from '../../outbox/entries';
import { refusedForEmail } from '../account/email-gate';
import { redeemRefusalId } from './refusals';

export type MyRewardRow =
  | {
      type: 'queued';
      entry: OutboxEntry<typeof storeRedeem.id>;
      request: RedeemRequest;
      /** The store's reward, to name it (null when the store does not list it). */
      reward: StoreReward | null;
      state: 'pending' | 'failed';
      /** Why the server refused it, worded by its code. */
      refusalId: MessageId | null;
      /** Refused for want of a confirmed email: the row shows the email gate's notice, not `refusalId`. */
      unverified: boolean;
    }
  | { type: 'redemption'; redemption: Redemption };

/** The outbox route My rewards shows. */
export const REDEEM_ROUTES = [storeRedeem.id] as const;

/**
 * Queued redemptions first (newest first), then the server's, newest first: those answered since
 * the screen opened and not yet in the list it read, then the list.
 * @param entries the outbox entries not settled for good (pending, sending, failed), and those
 *   answered since the screen opened (done).
 * @param rewards what the store lists, to name a queued redemption's reward.
 */
export function myRewardsView(
  redemptions: readonly Redemption[],
  entries: readonly OutboxEntry[],
  rewards: readonly StoreReward[],
): MyRewardRow[] {
  const queued: MyRewardRow[] = entries
    .filter((entry): entry is OutboxEntry<typeof storeRedeem.id> => isEntryOf(entry, storeRedeem.id) && entry.state !== 'done')
    .sort((a, b) => b.id.localeCompare(a.id))
    .flatMap((entry) => {
      const request = entry.body;
      if (!request) return [];
      return {
        type: 'queued',
        entry,
        request,
        reward: rewards.find((reward) => reward.id === request.rewardId) ?? null,
        state: entry.state === 'failed' ? 'failed' : 'pending',
        refusalId: entry.state === 'failed' ? redeemRefusalId(entry) : null,
        unverified: refusedForEmail(entry),
      };
    });
  const answered = answeredNotListed(entries, storeRedeem.id, (answer) => answer.redemption, redemptions);
  return [...queued, ...[...answered, ...redemptions].map((redemption): MyRewardRow => ({ type: 'redemption', redemption }))];
}
