// The admin panel's support queue: tickets by status, each as its conversation, answered (and
// closed) or closed from here. Every action is audited on the server in the same transaction.

import type { ResponseOf } from '@fitchoice/shared/api/contract';
import * as routes from '@fitchoice/shared/api/routes';
import { TICKET_STATUSES } from '@fitchoice/shared/api/support-topics';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiPath, apiQueryKey } from '../../../api/client';
import { FormRefusal } from '../../../ui/form/FormRefusal';
import { QueryList } from '../../../ui/QueryList';
import { ReplyBox, TicketThread } from '../TicketThread';
import '../support.css';
import '../messages';

type Status = (typeof TICKET_STATUSES)[number];

export default function TicketsAdminSection() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>('open');
  const key = apiQueryKey(routes.supportAdminTickets, { query: { status } });
  const tickets = useQuery<ResponseOf<'support.adminTickets'>>({ queryKey: key, staleTime: 0 });
  const [failed, setFailed] = useState(false);

  const run = async (change: () => Promise<unknown>): Promise<boolean> => {
    try {
      await change();
      setFailed(false);
      await queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).startsWith(apiPath(routes.supportAdminTickets)),
      });
      return true;
    } catch (error) {
      // Worded by the app (any refusal or a lost connection): the ticket stays as it was.
      console.warn('Ticket change failed', error);
      setFailed(true);
      return false;
    }
  };

  return (
    <div className="admin-tickets">
      <div className="segmented" role="radiogroup" aria-label={intl.formatMessage({ id: 'admin.tickets.filter' })}>
        {TICKET_STATUSES.map((value) => (
          <label key={value} className="segmented__item">
            <input
              type="radio"
              name="ticket-status"
              className="visually-hidden"
              checked={status === value}
              onChange={() => setStatus(value)}
            />
            <FormattedMessage id={`ticket.status.${value}`} />
          </label>
        ))}
      </div>
      <FormRefusal messageId={failed ? 'admin.tickets.failed' : null} />
      <QueryList query={tickets} rows={tickets.data?.tickets ?? []} emptyId="admin.tickets.none" errorId="admin.tickets.error">
        {(rows) => (
          <div className="tickets">
            {rows.map((ticket) => (
              <TicketThread
                key={ticket.id}
                ticket={ticket}
                meta={
                  <FormattedMessage
                    id="admin.tickets.meta"
                    values={{
                      name: ticket.userId ? ticket.name : `${ticket.name}, ${intl.formatMessage({ id: 'admin.tickets.visitor' })}`,
                      email: ticket.email,
                      topic: intl.formatMessage({ id: `contact.topic.${ticket.topic}` }),
                    }}
                  />
                }
              >
                {ticket.status === 'closed' ? null : (
                  <ReplyBox
                    label={intl.formatMessage({ id: 'admin.tickets.answer' }, { name: ticket.name })}
                    actions={[
                      {
                        labelId: 'admin.tickets.send',
                        run: (text) => run(() => apiCall(routes.supportAdminReply, { params: { id: ticket.id }, body: { message: text } })),
                      },
                      {
                        labelId: 'admin.tickets.sendClose',
                        variant: 'secondary',
                        run: (text) =>
                          run(() => apiCall(routes.supportAdminReply, { params: { id: ticket.id }, body: { message: text, close: true } })),
                      },
                      {
                        labelId: 'admin.tickets.close',
                        variant: 'ghost',
                        needsText: false,
                        run: () => run(() => apiCall(routes.supportAdminClose, { params: { id: ticket.id } })),
                      },
                    ]}
                  />
                )}
              </TicketThread>
            ))}
          </div>
        )}
      </QueryList>
    </div>
  );
}
