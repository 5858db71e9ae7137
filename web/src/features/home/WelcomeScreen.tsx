// "/" for a visitor: what FitChoice is, and the ways in (sign up, sign in, guest, the tour, partners).
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { useAuth } from '../../app/auth';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { LinkButton } from '../../ui/LinkButton';
import './messages';

const FEATURES: { titleId: MessageId; bodyId: MessageId }[] = [
  { titleId: 'welcome.feature.discover', bodyId: 'welcome.feature.discover.body' },
  { titleId: 'welcome.feature.book', bodyId: 'welcome.feature.book.body' },
  { titleId: 'welcome.feature.rewards', bodyId: 'welcome.feature.rewards.body' },
  { titleId: 'welcome.feature.offline', bodyId: 'welcome.feature.offline.body' },
];

export function WelcomeScreen() {
  const auth = useAuth();
  const navigate = useNavigate();
  const continueAsGuest = async () => {
    try {
      await auth.loginAsGuest();
      await navigate({ to: '/' });
    } catch {
      // the toast says what happened
    }
  };
  return (
    <article className="page welcome">
      <section className="hero">
        <h1 className="hero__title" tabIndex={-1} data-page-title>
          <FormattedMessage id="welcome.title" />
        </h1>
        <p className="hero__intro">
          <FormattedMessage id="welcome.intro" />
        </p>
        <div className="hero__actions">
          <LinkButton to="/auth" search={{ mode: 'signup' }}>
            <FormattedMessage id="welcome.getStarted" />
          </LinkButton>
          <LinkButton to="/auth" search={{ mode: 'signin' }} variant="secondary">
            <FormattedMessage id="welcome.signIn" />
          </LinkButton>
          <Button variant="ghost" busy={auth.pending.guest} onClick={continueAsGuest}>
            <FormattedMessage id="auth.guest.submit" />
          </Button>
          <LinkButton to="/onboarding" variant="ghost">
            <FormattedMessage id="welcome.tour" />
          </LinkButton>
        </div>
      </section>
      <section aria-labelledby="welcome-features" className="section">
        <h2 id="welcome-features" className="section__title">
          <FormattedMessage id="welcome.features" />
        </h2>
        <ul className="card-grid">
          {FEATURES.map((feature) => (
            <li key={feature.titleId} className="card">
              <h3 className="card__title">
                <FormattedMessage id={feature.titleId} />
              </h3>
              <p className="card__body">
                <FormattedMessage id={feature.bodyId} />
              </p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="welcome-partners" className="section notice">
        <h2 id="welcome-partners" className="section__title">
          <FormattedMessage id="welcome.partners" />
        </h2>
        <p>
          <FormattedMessage id="welcome.partners.body" />
        </p>
        <div className="hero__actions">
          <LinkButton to="/partner-registration" variant="secondary">
            <FormattedMessage id="welcome.partners.register" />
          </LinkButton>
          <LinkButton to="/partner-login" variant="ghost">
            <FormattedMessage id="welcome.partners.login" />
          </LinkButton>
        </div>
      </section>
    </article>
  );
}
