// /reset-password?token=...: the link from the reset mail. A new password (the sign-up rules),
// twice; the server checks the link (once, 30 minutes) and signs the account out everywhere.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fitchoice/shared/api';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, isApiError, routes } from '../../api/client';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import './account.css';
import './messages';

const route = getRouteApi('/open/reset-password');

export function ResetPasswordScreen() {
  const intl = useIntl();
  const { token } = route.useSearch();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ password?: MessageId; repeat?: MessageId }>({});
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...(password.length < PASSWORD_MIN_LENGTH
        ? { password: 'account.error.passwordShort' as const }
        : password.length > PASSWORD_MAX_LENGTH
          ? { password: 'account.error.passwordLong' as const }
          : {}),
      ...(repeat !== password ? { repeat: 'account.error.mismatch' as const } : {}),
    };
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !token) return;
    setBusy(true);
    try {
      await apiCall(routes.authResetPassword, { body: { token, newPassword: password } });
      setState('done');
    } catch (error) {
      if (isApiError(error, 400, 'link_invalid')) setState('invalid');
      else if (isApiError(error, 400, 'password_too_easy')) setProblems({ password: 'account.error.passwordCommon' });
      else setFailure('account.error.failed');
    } finally {
      setBusy(false);
    }
  };

  if (state !== 'form') {
    const done = state === 'done';
    return (
      <Page titleId="account.reset.title">
        <section className="card account-card" role={done ? 'status' : 'alert'} aria-labelledby="reset-result">
          <h2 className="card__title" id="reset-result">
            <FormattedMessage id={done ? 'account.reset.doneTitle' : 'account.link.invalidTitle'} />
          </h2>
          <p>
            <FormattedMessage id={done ? 'account.reset.done' : 'account.reset.invalid'} />
          </p>
          <div className="account-actions">
            <LinkButton to={done ? '/auth' : '/forgot-password'}>
              <FormattedMessage id={done ? 'account.signIn' : 'account.reset.askAgain'} />
            </LinkButton>
          </div>
        </section>
      </Page>
    );
  }
  return (
    <Page titleId="account.reset.title" introId="account.reset.intro">
      <form className="form account-form" noValidate onSubmit={submit}>
        <Field
          label={intl.formatMessage({ id: 'account.field.newPassword' })}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          hint={intl.formatMessage({ id: 'account.field.passwordHint' }, { min: PASSWORD_MIN_LENGTH })}
          error={
            problems.password
              ? intl.formatMessage({ id: problems.password }, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })
              : undefined
          }
          required
        />
        <Field
          label={intl.formatMessage({ id: 'account.field.repeatPassword' })}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={problems.repeat ? intl.formatMessage({ id: problems.repeat }) : undefined}
          required
        />
        {failure ? (
          <p className="field__error" role="alert">
            <FormattedMessage id={failure} />
          </p>
        ) : null}
        <Button type="submit" block busy={busy}>
          <FormattedMessage id="account.reset.submit" />
        </Button>
      </form>
    </Page>
  );
}
