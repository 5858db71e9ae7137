// /contact: the contact form (a support ticket with a reference number, for visitors too), and the
// other ways to reach us.
import { FormattedMessage, useIntl } from 'react-intl';
import { Page } from '../../ui/Page';
import { TicketForm } from './TicketForm';
import './support.css';
import './messages';

export function ContactScreen() {
  const intl = useIntl();
  const address = (id: 'contact.emailAddress' | 'contact.partnersAddress' | 'contact.privacyAddress') => {
    const email = intl.formatMessage({ id });
    return <a href={`mailto:${email}`}>{email}</a>;
  };
  return (
    <Page titleId="contact.title" introId="contact.intro">
      <TicketForm />
      <dl className="contact-list">
        <div>
          <dt>
            <FormattedMessage id="contact.email" />
          </dt>
          <dd>{address('contact.emailAddress')}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="contact.partners" />
          </dt>
          <dd>{address('contact.partnersAddress')}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="contact.privacy" />
          </dt>
          <dd>{address('contact.privacyAddress')}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="contact.hours" />
          </dt>
          <dd>
            <FormattedMessage id="contact.hoursValue" />
          </dd>
        </div>
      </dl>
      <p className="notice">
        <FormattedMessage id="contact.urgent" />
      </p>
    </Page>
  );
}
