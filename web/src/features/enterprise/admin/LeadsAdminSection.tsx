// The admin panel's corporate wellness leads, newest first, a page at a time.
import type { ResponseOf } from '@fitchoice/shared/api/contract';
import * as routes from '@fitchoice/shared/api/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { apiCall } from '../../../api/client';
import { QueryList } from '../../../ui/QueryList';
import '../enterprise.css';
import '../messages';

export default function LeadsAdminSection() {
  const intl = useIntl();
  const leads = useInfiniteQuery({
    queryKey: ['admin', 'enterprise-leads'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }): Promise<ResponseOf<'enterprise.adminLeads'>> =>
      apiCall(routes.enterpriseAdminLeads, { query: { limit: 20, ...(pageParam ? { cursor: pageParam } : {}) } }),
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 0,
  });
  return (
    <QueryList
      query={leads}
      rows={leads.data?.pages.flatMap((page) => page.leads) ?? []}
      emptyId="admin.leads.none"
      errorId="admin.leads.error"
    >
      {(all) => (
        <ul className="leads">
          {all.map((lead) => (
            <li key={lead.id} className="card">
              <h3 className="card__title">
                <bdi>{lead.company}</bdi>
              </h3>
              <p className="page__meta">
                <FormattedMessage
                  id="admin.leads.meta"
                  values={{ contact: lead.contactName, email: lead.email, size: lead.companySize, region: lead.region }}
                />
                {' · '}
                <FormattedDate value={lead.createdAt} day="numeric" month="short" year="numeric" />
              </p>
              {lead.planId ? (
                <p className="page__meta">
                  <FormattedMessage id="admin.leads.plan" values={{ plan: intl.formatMessage({ id: `enterprise.plan.${lead.planId}` }) }} />
                </p>
              ) : null}
              <p className="lead__message" dir="auto">
                {lead.message}
              </p>
            </li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}
