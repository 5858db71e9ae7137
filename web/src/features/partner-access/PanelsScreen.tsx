// /panels: the hub that sends each role to its panel. A partner or admin sees the panels their
// roles open; an account with none learns what panels are and who they are for.
import { type PanelPath, panelsOf } from '@fitchoice/shared/api';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../app/auth';
import { type CardLinkItem, CardLinks } from '../../ui/CardLinks';
import { BuildingIcon, ChartIcon, LeafIcon, LockIcon, UserIcon } from '../../ui/icons';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { PanelRoles } from './PanelRoles';
import '../panels/messages';
import './messages';

const PANEL_CARDS: Record<PanelPath, CardLinkItem> = {
  '/admin-panel': { to: '/admin-panel', titleId: 'panels.admin', bodyId: 'panels.admin.body', icon: <LockIcon /> },
  '/fitness-center-panel': {
    to: '/fitness-center-panel',
    titleId: 'panels.fitnessCenter',
    bodyId: 'panels.fitnessCenter.body',
    icon: <BuildingIcon />,
  },
  '/trainer-panel': { to: '/trainer-panel', titleId: 'panels.trainer', bodyId: 'panels.trainer.body', icon: <UserIcon /> },
  '/nutritionist-panel': {
    to: '/nutritionist-panel',
    titleId: 'panels.nutritionist',
    bodyId: 'panels.nutritionist.body',
    icon: <LeafIcon />,
  },
  '/analytics': { to: '/analytics', titleId: 'panels.analytics', bodyId: 'panels.analytics.body', icon: <ChartIcon /> },
};

export function PanelsScreen() {
  const { user } = useAuth();
  const mine = panelsOf(user).map((path) => PANEL_CARDS[path]);
  if (mine.length > 0) {
    return (
      <Page titleId="panels.title" introId="panels.yours">
        {user?.mustChangePassword === true ? (
          <div className="notice" role="status">
            <p>
              <FormattedMessage id="panels.changeFirst" />
            </p>
            <LinkButton to="/panel/change-password">
              <FormattedMessage id="partnerPanel.changePassword" />
            </LinkButton>
          </div>
        ) : null}
        <CardLinks items={mine} />
      </Page>
    );
  }
  return (
    <Page titleId="panels.title" introId="panels.intro">
      <section className="notice" aria-labelledby="panels-none">
        <h2 className="section__title" id="panels-none">
          <FormattedMessage id="panels.none.title" />
        </h2>
        <p>
          <FormattedMessage id="panels.none.body" />
        </p>
        <PanelRoles />
        <div className="empty-state__actions">
          <LinkButton to="/partner-login">
            <FormattedMessage id="panels.signIn" />
          </LinkButton>
          <LinkButton to="/contact" variant="secondary">
            <FormattedMessage id="panels.none.contact" />
          </LinkButton>
        </div>
      </section>
    </Page>
  );
}
