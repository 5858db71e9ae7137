// Admin > Moderation: reported content, most recently reported first — what was said, where, why
// and how often; hide it, restore it, or dismiss the reports. Open cases first; resolved ones keep
// their decision and reopen when reported again.
import type { ModerationAction, ModerationCase } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../../api/client';
import type { MessageId } from '../../../i18n/messages';
import { Button } from '../../../ui/Button';
import { FormRefusal } from '../../../ui/form/FormRefusal';
import { QueryList } from '../../../ui/QueryList';
import { ListFilter, useAdminPages } from '../admin-list';
import { refreshAdmin } from '../admin-queries';
// The report reasons' words are the review form's.
import '../../gyms/messages';
import '../messages';
import './messages';

const ACTIONS: { action: ModerationAction; labelId: MessageId; variant: 'danger' | 'primary' | 'secondary' }[] = [
  { action: 'hide', labelId: 'admin.moderation.hide', variant: 'danger' },
  { action: 'restore', labelId: 'admin.moderation.restore', variant: 'primary' },
  { action: 'dismiss', labelId: 'admin.moderation.dismiss', variant: 'secondary' },
];

const CASE_STATES = [
  { value: 'open', labelId: 'admin.moderation.open' },
  { value: 'resolved', labelId: 'admin.moderation.resolved' },
] as const;

const ROUTE_OF = { hide: routes.adminHideContent, restore: routes.adminRestoreContent, dismiss: routes.adminDismissReports } as const;

/** The decisions that change something for this case. */
function actionsFor(item: ModerationCase) {
  return ACTIONS.filter(({ action }) => {
    if (action === 'hide') return item.visible;
    if (action === 'restore') return !item.visible;
    return item.status === 'open';
  });
}

function Case({ item }: { item: ModerationCase }) {
  const intl = useIntl();
  // A reason the app knows, in the admin's language; another (from a newer server) as the server sent it.
  const reasonWords = (reason: string) => {
    const id = `reviews.report.reason.${reason}`;
    return id in intl.messages ? intl.formatMessage({ id: id as MessageId }) : reason;
  };
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (action: ModerationAction) => apiCall(ROUTE_OF[action], { params: { kind: item.kind, targetId: item.targetId } }),
    onSuccess: () => refreshAdmin(queryClient),
  });
  return (
    <li className="card" aria-labelledby={`case-${item.targetId}`}>
      <div className="admin-detail__head">
        <h3 className="card__title" id={`case-${item.targetId}`}>
          <FormattedMessage
            id={item.kind === 'review' ? 'admin.moderation.review' : 'admin.moderation.post'}
            values={{ context: item.context }}
          />
        </h3>
        <span className={`status-badge status-badge--${item.visible ? 'visible' : 'hidden'}`}>
          <FormattedMessage id={item.visible ? 'admin.moderation.visible' : 'admin.moderation.hidden'} />
        </span>
      </div>
      <blockquote className="admin-case__excerpt">{item.excerpt}</blockquote>
      <p className="admin-case__meta">
        <span>
          <FormattedMessage id="admin.moderation.reports" values={{ count: item.reportCount }} />
        </span>
        <span>
          <FormattedMessage
            id="admin.moderation.reasons"
            values={{
              reasons: intl.formatList(item.reasons.map(reasonWords)),
            }}
          />
        </span>
        <span>
          <FormattedMessage
            id="admin.moderation.last"
            values={{ date: <FormattedDate value={item.lastReportedAt} dateStyle="medium" timeStyle="short" /> }}
          />
        </span>
        {item.resolution ? (
          <span>
            <FormattedMessage id={`admin.moderation.resolution.${item.resolution}` as MessageId} />
          </span>
        ) : null}
      </p>
      <div className="admin-actions">
        {actionsFor(item).map(({ action, labelId, variant }) => (
          <Button
            key={action}
            variant={variant}
            busy={decide.isPending && decide.variables === action}
            disabled={decide.isPending}
            onClick={() => decide.mutate(action)}
          >
            <FormattedMessage id={labelId} />
          </Button>
        ))}
      </div>
      <FormRefusal messageId={decide.isError ? 'admin.error.failed' : null} />
    </li>
  );
}

export default function ModerationSection() {
  const [status, setStatus] = useState<ModerationCase['status']>('open');
  const { list, rows: items } = useAdminPages(
    apiQueryKey(routes.adminListModeration, { query: { status } }),
    (page, signal) => apiCall(routes.adminListModeration, { query: { status, ...page } }, { signal }),
    (page) => page.items,
  );
  return (
    <>
      <ListFilter legendId="admin.moderation.filter" options={CASE_STATES} value={status} onChange={setStatus} />
      <QueryList
        query={list}
        rows={items}
        emptyId={status === 'open' ? 'admin.moderation.noneOpen' : 'admin.moderation.noneResolved'}
        errorId="admin.error.load"
      >
        {(rows) => (
          <ul className="admin-cases">
            {rows.map((item) => (
              <Case key={`${item.kind}-${item.targetId}`} item={item} />
            ))}
          </ul>
        )}
      </QueryList>
    </>
  );
}
