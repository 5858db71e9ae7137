import { EmptyState } from '../../ui/EmptyState';
import { BoltIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function AiMotivationScreen() {
  return (
    <Page titleId="aiMotivation.title" introId="aiMotivation.intro">
      <EmptyState
        icon={<BoltIcon />}
        titleId="aiMotivation.empty.title"
        bodyId="aiMotivation.empty.body"
        actions={[
          { to: '/gyms', labelId: 'aiMotivation.empty.gyms' },
          { to: '/mood-tracker', labelId: 'aiMotivation.empty.mood' },
        ]}
      />
    </Page>
  );
}
