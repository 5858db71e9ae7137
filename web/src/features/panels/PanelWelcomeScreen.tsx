// /panel/welcome?token=...: the link an approved partner is mailed. They choose their password
// (twice); the server checks the link (once, 7 days), sets it and signs them in, and they land on
// their panel. No password ever went through an admin's hands.
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@fitchoice/shared/api';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, isApiError, routes } from '../../api/client';
import { sessionQuery } from '../../api/queries';
import { storeUser } from '../../api/session';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/form/Field';
import { KeyIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { panelDestination } from './destination';
import '../auth/messages';
import './messages';
import './panels.css';

const route = getRouteApi('/open/panel/welcome');

export function PanelWelcomeScreen() {
  const intl = useIntl();
  const { token } = route.useSearch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ password?: MessageId; repeat?: MessageId }>({});
  const [failure, setFailure] = useState<MessageId | null>(null);
  const [invalid, setInvalid] = useState(!token);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = {
      ...(password.length < PASSWORD_MIN_LENGTH
        ? { password: 'changePassword.error.short' as const }
        : password.length > PASSWORD_MAX_LENGTH
          ? { password: 'changePassword.error.long' as const }
          : {}),
      ...(repeat !== password ? { repeat: 'changePassword.error.mismatch' as const } : {}),
    };
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || !token) {
      event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await apiCall(routes.authPartnerWelcome, { body: { token, newPassword: password } });
      await storeUser(answer.user);
      queryClient.setQueryData(sessionQuery.queryKey, answer.user);
      await navigate({ to: panelDestination(answer.user) });
    } catch (error) {
      if (isApiError(error, 400, 'link_invalid')) setInvalid(true);
      else if (isApiError(error, 400, 'password_too_easy')) setProblems({ password: 'changePassword.error.common' });
      else if (isApiError(error, 403)) setFailure('panelWelcome.error.suspended');
      else setFailure('changePassword.error.failed');
    } finally {
      setBusy(false);
    }
  };

  if (invalid) {
    return (
      <Page titleId="panelWelcome.title">
        <EmptyState
          icon={<KeyIcon />}
          titleId="panelWelcome.invalid.title"
          bodyId="panelWelcome.invalid.body"
          actions={[
            { to: '/partner-login', labelId: 'panelChangePassword.empty.signIn' },
            { to: '/forgot-password', labelId: 'panelWelcome.invalid.reset' },
          ]}
        />
      </Page>
    );
  }
  const error = (id: MessageId | undefined) =>
    id ? intl.formatMessage({ id }, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH }) : undefined;
  return (
    <Page titleId="panelWelcome.title" introId="panelWelcome.intro">
      <form className="form panel-form" noValidate onSubmit={submit}>
        <Field
          label={intl.formatMessage({ id: 'changePassword.field.new' })}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error(problems.password)}
          hint={intl.formatMessage({ id: 'auth.field.passwordHint' }, { min: PASSWORD_MIN_LENGTH })}
          required
        />
        <Field
          label={intl.formatMessage({ id: 'changePassword.field.confirm' })}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          error={error(problems.repeat)}
          required
        />
        {failure ? (
          <p className="field__error" role="alert">
            <FormattedMessage id={failure} />
          </p>
        ) : null}
        <Button type="submit" block busy={busy}>
          <FormattedMessage id="panelWelcome.submit" />
        </Button>
      </form>
    </Page>
  );
}
