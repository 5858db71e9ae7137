// /verify-email?token=...: the link from a confirmation mail (the account's email, a new email, or
// a partner application's). Opening the page confirms it once; the session's user is read again.
import type { VerifyEmailResponse } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { apiCall, isApiError } from '../../api/client';
import { sessionQuery } from '../../api/queries';
import { useAuth } from '../../app/auth';
import type { MessageId } from '../../i18n/messages';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import './account.css';
import './messages';

const route = getRouteApi('/open/verify-email');

type Outcome = { state: 'done'; answer: VerifyEmailResponse } | { state: 'invalid' | 'taken' | 'failed' } | null;

const DONE: Record<VerifyEmailResponse['confirmed'], MessageId> = {
  email: 'account.verify.email',
  new_email: 'account.verify.newEmail',
  application: 'account.verify.application',
};

export function VerifyEmailScreen() {
  const { token } = route.useSearch();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { state: 'invalid' });
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: the link is single use.
    if (!token || sent.current) return;
    sent.current = true;
    apiCall(routes.accountVerifyEmail, { body: { token } }).then(
      async (answer) => {
        setOutcome({ state: 'done', answer });
        await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
      },
      (error: unknown) =>
        setOutcome({ state: isApiError(error, 400) ? 'invalid' : isApiError(error, 409, 'email_taken') ? 'taken' : 'failed' }),
    );
  }, [token, queryClient]);

  if (!outcome) {
    return (
      <Page titleId="account.verify.title">
        <Spinner />
      </Page>
    );
  }
  const done = outcome.state === 'done';
  const messageId: MessageId = done
    ? DONE[outcome.answer.confirmed]
    : outcome.state === 'taken'
      ? 'account.verify.taken'
      : outcome.state === 'failed'
        ? 'account.error.failed'
        : 'account.verify.invalid';
  return (
    <Page titleId="account.verify.title">
      <section className="card account-card" role={done ? 'status' : 'alert'} aria-labelledby="verify-result">
        <h2 className="card__title" id="verify-result">
          <FormattedMessage id={done ? 'account.verify.doneTitle' : 'account.link.invalidTitle'} />
        </h2>
        <p>
          <FormattedMessage id={messageId} values={{ email: done ? <strong>{outcome.answer.email}</strong> : '' }} />
        </p>
        <div className="account-actions">
          <LinkButton to={user ? '/profile' : '/auth'}>
            <FormattedMessage id={user ? 'account.toProfile' : 'account.signIn'} />
          </LinkButton>
        </div>
      </section>
    </Page>
  );
}
