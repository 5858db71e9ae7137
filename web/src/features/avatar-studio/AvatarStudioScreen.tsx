import { EmptyState } from '../../ui/EmptyState';
import { PaletteIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function AvatarStudioScreen() {
  return (
    <Page titleId="avatarStudio.title" introId="avatarStudio.intro">
      <EmptyState
        icon={<PaletteIcon />}
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
