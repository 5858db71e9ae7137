import { EmptyState } from '../../ui/EmptyState';
import { MailIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function MessagesScreen() {
  return (
    <Page titleId="messages.title" introId="messages.intro" tutorialId="messaging">
      <EmptyState
        icon={<MailIcon />}
        titleId="messages.empty.title"
        bodyId="messages.empty.body"
        actions={[
          { to: '/bookings', labelId: 'messages.empty.bookings' },
          { to: '/chat', labelId: 'messages.empty.chat' },
        ]}
      />
    </Page>
  );
}
