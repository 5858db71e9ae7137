// The rewards store (/store): buying SweatCoins with ETH, then the rewards offered in the member's
// region (price, what is left, Redeem with a confirm step), and "My rewards" with each code as text
// and as a QR code. Redemptions go through the outbox: made offline they show as pending, and one
// the server refuses (sold out meanwhile) comes back as a clear failure with nothing charged.
import type { StoreReward } from '@fitchoice/shared/api';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sessionQuery } from '../../api/queries';
import { useEntriesOf } from '../../outbox/hooks';
import { EmptyState } from '../../ui/EmptyState';
import { GiftIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { useRegion } from '../gyms/where';
import { useRegionName } from '../settings/RegionLanguageSelects';
import { BuyPanel } from '../wallet/BuyPanel';
import { useCoinBalance } from '../wallet/coin-balance';
import { PendingCoins } from '../wallet/PendingCoins';
import { WalletProvider } from '../wallet/WalletProvider';
import { MyRewards } from './MyRewards';
import { myRewardsView, REDEEM_ROUTES } from './my-rewards';
import { RedeemDialog } from './RedeemDialog';
import { RewardCard, RewardListPlaceholder } from './RewardCard';
import { redemptionsQuery, refreshStore, storeRewardsQuery } from './store-api';
import '../gyms/gyms.css';
import '../wallet/wallet.css';
import './store.css';
import './messages';
import { formatCoins } from '../../i18n/formats';

/** Refreshes the store when a queued redemption is answered (by this tab, another one or the service worker). */
function useRefreshWhenAnswered(queued: readonly { id: string }[]): void {
  const queryClient = useQueryClient();
  const before = useRef(new Set<string>());
  useEffect(() => {
    const now = new Set(queued.map((entry) => entry.id));
    if ([...before.current].some((id) => !now.has(id))) void refreshStore(queryClient);
    before.current = now;
  }, [queued, queryClient]);
}

export function StoreScreen() {
  const intl = useIntl();
  const region = useRegion();
  const regionName = useRegionName();
  const rewards = useQuery(storeRewardsQuery(region));
  const redemptions = useQuery(redemptionsQuery);
  const session = useQuery(sessionQuery);
  // The redemptions waiting or refused, and those answered since the screen opened: an answer shows
  // in My rewards at once, not only once the redemptions are read again.
  const entries = useEntriesOf(REDEEM_ROUTES);
  // Failed ones too: one tried again can be answered before a render saw it pending.
  const queued = useMemo(() => entries.filter((entry) => entry.state !== 'done'), [entries]);
  useRefreshWhenAnswered(queued);
  const [redeeming, setRedeeming] = useState<StoreReward | null>(null);
  const rows = useMemo(
    () => myRewardsView(redemptions.data?.redemptions ?? [], entries, rewards.data?.rewards ?? []),
    [redemptions.data, entries, rewards.data],
  );
  // The balance every screen shows: the server's last one with what is still to be sent.
  const balance = useCoinBalance(session.data && !session.data.isGuest ? session.data : null);

  return (
    <Page titleId="store.title" introId="store.intro" tutorialId="rewards-store">
      <WalletProvider>
        <div className="section">
          <BuyPanel withConnect />
        </div>
      </WalletProvider>
      <section className="section" aria-labelledby="store-rewards">
        <h2 id="store-rewards" className="section__title">
          <FormattedMessage id="store.rewards.title" values={{ region: regionName(region, region) }} />
        </h2>
        {balance !== null ? (
          <p className="field__hint" data-testid="store-balance">
            <FormattedMessage id="store.balance" values={{ coins: formatCoins(intl, balance.coins) }} />
            {balance.pending !== null ? (
              <>
                {' · '}
                <PendingCoins balance={balance} />
              </>
            ) : null}
          </p>
        ) : null}
        {rewards.isPending ? (
          <RewardListPlaceholder label={intl.formatMessage({ id: 'store.rewards.loading' })} />
        ) : rewards.isError ? (
          <p className="notice" role="status">
            <FormattedMessage id="store.rewards.offline" />
          </p>
        ) : rewards.data.rewards.length === 0 ? (
          <EmptyState
            icon={<GiftIcon />}
            titleId="store.empty.title"
            bodyId="store.empty.body"
            actions={[
              { to: '/wallet', labelId: 'store.empty.wallet' },
              { to: '/challenges', labelId: 'store.empty.challenges' },
            ]}
          />
        ) : (
          <ul className="reward-list" aria-label={intl.formatMessage({ id: 'store.rewards.list' })}>
            {rewards.data.rewards.map((reward) => (
              <RewardCard key={reward.id} reward={reward} onRedeem={setRedeeming} />
            ))}
          </ul>
        )}
      </section>
      <section className="section" aria-labelledby="store-mine">
        <h2 id="store-mine" className="section__title">
          <FormattedMessage id="store.mine.title" />
        </h2>
        {redemptions.isPending && rows.length === 0 ? (
          <Spinner label={intl.formatMessage({ id: 'store.mine.loading' })} />
        ) : (
          <MyRewards rows={rows} />
        )}
      </section>
      <RedeemDialog reward={redeeming} balance={balance?.coins ?? null} onClose={() => setRedeeming(null)} />
    </Page>
  );
}
