// /panel/welcome?token=...: the link an approved partner is mailed. They choose their password
// (twice); the server checks the link (once, 7 days), sets it and signs them in, and they land on
// their panel. No password ever went through an admin's hands.
import * as routes from '@fitchoice/shared/api/routes';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { apiCall, isApiError } from '../../api/client';
import type { RefusalTable } from '../../api/field-errors';
import { sessionQuery } from '../../api/queries';
import { storeUser } from '../../api/session';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { KeyIcon } from '../../ui/icons';
import { Page } from '../../ui/Page';
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

const route = getRouteApi('/open/panel/welcome');

/** A refusal about no field of the form (the link's and the password's have their own places). */
const WELCOME_REFUSALS = { account_suspended: 'panelWelcome.error.suspended' } as const satisfies RefusalTable<'auth.partnerWelcome'>;

export function PanelWelcomeScreen() {
  const { token } = route.useSearch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pair, setPair] = useState<NewPassword>({ password: '', repeat: '' });
  const [problems, setProblems] = useState<NewPasswordProblems>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const [invalid, setInvalid] = useState(!token);
  const [busy, setBusy] = useState(false);
  const { ref, focusFirstError } = useErrorFocus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = newPasswordProblems(pair);
    setProblems(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) {
      focusFirstError();
      return;
    }
    if (!token) return;
    setBusy(true);
    try {
      const answer = await apiCall(routes.authPartnerWelcome, { body: { token, newPassword: pair.password } });
      await storeUser(answer.user);
      queryClient.setQueryData(sessionQuery.queryKey, answer.user);
      await navigate({ to: panelDestination(answer.user) });
    } catch (error) {
      if (isApiError(error, 400, 'link_invalid')) setInvalid(true);
      else if (isApiError(error, 400, 'password_too_easy')) {
        setProblems(PASSWORD_TOO_EASY);
        focusFirstError();
      } else setRefusal(error);
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
  return (
    <Page titleId="panelWelcome.title" introId="panelWelcome.intro">
      <form ref={ref} className="form panel-form" noValidate onSubmit={submit}>
        <NewPasswordFields value={pair} onChange={setPair} problems={problems} />
        <FormRefusal error={refusal} codes={WELCOME_REFUSALS} fallback="changePassword.error.failed" />
        <Button type="submit" block busy={busy}>
          <FormattedMessage id="panelWelcome.submit" />
        </Button>
      </form>
    </Page>
  );
}
