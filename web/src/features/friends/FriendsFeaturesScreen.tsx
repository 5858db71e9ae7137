import { EmptyState } from '../../ui/EmptyState';
import { PeopleIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function FriendsFeaturesScreen() {
  return (
    <Page titleId="friendsFeatures.title" introId="friendsFeatures.intro">
      <EmptyState
        icon={<PeopleIcon />}
        titleId="friendsFeatures.empty.title"
        bodyId="friendsFeatures.empty.body"
        actions={[
          { to: '/fit-match', labelId: 'friendsFeatures.empty.fitMatch' },
          { to: '/social', labelId: 'friendsFeatures.empty.social' },
        ]}
      />
    </Page>
  );
}
