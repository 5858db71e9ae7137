import { EmptyState } from '../../ui/EmptyState';
import { ChatIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function SocialScreen() {
  return (
    <Page titleId="social.title" introId="social.intro" tutorialId="social-feed">
      <EmptyState
        icon={<ChatIcon />}
        titleId="social.empty.title"
        bodyId="social.empty.body"
        actions={[
          { to: '/fit-match', labelId: 'social.empty.fitMatch' },
          { to: '/challenges', labelId: 'social.empty.challenges' },
        ]}
      />
    </Page>
  );
}
