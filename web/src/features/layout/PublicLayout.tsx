// The visitor's layout: the brand, sign-in and sign-up links, and the support and legal footer.
import { Link, Outlet } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../ui/LinkButton';
import { LocaleMenu } from '../settings/LocaleMenu';
import { PublicFooter } from './PublicFooter';

export function PublicLayout() {
  const intl = useIntl();
  return (
    <div className="public-shell">
      <header className="app-header">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            F
          </span>
          <FormattedMessage id="app.name" />
        </Link>
        <nav className="public-nav" aria-label={intl.formatMessage({ id: 'nav.account' })}>
          <LocaleMenu />
          <LinkButton to="/auth" search={{ mode: 'signin' }} variant="ghost">
            <FormattedMessage id="nav.signIn" />
          </LinkButton>
        </nav>
      </header>
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <PublicFooter />
    </div>
  );
}
