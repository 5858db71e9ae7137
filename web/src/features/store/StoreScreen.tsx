import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export function StoreScreen() {
  return (
    <Page titleId="store.title" introId="store.intro">
      <EmptyState
        icon="🎁"
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
