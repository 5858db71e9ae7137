import { EmptyState } from '../../ui/EmptyState';
import { PeopleIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function FitMatchScreen() {
  return (
    <Page titleId="fitMatch.title" introId="fitMatch.intro">
      <EmptyState
        icon={<PeopleIcon />}
        titleId="fitMatch.empty.title"
        bodyId="fitMatch.empty.body"
        actions={[
          { to: '/gyms', labelId: 'fitMatch.empty.gyms' },
          { to: '/social', labelId: 'fitMatch.empty.social' },
        ]}
      />
    </Page>
  );
}
