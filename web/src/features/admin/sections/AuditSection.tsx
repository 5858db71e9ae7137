// Admin > Audit log: every admin and staff change and partner decision — who, what, on which target
// (named as it was called then), when, and the request id that finds it in the logs — newest first,
// a page at a time, filtered by who, the kind of target, the target and a date range.
import type { AuditEntry } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../../api/client';
import type { MessageId } from '../../../i18n/messages';
import { Field } from '../../../ui/form/Field';
import { SelectField } from '../../../ui/form/SelectField';
import { AdminTable, useAdminPages, useSettledText } from '../admin-list';
import '../messages';
import './messages';

/** Actions the catalogue words; others (from features added later) show their code. */
const ACTION_LABELS: Record<string, MessageId> = {
  'application.approved': 'admin.audit.action.applicationApproved',
  'application.rejected': 'admin.audit.action.applicationRejected',
  'application.confirmation_resent': 'admin.audit.action.applicationConfirmationResent',
  'user.suspended': 'admin.audit.action.userSuspended',
  'user.restored': 'admin.audit.action.userRestored',
  'account.deleted': 'admin.audit.action.accountDeleted',
  'gym.edited': 'admin.audit.action.gymEdited',
  'gym.unlisted': 'admin.audit.action.gymUnlisted',
  'gym.relisted': 'admin.audit.action.gymRelisted',
  'certification.verified': 'admin.audit.action.certificationVerified',
  'certification.rejected': 'admin.audit.action.certificationRejected',
  'review.hidden': 'admin.audit.action.reviewHidden',
  'review.restored': 'admin.audit.action.reviewRestored',
  'review.dismissed': 'admin.audit.action.reviewDismissed',
  'post.hidden': 'admin.audit.action.postHidden',
  'post.dismissed': 'admin.audit.action.postDismissed',
  'comment.hidden': 'admin.audit.action.commentHidden',
  'comment.dismissed': 'admin.audit.action.commentDismissed',
  'reward.created': 'admin.audit.action.rewardCreated',
  'reward.edited': 'admin.audit.action.rewardEdited',
  'reward.retired': 'admin.audit.action.rewardRetired',
  'reward_code.used': 'admin.audit.action.rewardCodeUsed',
  'challenge.created': 'admin.audit.action.challengeCreated',
  'challenge.retired': 'admin.audit.action.challengeRetired',
  'ticket.answered': 'admin.audit.action.ticketAnswered',
  'ticket.answered_and_closed': 'admin.audit.action.ticketAnsweredAndClosed',
  'ticket.closed': 'admin.audit.action.ticketClosed',
  'booking.checked_in': 'admin.audit.action.bookingCheckedIn',
  'booking.no_show': 'admin.audit.action.bookingNoShow',
  'staff.invited': 'admin.audit.action.staffInvited',
  'staff.removed': 'admin.audit.action.staffRemoved',
};

/** The kinds of target the log can be narrowed to (the first part of an action). */
const KINDS = {
  application: 'admin.audit.kind.application',
  user: 'admin.audit.kind.user',
  gym: 'admin.audit.kind.gym',
  certification: 'admin.audit.kind.certification',
  review: 'admin.audit.kind.review',
  post: 'admin.audit.kind.post',
  comment: 'admin.audit.kind.comment',
  reward: 'admin.audit.kind.reward',
  reward_code: 'admin.audit.kind.reward_code',
  challenge: 'admin.audit.kind.challenge',
  ticket: 'admin.audit.kind.ticket',
  booking: 'admin.audit.kind.booking',
  staff: 'admin.audit.kind.staff',
} as const satisfies Record<string, MessageId>;

function Action({ entry }: { entry: AuditEntry }) {
  const labelId = ACTION_LABELS[entry.action];
  return labelId ? <FormattedMessage id={labelId} /> : <span className="admin-mono">{entry.action}</span>;
}

function Target({ entry }: { entry: AuditEntry }) {
  return (
    <span>
      {entry.targetName ? <strong>{entry.targetName}</strong> : null}{' '}
      <span className="admin-mono">
        {entry.targetType} {entry.targetId}
      </span>
    </span>
  );
}

export default function AuditSection() {
  const intl = useIntl();
  const [actorTyped, setActorTyped] = useState('');
  const [targetTyped, setTargetTyped] = useState('');
  const [kind, setKind] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const actor = useSettledText(actorTyped);
  const target = useSettledText(targetTyped);
  const badRange = from !== '' && to !== '' && from > to;
  const query = {
    ...(actor ? { actor } : {}),
    ...(target ? { target } : {}),
    ...(kind ? { action: kind } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const { list, rows } = useAdminPages(
    apiQueryKey(routes.adminAudit, { query }),
    (page, signal) => apiCall(routes.adminAudit, { query: { ...query, ...page } }, { signal }),
    (page) => page.entries,
    { enabled: !badRange },
  );
  return (
    <>
      <search className="admin-toolbar admin-toolbar--filters">
        <Field
          label={intl.formatMessage({ id: 'admin.audit.filter.actor' })}
          type="search"
          value={actorTyped}
          onChange={(e) => setActorTyped(e.target.value)}
        />
        <SelectField label={intl.formatMessage({ id: 'admin.audit.filter.kind' })} value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">{intl.formatMessage({ id: 'admin.audit.kind.all' })}</option>
          {Object.entries(KINDS).map(([value, labelId]) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: labelId })}
            </option>
          ))}
        </SelectField>
        <Field
          label={intl.formatMessage({ id: 'admin.audit.filter.target' })}
          type="search"
          value={targetTyped}
          onChange={(e) => setTargetTyped(e.target.value)}
        />
        <Field
          label={intl.formatMessage({ id: 'admin.audit.filter.from' })}
          type="date"
          value={from}
          onChange={(e) => setFrom(e.target.value)}
        />
        <Field
          label={intl.formatMessage({ id: 'admin.audit.filter.to' })}
          type="date"
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={badRange ? intl.formatMessage({ id: 'admin.audit.filter.range' }) : undefined}
        />
      </search>
      {badRange ? null : (
        <AdminTable<AuditEntry>
          list={list}
          rows={rows}
          emptyId="admin.audit.none"
          caption={intl.formatMessage({ id: 'admin.audit.caption' })}
          columns={[
            {
              id: 'action',
              primary: true,
              header: intl.formatMessage({ id: 'admin.audit.what' }),
              cell: (row) => <Action entry={row} />,
            },
            {
              id: 'when',
              header: intl.formatMessage({ id: 'admin.audit.when' }),
              cell: (row) => <FormattedDate value={row.at} dateStyle="medium" timeStyle="medium" />,
            },
            {
              id: 'who',
              header: intl.formatMessage({ id: 'admin.audit.who' }),
              cell: (row) => row.actorName ?? intl.formatMessage({ id: 'admin.audit.system' }),
            },
            { id: 'target', header: intl.formatMessage({ id: 'admin.audit.target' }), cell: (row) => <Target entry={row} /> },
            {
              id: 'details',
              header: intl.formatMessage({ id: 'admin.audit.details' }),
              cell: (row) => (
                <span className="admin-mono">
                  {Object.entries(row.details)
                    .map(([name, value]) => `${name}: ${value}`)
                    .join('; ')}
                </span>
              ),
            },
            {
              id: 'request',
              header: intl.formatMessage({ id: 'admin.audit.request' }),
              cell: (row) => <span className="admin-mono">{row.requestId}</span>,
            },
          ]}
        />
      )}
    </>
  );
}
