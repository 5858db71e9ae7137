// The rewards store (/store): buying SweatCoins with ETH, then the rewards to spend them on.
import { EmptyState } from '../../ui/EmptyState';
import { GiftIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { BuyPanel } from '../wallet/BuyPanel';
import { WalletProvider } from '../wallet/WalletProvider';
import '../wallet/wallet.css';
import './messages';

export function StoreScreen() {
  return (
    <Page titleId="store.title" introId="store.intro" tutorialId="rewards-store">
      <WalletProvider>
        <div className="section">
          <BuyPanel withConnect />
        </div>
      </WalletProvider>
      <EmptyState
        icon={<GiftIcon />}
        titleId="store.empty.title"
        bodyId="store.empty.body"
        actions={[
          { to: '/wallet', labelId: 'store.empty.wallet' },
          { to: '/challenges', labelId: 'store.empty.challenges' },
        ]}
      />
    </Page>
  );
}
