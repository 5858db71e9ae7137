// Admin > Audit log: every admin change and partner decision — who, what, on which target, when,
// and the request id that finds it in the logs — newest first, a page at a time.
import type { AuditEntry } from '@fitchoice/shared/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey, routes } from '../../api/client';
import type { MessageId } from '../../i18n/messages';
import { DataTable } from '../../ui/DataTable';
import { QueryList } from '../../ui/QueryList';
import { ADMIN_PAGE } from './admin-queries';
import './messages';

/** Actions the catalogue words; others (from features added later) show their code. */
const ACTION_LABELS: Record<string, MessageId> = {
  'application.approved': 'admin.audit.action.applicationApproved',
  'application.rejected': 'admin.audit.action.applicationRejected',
  'user.suspended': 'admin.audit.action.userSuspended',
  'user.restored': 'admin.audit.action.userRestored',
  'review.hidden': 'admin.audit.action.reviewHidden',
  'review.restored': 'admin.audit.action.reviewRestored',
  'review.dismissed': 'admin.audit.action.reviewDismissed',
};

function Action({ entry }: { entry: AuditEntry }) {
  const labelId = ACTION_LABELS[entry.action];
  return labelId ? <FormattedMessage id={labelId} /> : <span className="admin-mono">{entry.action}</span>;
}

export default function AuditSection() {
  const intl = useIntl();
  const list = useInfiniteQuery({
    queryKey: apiQueryKey(routes.adminAudit, {}),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => apiCall(routes.adminAudit, { query: { cursor: pageParam, limit: ADMIN_PAGE } }, { signal }),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
  const rows = list.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <QueryList query={list} rows={rows} emptyId="admin.audit.none" errorId="admin.error.load">
      {(rows) => (
        <DataTable<AuditEntry>
          caption={intl.formatMessage({ id: 'admin.audit.caption' })}
          rows={rows}
          rowKey={(row) => row.id}
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
            {
              id: 'target',
              header: intl.formatMessage({ id: 'admin.audit.target' }),
              cell: (row) => (
                <span className="admin-mono">
                  {row.targetType} {row.targetId}
                </span>
              ),
            },
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
    </QueryList>
  );
}
