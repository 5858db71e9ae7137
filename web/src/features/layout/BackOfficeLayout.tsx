// The back-office layout of the admin and partner panels (PANELS in shared): the brand, the
// panel's name and the account's own links (change password, sign out); no member XP and
// SweatCoin chips and no member tab bar, so the panel has the whole width.
import { PANELS, type PanelPath } from '@fitchoice/shared/api';
import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../../app/auth';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import '../panels/messages';

const PANEL_NAMES: Record<PanelPath, MessageId> = {
  '/admin-panel': 'panels.admin',
  '/fitness-center-panel': 'panels.fitnessCenter',
  '/trainer-panel': 'panels.trainer',
  '/nutritionist-panel': 'panels.nutritionist',
  '/analytics': 'panels.analytics',
};

const panelAt = (pathname: string): PanelPath | undefined => PANELS.find((panel) => panel.path === pathname)?.path;

export function BackOfficeLayout() {
  const intl = useIntl();
  const { logout, pending } = useAuth();
  const panel = useRouterState({ select: (state) => panelAt(state.location.pathname) });
  return (
    <div className="public-shell back-office">
      <header className="app-header back-office__header">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            F
          </span>
          <span className="brand__name">
            <FormattedMessage id="app.name" />
          </span>
        </Link>
        {panel ? (
          <span className="back-office__panel">
            <FormattedMessage id={PANEL_NAMES[panel]} />
          </span>
        ) : null}
        <nav className="back-office__account" aria-label={intl.formatMessage({ id: 'nav.account' })}>
          <LinkButton to="/panel/change-password" variant="ghost">
            <FormattedMessage id="partnerPanel.changePassword" />
          </LinkButton>
          <Button variant="ghost" busy={pending.logout} onClick={() => void logout()}>
            <FormattedMessage id="partnerPanel.signOut" />
          </Button>
        </nav>
      </header>
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
