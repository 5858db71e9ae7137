// /reset-password?token=...: the link from the reset mail. A new password (the sign-up rules),
// twice; the server checks the link (once, 30 minutes) and signs the account out everywhere.
import * as routes from '@fitchoice/shared/api/routes';
import { getRouteApi } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { apiCall, isApiError } from '../../api/client';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { type NewPassword, NewPasswordFields, type NewPasswordProblems, newPasswordProblems, PASSWORD_TOO_EASY } from './NewPasswordFields';
import './account.css';
import './messages';

const route = getRouteApi('/open/reset-password');

export function ResetPasswordScreen() {
  const { token } = route.useSearch();
  const [pair, setPair] = useState<NewPassword>({ password: '', repeat: '' });
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const [state, setState] = useState<'form' | 'done' | 'invalid'>(token ? 'form' : 'invalid');
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);
  const { ref, focusFirstError } = useErrorFocus();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = newPasswordProblems(pair);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    if (!token) return;
    setBusy(true);
    try {
      await apiCall(routes.authResetPassword, { body: { token, newPassword: pair.password } });
      setState('done');
    } catch (error) {
      if (isApiError(error, 400, 'link_invalid')) setState('invalid');
      else if (isApiError(error, 400, 'password_too_easy')) {
        setProblems(PASSWORD_TOO_EASY);
        focusFirstError();
      } else setFailure('account.error.failed');
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
      <form ref={ref} className="form account-form" noValidate onSubmit={submit}>
        <NewPasswordFields value={pair} onChange={setPair} problems={problems} />
        <FormRefusal messageId={failure} />
        <Button type="submit" block busy={busy}>
          <FormattedMessage id="account.reset.submit" />
        </Button>
      </form>
    </Page>
  );
}
