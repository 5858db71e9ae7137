// /partner-login: partners sign in with the account their approval made (the same sign-in as
// members), then go where their roles lead: to change a temporary password first, else their panel.
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAuth } from '../../app/auth';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { panelDestination } from './destination';
import '../auth/messages';
import './messages';
import '../panels/panels.css';

export function PartnerLoginScreen() {
  const intl = useIntl();
  const auth = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: boolean; password?: boolean }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { email: email.trim() === '', password: password === '' };
    setMissing(found);
    if (found.email || found.password) return;
    try {
      const user = await auth.login({ email, password });
      await navigate({ to: panelDestination(user) });
    } catch {
      // The sign-in toast says what went wrong; what was typed stays.
    }
  };

  const signedIn = auth.user && !auth.isGuest ? auth.user : null;
  return (
    <Page titleId="partnerLogin.title" introId="partnerLogin.intro">
      {signedIn ? (
        <div className="notice">
          <p>
            <FormattedMessage id="partnerLogin.signedInAs" values={{ account: signedIn.email ?? signedIn.name }} />
          </p>
          <LinkButton to={panelDestination(signedIn)}>
            <FormattedMessage id="partnerLogin.continue" />
          </LinkButton>
        </div>
      ) : null}
      <form className="form panel-form" noValidate onSubmit={submit} aria-labelledby="partner-login-form">
        <h2 className="section__title" id="partner-login-form">
          <FormattedMessage id="partnerLogin.form" />
        </h2>
        <Field
          label={intl.formatMessage({ id: 'auth.field.email' })}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={missing.email ? intl.formatMessage({ id: 'auth.error.emailRequired' }) : undefined}
          required
        />
        <Field
          label={intl.formatMessage({ id: 'auth.field.password' })}
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={missing.password ? intl.formatMessage({ id: 'auth.error.passwordRequired' }) : undefined}
          hint={intl.formatMessage({ id: 'partnerLogin.passwordHint' })}
          required
        />
        <Button type="submit" block busy={auth.pending.login}>
          <FormattedMessage id="partnerLogin.submit" />
        </Button>
      </form>
      {signedIn ? null : (
        <>
          <p className="panel-form__after">
            <FormattedMessage id="partnerLogin.noAccount" />
          </p>
          <div className="empty-state__actions">
            <LinkButton to="/partner-registration" variant="secondary">
              <FormattedMessage id="partnerLogin.empty.register" />
            </LinkButton>
            <LinkButton to="/panel-access" variant="ghost">
              <FormattedMessage id="partnerLogin.empty.access" />
            </LinkButton>
          </div>
        </>
      )}
    </Page>
  );
}
