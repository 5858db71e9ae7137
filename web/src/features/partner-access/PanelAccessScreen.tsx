// /panel-access: which panel is whose, and the ways in (partner sign-in, or applying to become one).
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { PanelRoles } from './PanelRoles';
import '../panels/messages';
import './messages';

export function PanelAccessScreen() {
  return (
    <Page titleId="panelAccess.title" introId="panelAccess.intro">
      <PanelRoles />
      <div className="empty-state__actions">
        <LinkButton to="/partner-login">
          <FormattedMessage id="panels.signIn" />
        </LinkButton>
        <LinkButton to="/partner-registration" variant="secondary">
          <FormattedMessage id="panels.register" />
        </LinkButton>
      </div>
    </Page>
  );
}
