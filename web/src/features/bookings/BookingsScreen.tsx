import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export function BookingsScreen() {
  return (
    <Page titleId="bookings.title" introId="bookings.intro">
      <EmptyState
        icon="📅"
        titleId="bookings.empty.title"
        bodyId="bookings.empty.body"
        actions={[
          { to: '/gyms', labelId: 'bookings.empty.gyms' },
          { to: '/cancellation-refund', labelId: 'bookings.empty.policy' },
        ]}
      />
    </Page>
  );
}
