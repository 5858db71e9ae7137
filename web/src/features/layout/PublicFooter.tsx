import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';

export function PublicFooter() {
  const intl = useIntl();
  return (
    <footer className="public-footer">
      <nav aria-label={intl.formatMessage({ id: 'nav.footer' })}>
        <ul className="public-footer__links">
          <li>
            <Link to="/help">
              <FormattedMessage id="help.title" />
            </Link>
          </li>
          <li>
            <Link to="/contact">
              <FormattedMessage id="contact.title" />
            </Link>
          </li>
          <li>
            <Link to="/privacy">
              <FormattedMessage id="privacy.title" />
            </Link>
          </li>
          <li>
            <Link to="/terms">
              <FormattedMessage id="terms.title" />
            </Link>
          </li>
          <li>
            <Link to="/cancellation-refund">
              <FormattedMessage id="cancellation.title" />
            </Link>
          </li>
        </ul>
      </nav>
    </footer>
  );
}
