import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';

export function AvatarStudioScreen() {
  return (
    <Page titleId="avatarStudio.title" introId="avatarStudio.intro">
      <EmptyState
        icon="🎨"
        titleId="avatarStudio.empty.title"
        bodyId="avatarStudio.empty.body"
        actions={[
          { to: '/store', labelId: 'avatarStudio.empty.store' },
          { to: '/profile', labelId: 'avatarStudio.empty.profile' },
        ]}
      />
    </Page>
  );
}
