// /help-support: the member's way into help, contact and every policy.
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import type { LinkTarget } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';

const ENTRIES: { to: LinkTarget; titleId: MessageId; bodyId: MessageId }[] = [
  { to: '/help', titleId: 'helpSupport.faq', bodyId: 'helpSupport.faq.body' },
  { to: '/contact', titleId: 'helpSupport.contact', bodyId: 'helpSupport.contact.body' },
  { to: '/cancellation-refund', titleId: 'helpSupport.cancellation', bodyId: 'helpSupport.cancellation.body' },
  { to: '/privacy', titleId: 'helpSupport.privacy', bodyId: 'helpSupport.privacy.body' },
  { to: '/terms', titleId: 'helpSupport.terms', bodyId: 'helpSupport.terms.body' },
];

export function HelpSupportScreen() {
  return (
    <Page titleId="helpSupport.title" introId="helpSupport.intro">
      <ul className="card-grid">
        {ENTRIES.map((entry) => (
          <li key={entry.to}>
            <Link to={entry.to} className="card-link">
              <span className="card-link__title">
                <FormattedMessage id={entry.titleId} />
              </span>
              <span className="card-link__body">
                <FormattedMessage id={entry.bodyId} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Page>
  );
}
