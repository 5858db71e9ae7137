import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import './messages';
import { AnchorButton } from '../../ui/LinkButton';

export function PartnerRegistrationScreen() {
  return (
    <Page titleId="partnerRegistration.title" introId="partnerRegistration.intro">
      <section className="section" aria-labelledby="partner-steps">
        <h2 id="partner-steps" className="section__title">
          <FormattedMessage id="partnerRegistration.steps" />
        </h2>
        <ol className="steps">
          <li>
            <FormattedMessage id="partnerRegistration.step1" />
          </li>
          <li>
            <FormattedMessage id="partnerRegistration.step2" />
          </li>
          <li>
            <FormattedMessage id="partnerRegistration.step3" />
          </li>
        </ol>
        <p>
          <FormattedMessage id="partnerRegistration.fees" />
        </p>
        <div className="empty-state__actions">
          <AnchorButton href="mailto:partners@fitchoice.app">
            <FormattedMessage id="partnerRegistration.contact" />
          </AnchorButton>
          <LinkButton to="/panel-access" variant="secondary">
            <FormattedMessage id="panelAccess.title" />
          </LinkButton>
        </div>
      </section>
    </Page>
  );
}
