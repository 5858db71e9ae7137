import { EmptyState } from '../../ui/EmptyState';
import { LockIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function PartnerLoginScreen() {
  return (
    <Page titleId="partnerLogin.title" introId="partnerLogin.intro">
      <EmptyState
        icon={<LockIcon />}
        titleId="partnerLogin.empty.title"
        bodyId="partnerLogin.empty.body"
        actions={[
          { to: '/partner-registration', labelId: 'partnerLogin.empty.register' },
          { to: '/panel-access', labelId: 'partnerLogin.empty.access' },
        ]}
      />
    </Page>
  );
}
