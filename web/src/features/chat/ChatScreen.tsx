import { EmptyState } from '../../ui/EmptyState';
import { ChatIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function ChatScreen() {
  return (
    <Page titleId="chat.title" introId="chat.intro">
      <EmptyState
        icon={<ChatIcon />}
        titleId="chat.empty.title"
        bodyId="chat.empty.body"
        actions={[
          { to: '/fit-match', labelId: 'chat.empty.fitMatch' },
          { to: '/trainers', labelId: 'chat.empty.trainers' },
        ]}
      />
    </Page>
  );
}
