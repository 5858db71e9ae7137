// /panel/change-password: the current password and a new one (the sign-up rules), for a partner's
// temporary password and for any member (from settings). The server ends every other session of
// the account. Never through the outbox: passwords are not kept on the device.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fitchoice/shared/api';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, isApiError, routes } from '../../api/client';
import { sessionQuery } from '../../api/queries';
import { storeUser } from '../../api/session';
import { useAuth } from '../../app/auth';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/form/Field';
import { KeyIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { toast } from '../../ui/toast/toast-store';
import { panelDestination } from './destination';
import '../auth/messages';
import './messages';
import './panels.css';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmPassword';
type Problems = Partial<Record<PasswordField, MessageId>>;

function check(values: Record<PasswordField, string>): Problems {
  const problems: Problems = {};
  if (values.currentPassword === '') problems.currentPassword = 'changePassword.error.currentRequired';
  if (values.newPassword.length < PASSWORD_MIN_LENGTH) problems.newPassword = 'changePassword.error.short';
  else if (values.newPassword.length > PASSWORD_MAX_LENGTH) problems.newPassword = 'changePassword.error.long';
  else if (values.newPassword === values.currentPassword) problems.newPassword = 'changePassword.error.same';
  if (values.confirmPassword !== values.newPassword) problems.confirmPassword = 'changePassword.error.mismatch';
  return problems;
}

function ChangePasswordForm() {
  const intl = useIntl();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<PasswordField, string>>({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [busy, setBusy] = useState(false);
  const temporary = user?.mustChangePassword === true;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(values);
    setProblems(found);
    setFailure(null);
    const first = (['currentPassword', 'newPassword', 'confirmPassword'] as const).find((field) => found[field]);
    if (first) {
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await apiCall(routes.authChangePassword, {
        body: { currentPassword: values.currentPassword, newPassword: values.newPassword },
      });
      await storeUser(answer.user);
      queryClient.setQueryData(sessionQuery.queryKey, answer.user);
      toast({
        title: intl.formatMessage({ id: 'changePassword.done.title' }),
        description: intl.formatMessage({ id: 'changePassword.done.description' }, { count: answer.signedOutSessions }),
      });
      await navigate({ to: panelDestination(answer.user) === '/panels' ? '/profile' : panelDestination(answer.user) });
    } catch (error) {
      if (isApiError(error, 400) && error.field === 'currentPassword')
        setProblems({ currentPassword: 'changePassword.error.currentWrong' });
      else if (isApiError(error, 400, 'password_too_easy')) setProblems({ newPassword: 'changePassword.error.common' });
      else if (isApiError(error, 400) && error.field === 'newPassword') setProblems({ newPassword: 'changePassword.error.same' });
      else if (isApiError(error, 401)) setFailure('changePassword.error.signedOut');
      else setFailure('changePassword.error.failed');
    } finally {
      setBusy(false);
    }
  };

  const field = (name: PasswordField, labelId: MessageId, autoComplete: string, hint?: string) => (
    <Field
      label={intl.formatMessage({ id: labelId })}
      name={name}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      onChange={(e) => setValues((current) => ({ ...current, [name]: e.target.value }))}
      error={
        problems[name] ? intl.formatMessage({ id: problems[name] }, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined
      }
      hint={hint}
      required
    />
  );

  return (
    <>
      {temporary ? (
        <p className="notice" role="status">
          <FormattedMessage id="changePassword.temporary" />
        </p>
      ) : null}
      <form className="form panel-form" noValidate onSubmit={submit}>
        {field('currentPassword', temporary ? 'changePassword.field.temporary' : 'changePassword.field.current', 'current-password')}
        {field(
          'newPassword',
          'changePassword.field.new',
          'new-password',
          intl.formatMessage({ id: 'auth.field.passwordHint' }, { min: PASSWORD_MIN_LENGTH }),
        )}
        {field('confirmPassword', 'changePassword.field.confirm', 'new-password')}
        {failure ? (
          <p className="field__error" role="alert">
            <FormattedMessage id={failure} />
          </p>
        ) : null}
        <Button type="submit" block busy={busy}>
          <FormattedMessage id="changePassword.submit" />
        </Button>
        <p className="field__hint">
          <FormattedMessage id="changePassword.otherSessions" />
        </p>
      </form>
    </>
  );
}

export function PanelChangePasswordScreen() {
  const { user, isGuest } = useAuth();
  if (user && !isGuest) {
    return (
      <Page titleId="changePassword.title" introId="changePassword.intro">
        <ChangePasswordForm />
      </Page>
    );
  }
  return (
    <Page titleId="panelChangePassword.title" introId="panelChangePassword.intro">
      <EmptyState
        icon={<KeyIcon />}
        titleId="panelChangePassword.empty.title"
        bodyId="panelChangePassword.empty.body"
        actions={[
          { to: '/partner-login', labelId: 'panelChangePassword.empty.signIn' },
          { to: '/contact', labelId: 'panelChangePassword.empty.contact' },
        ]}
      />
    </Page>
  );
}
