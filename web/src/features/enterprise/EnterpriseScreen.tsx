import { EmptyState } from '../../ui/EmptyState';
import { BuildingIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import './messages';

export function EnterpriseScreen() {
  return (
    <Page titleId="enterprise.title" introId="enterprise.intro">
      <EmptyState
        icon={<BuildingIcon />}
        titleId="enterprise.empty.title"
        bodyId="enterprise.empty.body"
        actions={[
          { to: '/contact', labelId: 'enterprise.empty.contact' },
          { to: '/help', labelId: 'enterprise.empty.help' },
        ]}
      />
    </Page>
  );
}
