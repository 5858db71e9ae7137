// The member's support tickets with the team's replies, newest first; a reply goes through the
// outbox like every member change.
import type { ResponseOf } from '@fitchoice/shared/api/contract';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiQueryKey } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { answerShownHere } from '../../outbox/answer';
import { Spinner } from '../../ui/Spinner';
import { supportRefusalId } from './refusals';
import { ReplyBox, TicketThread } from './TicketThread';
import './messages';

const TICKETS_KEY = apiQueryKey(routes.supportMyTickets);

export function MyTickets() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const tickets = useQuery<ResponseOf<'support.myTickets'>>({ queryKey: TICKETS_KEY, staleTime: 0 });
  const [notice, setNotice] = useState<{ id: string; values?: Record<string, string> } | null>(null);

  const reply = async (ticketId: string, message: string): Promise<boolean> => {
    const answer = await answerShownHere(await enqueueCall(routes.supportReply, { params: { id: ticketId }, body: { message } }));
    if (!answer) {
      setNotice({ id: 'contact.form.pending' });
      return true;
    }
    if (answer.state !== 'done') {
      setNotice({ id: 'contact.form.failed', values: { reason: intl.formatMessage({ id: supportRefusalId(answer.response) }) } });
      return false;
    }
    setNotice(null);
    await queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    return true;
  };

  return (
    <section className="section" aria-labelledby="my-tickets">
      <h2 id="my-tickets" className="section__title">
        <FormattedMessage id="helpSupport.tickets" />
      </h2>
      {tickets.isPending ? (
        <Spinner />
      ) : tickets.isError ? (
        <p className="notice">
          <FormattedMessage id="helpSupport.tickets.offline" />
        </p>
      ) : tickets.data.tickets.length === 0 ? (
        <p className="page__meta">
          <FormattedMessage id="helpSupport.tickets.none" />
        </p>
      ) : (
        <div className="tickets">
          {tickets.data.tickets.map((ticket) => (
            <TicketThread key={ticket.id} ticket={ticket}>
              <ReplyBox
                label={intl.formatMessage({ id: 'ticket.reply' })}
                actions={[{ labelId: 'ticket.replySend', run: (text) => reply(ticket.id, text) }]}
              />
            </TicketThread>
          ))}
        </div>
      )}
      <p role="status">{notice ? <FormattedMessage id={notice.id} values={notice.values} /> : null}</p>
    </section>
  );
}
