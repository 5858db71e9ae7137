// /forgot-password: the email of the account; the server mails a one-time reset link (30 minutes)
// and answers the same whatever the address, so this screen says the same too.

import { accountForgotPassword } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall } from '../../api/client';
import type { RefusalTable } from '../../api/field-errors';
import { useLocaleStore } from '../../i18n/locale-store';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import './account.css';
import './messages';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const FORGOT_REFUSALS = {
  too_many_requests: 'account.forgot.tooMany',
  validation_failed: 'account.error.email',
} as const satisfies RefusalTable<'account.forgotPassword'>;

export function ForgotPasswordScreen() {
  const intl = useIntl();
  const language = useLocaleStore((state) => state.language);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<MessageId | null>(null);
  const [refusal, setRefusal] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { ref, focusFirstError } = useErrorFocus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!EMAIL.test(email.trim())) {
      setProblem('account.error.email');
      focusFirstError();
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await apiCall(routes.accountForgotPassword, { body: { email: email.trim(), language } });
      setSentTo(email.trim());
    } catch (error) {
      setRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  if (sentTo) {
    return (
      <Page titleId="account.forgot.title">
        <section className="card account-card" role="status" aria-labelledby="forgot-sent">
          <h2 className="card__title" id="forgot-sent">
            <FormattedMessage id="account.forgot.sentTitle" />
          </h2>
          <p>
            <FormattedMessage id="account.forgot.sent" values={{ email: <strong>{sentTo}</strong> }} />
          </p>
          <div className="account-actions">
            <LinkButton to="/auth">
              <FormattedMessage id="account.backToSignIn" />
            </LinkButton>
          </div>
        </section>
      </Page>
    );
  }
  return (
    <Page titleId="account.forgot.title" introId="account.forgot.intro">
      <form ref={ref} className="form account-form" noValidate onSubmit={submit}>
        <Field
          label={intl.formatMessage({ id: 'account.field.email' })}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={problem ? intl.formatMessage({ id: problem }) : undefined}
          {...accountForgotPassword.email}
        />
        <FormRefusal error={refusal} codes={FORGOT_REFUSALS} fallback="account.error.failed" />
        <Button type="submit" block busy={busy}>
          <FormattedMessage id="account.forgot.submit" />
        </Button>
      </form>
      <p className="account-after">
        <LinkButton to="/auth" variant="ghost">
          <FormattedMessage id="account.backToSignIn" />
        </LinkButton>
      </p>
    </Page>
  );
}
