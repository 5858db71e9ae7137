import { EmptyState } from '../../ui/EmptyState';
import { KeyIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function PanelChangePasswordScreen() {
  return (
    <Page titleId="panelChangePassword.title" introId="panelChangePassword.intro">
      <EmptyState
        icon={<KeyIcon />}
        titleId="panelChangePassword.empty.title"
        bodyId="panelChangePassword.empty.body"
        actions={[
          { to: '/partner-login', labelId: 'panelChangePassword.empty.signIn' },
          { to: '/contact', labelId: 'panelChangePassword.empty.contact' },
        ]}
      />
    </Page>
  );
}
