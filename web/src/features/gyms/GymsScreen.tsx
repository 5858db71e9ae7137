import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export function GymsScreen() {
  return (
    <Page titleId="gyms.title" introId="gyms.intro">
      <EmptyState
        icon="🏋️"
        titleId="gyms.empty.title"
        bodyId="gyms.empty.body"
        actions={[
          { to: '/trainers', labelId: 'gyms.empty.trainers' },
          { to: '/qr-scanner', labelId: 'gyms.empty.checkin' },
        ]}
      />
    </Page>
  );
}
