// The desk's staff: who works the gym's front desk (invited until they choose their password, then
// active), inviting someone by email (the mail carries a one-time link to choose a password), and
// taking someone off the desk (they are signed out everywhere at once). The owner's; an admin reads
// the list. Direct calls, not the outbox: access is given and taken online.
import { LANGUAGES, type LanguageCode } from '@fitchoice/shared';
import type { StaffMember } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { fieldProblemOf, type RefusalTable, refusalMessageId } from '../../api/field-errors';
import { useLocaleStore } from '../../i18n/locale-store';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { SelectField } from '../../ui/form/SelectField';
import { Spinner } from '../../ui/Spinner';
import { problemOf } from './problem';
import './messages';

const INVITE_FIELDS = {
  email: 'gymPanel.staff.invalid.email',
  name: 'gymPanel.staff.invalid.name',
  language: 'gymPanel.staff.invalid.language',
} as const satisfies Record<string, MessageId>;

const INVITE_REFUSALS = {
  already_staff: 'gymPanel.staff.refused.already',
  account_unavailable: 'gymPanel.staff.refused.unavailable',
  forbidden: 'gymPanel.refused.forbidden',
} as const satisfies RefusalTable<'gym-panel.inviteStaff'>;

type Said = { kind: 'status' | 'alert'; id: MessageId; values?: Record<string, string> };

export function StaffSection({ gymId, readOnly }: { gymId: string; readOnly: boolean }) {
  const intl = useIntl();
  const ids = useId();
  const input = { params: { gymId } };
  const staff = useQuery({ queryKey: apiQueryKey(routes.gymPanelStaff, input), queryFn: () => apiCall(routes.gymPanelStaff, input) });
  const [said, setSaid] = useState<Said | null>(null);
  return (
    <div className="gym-staff">
      <section className="card" aria-labelledby={`${ids}list`}>
        <h2 id={`${ids}list`} className="card__title">
          <FormattedMessage id="gymPanel.staff.title" />
        </h2>
        <p className="field__hint">
          <FormattedMessage id="gymPanel.staff.body" />
        </p>
        {said ? (
          <p className={said.kind === 'alert' ? 'notice notice--error' : 'notice'} role={said.kind}>
            <FormattedMessage id={said.id} values={said.values} />
          </p>
        ) : null}
        {staff.isPending ? <Spinner label={intl.formatMessage({ id: 'gymPanel.loading' })} /> : null}
        {staff.isError ? (
          <p className="notice notice--error" role="alert">
            <FormattedMessage id={problemOf(staff.error)} />
          </p>
        ) : null}
        {staff.data ? (
          staff.data.staff.length === 0 ? (
            <p>
              <FormattedMessage id="gymPanel.staff.none" />
            </p>
          ) : (
            <ul className="gym-staff__list">
              {staff.data.staff.map((member) => (
                <StaffRow key={member.userId} gymId={gymId} member={member} readOnly={readOnly} onSaid={setSaid} />
              ))}
            </ul>
          )
        ) : null}
      </section>
      {readOnly ? null : <InviteForm gymId={gymId} onSaid={setSaid} />}
    </div>
  );
}

function StaffRow({
  gymId,
  member,
  readOnly,
  onSaid,
}: {
  gymId: string;
  member: StaffMember;
  readOnly: boolean;
  onSaid: (said: Said) => void;
}) {
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const revoke = async () => {
    setBusy(true);
    try {
      await apiCall(routes.gymPanelRevokeStaff, { params: { gymId, userId: member.userId } });
      onSaid({ kind: 'status', id: 'gymPanel.staff.revoked', values: { name: member.name } });
      await queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.gymPanelStaff, { params: { gymId } }) });
    } catch (error) {
      onSaid({ kind: 'alert', id: problemOf(error) });
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };
  return (
    <li className="gym-staff__member">
      <strong>
        <bdi>{member.name}</bdi>
      </strong>
      <span className="field__hint">
        <bdi>{member.email}</bdi>
      </span>
      <span className={`status-badge status-badge--${member.status === 'active' ? 'active' : 'pending'}`}>
        <FormattedMessage id={member.status === 'active' ? 'gymPanel.staff.active' : 'gymPanel.staff.invited'} />
      </span>
      <span className="field__hint">
        <FormattedMessage id="gymPanel.staff.since" values={{ date: <FormattedDate value={member.invitedAt} dateStyle="medium" /> }} />
      </span>
      {readOnly ? null : confirming ? (
        <fieldset className="gym-staff__confirm">
          <legend>
            <FormattedMessage id="gymPanel.staff.confirm" values={{ name: member.name }} />
          </legend>
          <Button variant="danger" busy={busy} onClick={() => void revoke()}>
            <FormattedMessage id="gymPanel.staff.revoke.yes" values={{ name: member.name }} />
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            <FormattedMessage id="gymPanel.staff.revoke.no" />
          </Button>
        </fieldset>
      ) : (
        <Button variant="secondary" onClick={() => setConfirming(true)}>
          <FormattedMessage id="gymPanel.staff.revoke" values={{ name: member.name }} />
        </Button>
      )}
    </li>
  );
}

function InviteForm({ gymId, onSaid }: { gymId: string; onSaid: (said: Said) => void }) {
  const intl = useIntl();
  const ids = useId();
  const queryClient = useQueryClient();
  const uiLanguage = useLocaleStore((state) => state.language);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<LanguageCode>(uiLanguage);
  const [field, setField] = useState<{ name: keyof typeof INVITE_FIELDS; id: MessageId } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setField(null);
    setBusy(true);
    try {
      const answer = await apiCall(routes.gymPanelInviteStaff, { params: { gymId }, body: { name, email, language } });
      onSaid({
        kind: 'status',
        id: answer.mailed ? 'gymPanel.staff.invitedMail' : 'gymPanel.staff.notMailed',
        values: { name: answer.member.name, email: answer.member.email },
      });
      setName('');
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.gymPanelStaff, { params: { gymId } }) });
    } catch (error) {
      const problem = fieldProblemOf(error, INVITE_FIELDS);
      if (problem) setField({ name: problem.field, id: problem.messageId });
      else onSaid({ kind: 'alert', id: refusalMessageId(error, INVITE_REFUSALS, problemOf(error)) });
    } finally {
      setBusy(false);
    }
  };
  const error = (of: keyof typeof INVITE_FIELDS) => (field?.name === of ? intl.formatMessage({ id: field.id }) : undefined);
  return (
    <section className="card" aria-labelledby={`${ids}invite`}>
      <h2 id={`${ids}invite`} className="card__title">
        <FormattedMessage id="gymPanel.staff.invite" />
      </h2>
      <form className="panel-form" noValidate onSubmit={(event) => void submit(event)}>
        <Field
          label={intl.formatMessage({ id: 'gymPanel.staff.name' })}
          autoComplete="off"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error('name')}
          required
        />
        <Field
          label={intl.formatMessage({ id: 'gymPanel.staff.email' })}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error('email')}
          required
        />
        <SelectField
          label={intl.formatMessage({ id: 'gymPanel.staff.language' })}
          value={language}
          onChange={(event) => setLanguage(event.target.value as LanguageCode)}
          error={error('language')}
        >
          {LANGUAGES.map((option) => (
            <option key={option.code} value={option.code}>
              {option.nativeName}
            </option>
          ))}
        </SelectField>
        <Button type="submit" busy={busy}>
          <FormattedMessage id="gymPanel.staff.send" />
        </Button>
      </form>
    </section>
  );
}
