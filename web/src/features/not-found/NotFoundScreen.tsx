// Any path outside the session's route set (spec section 2).
import { Link, useLocation } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../ui/LinkButton';
import './messages';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  return (
    <div className="public-shell">
      <header className="app-header">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            F
          </span>
          <FormattedMessage id="app.name" />
        </Link>
      </header>
      <main id="main" className="app-main">
        <article className="page not-found">
          <p className="not-found__code" aria-hidden="true">
            404
          </p>
          <h1 className="page__title" tabIndex={-1} data-page-title>
            <FormattedMessage id="notFound.title" />
          </h1>
          <p className="page__intro">
            <FormattedMessage id="notFound.body" values={{ path: <code>{pathname}</code> }} />
          </p>
          <div className="empty-state__actions">
            <LinkButton to="/">
              <FormattedMessage id="notFound.home" />
            </LinkButton>
            <LinkButton to="/help" variant="secondary">
              <FormattedMessage id="notFound.help" />
            </LinkButton>
          </div>
        </article>
      </main>
    </div>
  );
}
