// The account's blocks in Profile > Settings: the email (confirmed or not, send the link again,
// change it), the signed-in devices (sign one out, or everywhere), and the member's data (download
// it, delete the account). Members only; a guest has no account to manage.
import type { AccountSession } from '@fitchoice/shared/api';
import { accountChangeEmail } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryOptions, isApiError } from '../../api/client';
import { sessionQuery } from '../../api/queries';
import { useAuth } from '../../app/auth';
import { useLocaleStore } from '../../i18n/locale-store';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { useErrorFocus } from '../../ui/form/use-error-focus';
import { toast } from '../../ui/toast/toast-store';
import { useResendVerification } from './VerifyEmailNotice';
import './account.css';
import './messages';

/** What a resend of the confirmation link did: said as a status, or as the kit's refusal. */
function ResendFeedback({ feedback, email }: { feedback: { id: MessageId; error: boolean } | null; email: string }) {
  if (feedback?.error) return <FormRefusal messageId={feedback.id} values={{ email }} />;
  return feedback ? (
    <p className="settings-block__text" role="status">
      <FormattedMessage id={feedback.id} values={{ email }} />
    </p>
  ) : null;
}

function EmailSettings() {
  const intl = useIntl();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const language = useLocaleStore((state) => state.language);
  const [changing, setChanging] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [changeProblem, setChangeProblem] = useState<{ field: 'newEmail' | 'password' | null; id: MessageId } | null>(null);
  const resend = useResendVerification();
  const { ref: changeForm, focusFirstError } = useErrorFocus();
  const change = useMutation({
    mutationFn: () => apiCall(routes.accountChangeEmail, { body: { newEmail: newEmail.trim(), password, language } }),
    onSuccess: async () => {
      setChanging(false);
      setPassword('');
      setChangeProblem(null);
      await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    },
    onError: (error) => {
      if (isApiError(error, 400) && error.field === 'password') setChangeProblem({ field: 'password', id: 'account.error.password' });
      else if (isApiError(error, 400)) setChangeProblem({ field: 'newEmail', id: 'account.error.newEmail' });
      else if (isApiError(error, 429)) setChangeProblem({ field: null, id: 'account.email.tooMany' });
      else setChangeProblem({ field: null, id: 'account.error.failed' });
      focusFirstError();
    },
  });
  if (!user?.email) return null;
  const verified = user.emailVerified === true;
  const submitChange = (event: FormEvent) => {
    event.preventDefault();
    change.mutate();
  };
  return (
    <section className="settings-block" aria-labelledby="settings-email">
      <h3 id="settings-email" className="settings-block__title">
        <FormattedMessage id="account.email.title" />
      </h3>
      <p className="settings-block__text">
        <bdi>{user.email}</bdi>{' '}
        <span className={`status-badge status-badge--${verified ? 'active' : 'pending'}`}>
          <FormattedMessage id={verified ? 'account.email.confirmed' : 'account.email.unconfirmed'} />
        </span>
      </p>
      {verified ? null : (
        <>
          <p className="settings-block__text">
            <FormattedMessage id="account.email.why" />
          </p>
          <div className="settings-block__actions">
            <Button variant="secondary" busy={resend.sending} onClick={resend.send}>
              <FormattedMessage id="account.email.resend" />
            </Button>
          </div>
          <ResendFeedback feedback={resend.feedback} email={user.email} />
        </>
      )}
      {user.pendingEmail ? (
        <p className="settings-block__text" role="status">
          <FormattedMessage id="account.email.pending" values={{ email: user.pendingEmail }} />
        </p>
      ) : null}
      {changing ? (
        <form ref={changeForm} className="form account-form" noValidate onSubmit={submitChange}>
          <Field
            label={intl.formatMessage({ id: 'account.field.newEmail' })}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={newEmail}
            onChange={(e) => setNewEmail(e.target.value)}
            error={changeProblem?.field === 'newEmail' ? intl.formatMessage({ id: changeProblem.id }) : undefined}
            {...accountChangeEmail.newEmail}
          />
          <Field
            label={intl.formatMessage({ id: 'account.field.currentPassword' })}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={changeProblem?.field === 'password' ? intl.formatMessage({ id: changeProblem.id }) : undefined}
            required
          />
          <FormRefusal messageId={changeProblem?.field === null ? changeProblem.id : null} />
          <div className="settings-block__actions">
            <Button type="submit" busy={change.isPending}>
              <FormattedMessage id="account.email.sendLink" />
            </Button>
            <Button variant="ghost" onClick={() => setChanging(false)}>
              <FormattedMessage id="account.cancel" />
            </Button>
          </div>
        </form>
      ) : (
        <div className="settings-block__actions">
          <Button variant="secondary" onClick={() => setChanging(true)}>
            <FormattedMessage id="account.email.change" />
          </Button>
        </div>
      )}
    </section>
  );
}

function Place({ place }: { place: AccountSession['place'] }) {
  const { locale } = useIntl();
  if (!place) return <FormattedMessage id="account.devices.placeUnknown" />;
  let country = place.country;
  try {
    country = new Intl.DisplayNames([locale], { type: 'region' }).of(place.country) ?? place.country;
  } catch {
    // an unknown code shows as it is
  }
  return <>{[place.city, country].filter(Boolean).join(', ')}</>;
}

function DevicesSettings() {
  const { logout } = useAuth();
  const queryClient = useQueryClient();
  const sessions = useQuery(apiQueryOptions(routes.accountSessions));
  const [failed, setFailed] = useState(false);
  const signOut = useMutation({
    mutationFn: (id: string) => apiCall(routes.accountRevokeSession, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiQueryOptions(routes.accountSessions).queryKey }),
    onError: () => setFailed(true),
  });
  const everywhere = useMutation({
    mutationFn: () => apiCall(routes.accountRevokeAllSessions, {}),
    onSuccess: () => logout(),
    onError: () => setFailed(true),
  });
  return (
    <section className="settings-block" aria-labelledby="settings-devices">
      <h3 id="settings-devices" className="settings-block__title">
        <FormattedMessage id="account.devices.title" />
      </h3>
      <p className="settings-block__text">
        <FormattedMessage id="account.devices.body" />
      </p>
      <FormRefusal messageId={sessions.isError ? 'account.error.load' : null} />
      <ul className="device-list">
        {(sessions.data?.sessions ?? []).map((session) => (
          <li key={session.id} className="device">
            <span>
              <span className="device__name">
                <bdi>{session.device}</bdi>
              </span>{' '}
              {session.current ? (
                <span className="status-badge status-badge--active">
                  <FormattedMessage id="account.devices.current" />
                </span>
              ) : null}
              <span className="device__meta">
                <Place place={session.place} />
              </span>
              <span className="device__meta">
                <FormattedMessage
                  id="account.devices.lastSeen"
                  values={{ date: <FormattedDate value={session.lastSeenAt} dateStyle="medium" timeStyle="short" /> }}
                />
              </span>
            </span>
            {session.current ? null : (
              <Button
                variant="secondary"
                busy={signOut.isPending && signOut.variables === session.id}
                onClick={() => signOut.mutate(session.id)}
              >
                <FormattedMessage id="account.devices.signOut" values={{ device: session.device }} />
              </Button>
            )}
          </li>
        ))}
      </ul>
      <FormRefusal messageId={failed ? 'account.error.failed' : null} />
      <div className="settings-block__actions">
        <Button variant="danger" busy={everywhere.isPending} onClick={() => everywhere.mutate()}>
          <FormattedMessage id="account.devices.everywhere" />
        </Button>
      </div>
    </section>
  );
}

/** Saves the archive as a file: the browser's download of a Blob. */
function saveJson(data: unknown, filename: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function DataSettings() {
  const intl = useIntl();
  const { logout } = useAuth();
  const passwordId = useId();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<{ field: boolean; id: MessageId } | null>(null);
  const { ref: deleteForm, focusFirstError } = useErrorFocus();
  const refuse = (found: { field: boolean; id: MessageId }) => {
    setProblem(found);
    if (found.field) focusFirstError();
  };
  const download = useMutation({
    mutationFn: () => apiCall(routes.accountExport, {}),
    onSuccess: (archive) => saveJson(archive, `fitchoice-data-${archive.exportedAt.slice(0, 10)}.json`),
    onError: () => setProblem({ field: false, id: 'account.error.failed' }),
  });
  const remove = useMutation({
    mutationFn: () => apiCall(routes.accountDelete, { body: { password } }),
    onSuccess: async () => {
      toast({
        title: intl.formatMessage({ id: 'account.delete.doneTitle' }),
        description: intl.formatMessage({ id: 'account.delete.done' }),
      });
      await logout();
    },
    onError: (error) =>
      refuse(isApiError(error, 400) ? { field: true, id: 'account.error.password' } : { field: false, id: 'account.error.failed' }),
  });
  const submitDelete = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      refuse({ field: true, id: 'account.error.passwordRequired' });
      return;
    }
    remove.mutate();
  };
  return (
    <section className="settings-block" aria-labelledby="settings-my-data">
      <h3 id="settings-my-data" className="settings-block__title">
        <FormattedMessage id="account.data.title" />
      </h3>
      <p className="settings-block__text">
        <FormattedMessage id="account.data.body" />
      </p>
      <div className="settings-block__actions">
        <Button variant="secondary" busy={download.isPending} onClick={() => download.mutate()}>
          <FormattedMessage id="account.data.download" />
        </Button>
      </div>
      {confirming ? (
        <form ref={deleteForm} className="form account-form" noValidate onSubmit={submitDelete} aria-labelledby={passwordId}>
          <p className="settings-block__text" id={passwordId}>
            <FormattedMessage id="account.delete.confirm" />
          </p>
          <Field
            label={intl.formatMessage({ id: 'account.field.currentPassword' })}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setProblem(null);
            }}
            error={problem?.field ? intl.formatMessage({ id: problem.id }) : undefined}
            required
          />
          <div className="settings-block__actions">
            <Button type="submit" variant="danger" busy={remove.isPending}>
              <FormattedMessage id="account.delete.submit" />
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              <FormattedMessage id="account.cancel" />
            </Button>
          </div>
        </form>
      ) : (
        <div className="settings-block__actions">
          <Button variant="danger" onClick={() => setConfirming(true)}>
            <FormattedMessage id="account.delete.start" />
          </Button>
        </div>
      )}
      <FormRefusal messageId={problem && !problem.field ? problem.id : null} />
    </section>
  );
}

export function AccountSettings() {
  const { user, isGuest } = useAuth();
  if (!user || isGuest) return null;
  return (
    <>
      <EmailSettings />
      <DevicesSettings />
      <DataSettings />
    </>
  );
}
