// /panel/change-password: the current password and a new one (the sign-up rules), for a partner's
// temporary password and for any member (from settings). The server ends every other session of
// the account. Never through the outbox: passwords are not kept on the device.
import * as routes from '@fitchoice/shared/api/routes';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, isApiError } from '../../api/client';
import type { RefusalTable } from '../../api/field-errors';
import { sessionQuery } from '../../api/queries';
import { storeUser } from '../../api/session';
import { useAuth } from '../../app/auth';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { KeyIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
import { toast } from '../../ui/toast/toast-store';
import {
  type NewPassword,
  NewPasswordFields,
  type NewPasswordProblems,
  newPasswordProblems,
  PASSWORD_TOO_EASY,
} from '../account/NewPasswordFields';
import { panelDestination } from './destination';
import './messages';
import '../panels/panels.css';

type Problems = NewPasswordProblems & { current?: MessageId };

/** A refusal about no field of the form. */
const CHANGE_REFUSALS = { unauthorized: 'changePassword.error.signedOut' } as const satisfies RefusalTable<'auth.changePassword'>;

function check(current: string, pair: NewPassword): Problems {
  const problems: Problems = newPasswordProblems(pair);
  if (current === '') problems.current = 'changePassword.error.currentRequired';
  if (!problems.password && pair.password === current) problems.password = 'changePassword.error.same';
  return problems;
}

function ChangePasswordForm() {
  const intl = useIntl();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [current, setCurrent] = useState('');
  const [pair, setPair] = useState<NewPassword>({ password: '', repeat: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const { ref, focusFirstError } = useErrorFocus();
  const temporary = user?.mustChangePassword === true;

  const refuse = (found: Problems) => {
    setProblems(found);
    focusFirstError();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = check(current, pair);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    setBusy(true);
    try {
      const answer = await apiCall(routes.authChangePassword, { body: { currentPassword: current, newPassword: pair.password } });
      await storeUser(answer.user);
      queryClient.setQueryData(sessionQuery.queryKey, answer.user);
      toast({
        title: intl.formatMessage({ id: 'changePassword.done.title' }),
        description: intl.formatMessage({ id: 'changePassword.done.description' }, { count: answer.signedOutSessions }),
      });
      await navigate({ to: panelDestination(answer.user) === '/panels' ? '/profile' : panelDestination(answer.user) });
    } catch (error) {
      if (isApiError(error, 400) && error.field === 'currentPassword') refuse({ current: 'changePassword.error.currentWrong' });
      else if (isApiError(error, 400, 'password_too_easy')) refuse(PASSWORD_TOO_EASY);
      else if (isApiError(error, 400) && error.field === 'newPassword') refuse({ password: 'changePassword.error.same' });
      else setRefusal(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      {temporary ? (
        <p className="notice" role="status">
          <FormattedMessage id="changePassword.temporary" />
        </p>
      ) : null}
      <form ref={ref} className="form panel-form" noValidate onSubmit={submit}>
        <Field
          label={intl.formatMessage({ id: temporary ? 'changePassword.field.temporary' : 'changePassword.field.current' })}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
          error={problems.current ? intl.formatMessage({ id: problems.current }) : undefined}
          required
        />
        <NewPasswordFields value={pair} onChange={setPair} problems={problems} />
        <FormRefusal error={refusal} codes={CHANGE_REFUSALS} fallback="changePassword.error.failed" />
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
