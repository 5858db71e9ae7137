import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export function QrScannerScreen() {
  return (
    <Page titleId="qrScanner.title" introId="qrScanner.intro">
      <EmptyState
        icon="📷"
        titleId="qrScanner.empty.title"
        bodyId="qrScanner.empty.body"
        actions={[
          { to: '/bookings', labelId: 'qrScanner.empty.bookings' },
          { to: '/gyms', labelId: 'qrScanner.empty.gyms' },
        ]}
      />
    </Page>
  );
}
