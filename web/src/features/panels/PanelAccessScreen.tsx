import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import './messages';

export function PanelAccessScreen() {
  return (
    <Page titleId="panelAccess.title" introId="panelAccess.intro">
      <ul className="link-list link-list--plain">
        <li>
          <FormattedMessage id="panelAccess.gym" />
        </li>
        <li>
          <FormattedMessage id="panelAccess.trainer" />
        </li>
        <li>
          <FormattedMessage id="panelAccess.nutritionist" />
        </li>
        <li>
          <FormattedMessage id="panelAccess.staff" />
        </li>
      </ul>
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
