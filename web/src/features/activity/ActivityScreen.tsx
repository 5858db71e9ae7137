import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export function ActivityScreen() {
  return (
    <Page titleId="activity.title" introId="activity.intro">
      <EmptyState
        icon="📈"
        titleId="activity.empty.title"
        bodyId="activity.empty.body"
        actions={[
          { to: '/qr-scanner', labelId: 'activity.empty.checkin' },
          { to: '/challenges', labelId: 'activity.empty.challenges' },
        ]}
      />
    </Page>
  );
}
