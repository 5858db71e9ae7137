import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export function WalletScreen() {
  return (
    <Page titleId="wallet.title" introId="wallet.intro">
      <EmptyState
        icon="👛"
        titleId="wallet.empty.title"
        bodyId="wallet.empty.body"
        actions={[
          { to: '/store', labelId: 'wallet.empty.store' },
          { to: '/activity', labelId: 'wallet.empty.activity' },
        ]}
      />
    </Page>
  );
}
