// One support ticket as a conversation: its subject, reference and status, the first message and
// every reply in order, and a reply box (the member's or the admin's, given by the caller).
import type { Ticket } from '@fitchoice/shared/api';
import { supportReply } from '@fitchoice/shared/api/field-limits';
import { type ReactNode, useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/form/TextAreaField';
import './messages';

export function TicketStatus({ status }: { status: Ticket['status'] }) {
  return (
    <span className={`ticket__status ticket__status--${status}`}>
      <FormattedMessage id={`ticket.status.${status}`} />
    </span>
  );
}

export function TicketThread({ ticket, meta, children }: { ticket: Ticket; meta?: ReactNode; children?: ReactNode }) {
  return (
    <article className="ticket card" aria-labelledby={`ticket-${ticket.id}`}>
      <header className="ticket__header">
        <h3 id={`ticket-${ticket.id}`} className="ticket__subject">
          <bdi>{ticket.subject}</bdi>
        </h3>
        <TicketStatus status={ticket.status} />
      </header>
      <p className="page__meta">
        <FormattedMessage id="ticket.reference" values={{ reference: ticket.reference }} />
        {meta ? <> · {meta}</> : null}
      </p>
      <ol className="ticket__messages">
        <li className="ticket__message ticket__message--member">
          <p className="ticket__who">
            {ticket.name} · <FormattedDate value={ticket.createdAt} day="numeric" month="short" hour="2-digit" minute="2-digit" />
          </p>
          <p className="ticket__text" dir="auto">
            {ticket.message}
          </p>
        </li>
        {ticket.replies.map((reply) => (
          <li key={reply.seq} className={`ticket__message ticket__message--${reply.from}`}>
            <p className="ticket__who">
              {reply.from === 'staff' ? <FormattedMessage id="ticket.from.staff" /> : reply.authorName} ·{' '}
              <FormattedDate value={reply.createdAt} day="numeric" month="short" hour="2-digit" minute="2-digit" />
            </p>
            <p className="ticket__text" dir="auto">
              {reply.message}
            </p>
          </li>
        ))}
      </ol>
      {children}
    </article>
  );
}

/** A labelled reply box with its buttons; `actions` get the text and clear the box once they succeed. */
export function ReplyBox({
  label,
  actions,
}: {
  label: string;
  actions: { labelId: string; variant?: 'primary' | 'secondary' | 'ghost'; needsText?: boolean; run: (text: string) => Promise<boolean> }[];
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <div className="ticket__reply">
      <TextAreaField
        label={label}
        rows={3}
        value={text}
        onChange={(event) => setText(event.target.value)}
        // Only its length (the admin's answer has the member's reply's): closing a ticket needs no text.
        maxLength={supportReply.message.maxLength}
      />
      <div className="ticket__actions">
        {actions.map((action) => (
          <Button
            key={action.labelId}
            variant={action.variant ?? 'primary'}
            busy={busy}
            disabled={action.needsText !== false && !text.trim()}
            onClick={async () => {
              setBusy(true);
              try {
                if (await action.run(text.trim())) setText('');
              } finally {
                setBusy(false);
              }
            }}
          >
            <FormattedMessage id={action.labelId} />
          </Button>
        ))}
      </div>
    </div>
  );
}
