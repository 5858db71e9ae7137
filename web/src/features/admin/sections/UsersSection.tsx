// Admin > Users: search by the start of a name or an email (or a user id), a page at a time; open
// one to see roles, balances, recent activity and sessions, and suspend it (its sessions end at
// once) or restore it.
import type { AdminUserSummary } from '@fitchoice/shared/api';
import { adminSuspendUser } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { apiCall, apiQueryKey, apiQueryOptions } from '../../../api/client';
import type { RefusalTable } from '../../../api/field-errors';
import { useAuth } from '../../../app/auth';
import { formatCoins } from '../../../i18n/formats';
import type { MessageId } from '../../../i18n/messages';
import { Field } from '../../../ui/form/Field';
import { LinkButton } from '../../../ui/LinkButton';
import { Spinner } from '../../../ui/Spinner';
import { AdminTable, openColumn, useAdminPages, useSettledText } from '../admin-list';
import { refreshAdmin } from '../admin-queries';
import { ReasonForm } from '../ReasonForm';
import { ledgerKindMessage } from './ledger-kinds';
import '../../panels/messages';
import '../messages';
import './messages';

/** Another admin changed the account meanwhile (or it is the admin's own). */
const SUSPENSION_REFUSALS = {
  already_suspended: 'admin.users.error.conflict',
  not_suspended: 'admin.users.error.conflict',
  conflict: 'admin.users.error.conflict',
} as const satisfies RefusalTable<'admin.suspendUser' | 'admin.restoreUser'>;

function Status({ user }: { user: Pick<AdminUserSummary, 'suspendedAt'> }) {
  const suspended = user.suspendedAt !== null;
  return (
    <span className={`status-badge status-badge--${suspended ? 'suspended' : 'active'}`}>
      <FormattedMessage id={suspended ? 'admin.users.suspended' : 'admin.users.active'} />
    </span>
  );
}

function Suspension({ user }: { user: AdminUserSummary }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const active = user.suspendedAt === null;
  const change = useMutation({
    mutationFn: (reason: string) =>
      active
        ? apiCall(routes.adminSuspendUser, { params: { id: user.id }, body: { reason } })
        : apiCall(routes.adminRestoreUser, { params: { id: user.id } }),
    onSuccess: () => refreshAdmin(queryClient),
  });
  return (
    <ReasonForm
      change={change}
      reason={
        active
          ? {
              label: intl.formatMessage({ id: 'admin.users.reason' }),
              hint: intl.formatMessage({ id: 'admin.users.suspendHint' }),
              limits: adminSuspendUser.reason,
            }
          : null
      }
      refusals={SUSPENSION_REFUSALS}
      submit={<FormattedMessage id={active ? 'admin.users.suspend' : 'admin.users.restore'} />}
      variant={active ? 'danger' : 'primary'}
    />
  );
}

function Detail({ id }: { id: string }) {
  const intl = useIntl();
  const { user: me } = useAuth();
  const detail = useQuery(apiQueryOptions(routes.adminGetUser, { params: { id } }));
  if (detail.isPending) return <Spinner />;
  if (detail.isError) {
    return (
      <p className="notice" role="alert">
        <FormattedMessage id="admin.error.load" />
      </p>
    );
  }
  const { user, ledger, activity, sessions, professionals } = detail.data;
  const fact = (labelId: MessageId, value: ReactNode) => (
    <div>
      <dt>
        <FormattedMessage id={labelId} />
      </dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <article className="card admin-detail" aria-labelledby="user-name">
      <div className="admin-detail__head">
        <h3 className="card__title" id="user-name">
          <bdi>{user.name}</bdi>
        </h3>
        <Status user={user} />
      </div>
      <dl className="admin-facts">
        {fact('partnerForm.field.email', user.email ?? '—')}
        {fact('admin.users.roles', user.roles.join(', '))}
        {fact('admin.users.sweatCoins', user.sweatCoins)}
        {fact('admin.users.xp', <FormattedNumber value={user.xp} />)}
        {fact('admin.users.sessions', <FormattedNumber value={sessions} />)}
        {fact('admin.users.joined', <FormattedDate value={user.createdAt} dateStyle="medium" />)}
        {fact(
          'admin.users.lastSeen',
          user.lastSeenAt ? <FormattedDate value={user.lastSeenAt} dateStyle="medium" timeStyle="short" /> : '—',
        )}
        {user.gymIds.length > 0
          ? fact(
              'admin.users.gyms',
              <span className="admin-links">
                {user.gymIds.map((gymId) => (
                  <LinkButton key={gymId} to="/fitness-center-panel" search={{ gym: gymId }} variant="ghost">
                    <FormattedMessage id="admin.users.openGym" values={{ id: gymId }} />
                  </LinkButton>
                ))}
              </span>,
            )
          : null}
        {professionals.length > 0
          ? fact(
              'admin.users.professionals',
              <span className="admin-links">
                {professionals.map((pro) => (
                  <LinkButton
                    key={pro.id}
                    to={pro.kind === 'trainer' ? '/trainer-panel' : '/nutritionist-panel'}
                    search={{ professional: pro.id }}
                    variant="ghost"
                  >
                    <FormattedMessage
                      id={pro.kind === 'trainer' ? 'admin.users.openTrainer' : 'admin.users.openNutritionist'}
                      values={{ name: pro.name }}
                    />
                  </LinkButton>
                ))}
              </span>,
            )
          : null}
        {user.suspensionReason ? fact('admin.users.reason', user.suspensionReason) : null}
        {user.mustChangePassword ? fact('admin.users.password', <FormattedMessage id="admin.users.temporaryPassword" />) : null}
      </dl>
      {me?.id === user.id ? null : <Suspension user={user} />}
      <h4 className="card__title">
        <FormattedMessage id="admin.users.activity" />
      </h4>
      {activity.length === 0 && ledger.length === 0 ? (
        <p>
          <FormattedMessage id="admin.users.noActivity" />
        </p>
      ) : (
        <ul className="admin-list">
          {activity.map((entry) => (
            <li key={`a-${entry.createdAt}-${entry.title}`}>
              <FormattedDate value={entry.createdAt} dateStyle="medium" /> — {entry.title}
            </li>
          ))}
          {ledger.map((entry) => (
            <li key={`l-${entry.createdAt}-${entry.kind}`}>
              <FormattedDate value={entry.createdAt} dateStyle="medium" /> —{' '}
              <FormattedMessage
                id="admin.users.ledgerEntry"
                values={{
                  kind: intl.formatMessage({ id: ledgerKindMessage(entry.kind) }),
                  amount: formatCoins(intl, entry.amount),
                  balance: formatCoins(intl, entry.balanceAfter),
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}

export default function UsersSection() {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const q = useSettledText(typed);
  const [selected, setSelected] = useState<string | null>(null);
  const { list, rows } = useAdminPages(
    apiQueryKey(routes.adminListUsers, { query: { q } }),
    (page, signal) => apiCall(routes.adminListUsers, { query: { ...(q ? { q } : {}), ...page } }, { signal }),
    (page) => page.users,
  );
  return (
    <>
      <search className="admin-toolbar">
        <Field
          label={intl.formatMessage({ id: 'admin.users.search' })}
          hint={intl.formatMessage({ id: 'admin.users.searchHint' })}
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </search>
      {selected ? <Detail key={selected} id={selected} /> : null}
      <AdminTable<AdminUserSummary>
        list={list}
        rows={rows}
        emptyId="admin.users.none"
        caption={intl.formatMessage({ id: 'admin.users.caption' })}
        selectedId={selected}
        columns={[
          openColumn(intl.formatMessage({ id: 'admin.users.name' }), setSelected),
          { id: 'email', header: intl.formatMessage({ id: 'partnerForm.field.email' }), cell: (row) => row.email ?? '—' },
          { id: 'roles', header: intl.formatMessage({ id: 'admin.users.roles' }), cell: (row) => row.roles.join(', ') },
          { id: 'status', header: intl.formatMessage({ id: 'admin.users.status' }), cell: (row) => <Status user={row} /> },
          {
            id: 'joined',
            header: intl.formatMessage({ id: 'admin.users.joined' }),
            cell: (row) => <FormattedDate value={row.createdAt} dateStyle="medium" />,
          },
        ]}
      />
    </>
  );
}
