// The rewards store's reads and its one change, redeeming: queued in the outbox (with its
// Idempotency-Key) before the screen says anything, so a redemption made on the gym's bad Wi-Fi is
// never lost and is charged once however often it is sent.
import type { RegionCode } from '@fitchoice/shared';
import type { RedeemRequest, RedemptionListResponse, StoreRewardsResponse } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiQueryKey } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { sessionQuery } from '../../api/queries';
import { coinsSpent } from '../wallet/coin-balance';

export const storeRewardsQuery = (region: RegionCode) =>
  queryOptions<StoreRewardsResponse>({ queryKey: apiQueryKey(routes.storeRewards, { query: { region } }), staleTime: 0 });

export const redemptionsQuery = queryOptions<RedemptionListResponse>({
  queryKey: apiQueryKey(routes.storeRedemptions, {}),
  staleTime: 0,
});

/** Queues a redemption of a reward at `price` each: the balance shows it spent (pending) at once. */
export function queueRedemption(body: RedeemRequest, price: string) {
  return enqueueCall(routes.storeRedeem, { body }, { coins: coinsSpent(price, body.quantity ?? 1) });
}

/** After a redemption was answered: the stock, the member's rewards and the header's SweatCoins. */
export async function refreshStore(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    // A list's key is its URL, with the region in its query.
    queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith(routes.storeRewards.path) }),
    queryClient.invalidateQueries({ queryKey: redemptionsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  ]);
}
