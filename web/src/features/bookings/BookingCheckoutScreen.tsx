import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export function BookingCheckoutScreen() {
  return (
    <Page titleId="bookingCheckout.title" introId="bookingCheckout.intro">
      <EmptyState
        icon="🧾"
        titleId="bookingCheckout.empty.title"
        bodyId="bookingCheckout.empty.body"
        actions={[
          { to: '/gyms', labelId: 'bookingCheckout.empty.gyms' },
          { to: '/cancellation-refund', labelId: 'bookingCheckout.empty.policy' },
        ]}
      />
    </Page>
  );
}
