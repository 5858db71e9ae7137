// The header's outbox badge ("2 pending", "1 failed") and the sheet it opens, which lists what is
// waiting to be sent and what failed, with Retry and Discard. Hidden while nothing waits.
import { OUTBOX_ROUTES } from '@fitchoice/shared/api/routes';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, FormattedRelativeTime, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import type { OutboxEntry, OutboxRouteId, SettledEntry } from './entries';
import { useUnsettledEntries } from './hooks';
import { useFailedCount, usePendingCount } from './live';
import { discardEntry, retryEntry } from './outbox';
import './outbox.css';

/** A message and its values (a feature's refusal may take one, `{count}`). */
export interface RefusalWords {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** How a refused entry is worded (features/layout/outbox-refusals.ts): by its feature, loaded when it is shown. */
export type WordRefusal = (entry: SettledEntry) => Promise<RefusalWords>;

export function OutboxStatus({ onSendNow, wordRefusal }: { onSendNow?: () => void; wordRefusal: WordRefusal }) {
  const intl = useIntl();
  const pending = usePendingCount();
  const failed = useFailedCount();
  const [open, setOpen] = useState(false);
  // The list is read only while the sheet is open: a long offline queue must not re-render the
  // header on every write.
  const entries = useUnsettledEntries(open);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open) dialog.current?.showModal();
    else dialog.current?.close();
  }, [open]);
  if (pending === 0 && failed === 0 && !open) return null;
  return (
    <>
      <button
        type="button"
        className={`outbox-badge${failed ? ' outbox-badge--failed' : ''}`}
        aria-label={intl.formatMessage({ id: 'outbox.badge.label' }, { pending, failed })}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="outbox-badge"
      >
        {pending > 0 ? (
          <span data-testid="outbox-pending-count">
            <FormattedMessage id="outbox.badge" values={{ count: pending }} />
          </span>
        ) : null}
        {failed > 0 ? (
          <span className="outbox-badge__failed">
            <FormattedMessage id="outbox.badge.failed" values={{ count: failed }} />
          </span>
        ) : null}
      </button>
      <dialog
        ref={dialog}
        className="outbox-sheet"
        aria-labelledby="outbox-sheet-title"
        aria-describedby="outbox-sheet-description"
        onClose={() => setOpen(false)}
      >
        <h2 id="outbox-sheet-title">
          <FormattedMessage id="outbox.title" />
        </h2>
        <p id="outbox-sheet-description" className="outbox-sheet__description">
          <FormattedMessage id="outbox.description" />
        </p>
        {entries.length === 0 ? (
          <p>
            <FormattedMessage id="outbox.empty" />
          </p>
        ) : (
          <ul className="outbox-sheet__list">
            {entries.map((entry) => (
              <OutboxItem key={entry.id} entry={entry} wordRefusal={wordRefusal} />
            ))}
          </ul>
        )}
        <div className="outbox-sheet__actions">
          {onSendNow && pending > 0 ? (
            <button type="button" className="button button--secondary" onClick={onSendNow}>
              <FormattedMessage id="outbox.sendNow" />
            </button>
          ) : null}
          <button type="button" className="button button--primary" onClick={() => setOpen(false)}>
            <FormattedMessage id="outbox.close" />
          </button>
        </div>
      </dialog>
    </>
  );
}

/** What the outbox sheet calls each kind of entry: the label its route declares in the contract. */
export const KIND_MESSAGES: { readonly [Id in OutboxRouteId]: MessageId } = Object.fromEntries(
  Object.values(OUTBOX_ROUTES).map((route) => [route.id, route.outbox.label]),
) as { [Id in OutboxRouteId]: (typeof OUTBOX_ROUTES)[Id]['outbox']['label'] };

function OutboxItem({ entry, wordRefusal }: { entry: OutboxEntry; wordRefusal: WordRefusal }) {
  const seconds = Math.round((entry.createdAt - Date.now()) / 1000);
  return (
    <li className={`outbox-item outbox-item--${entry.state}`} data-testid="outbox-entry">
      <div className="outbox-item__head">
        <strong>
          <FormattedMessage id={KIND_MESSAGES[entry.route]} />
        </strong>
        <span className="outbox-item__state">
          <FormattedMessage id={`outbox.state.${entry.state === 'done' ? 'pending' : entry.state}`} />
        </span>
      </div>
      <div className="outbox-item__meta">
        <FormattedMessage
          id="outbox.queuedAt"
          values={{ time: <FormattedRelativeTime value={seconds} numeric="auto" updateIntervalInSeconds={60} /> }}
        />
        {entry.attempts > 0 ? (
          <>
            {' · '}
            <FormattedMessage id="outbox.attempts" values={{ count: entry.attempts }} />
          </>
        ) : null}
      </div>
      {entry.state === 'failed' ? (
        <Refusal entry={entry} wordRefusal={wordRefusal} />
      ) : entry.lastError ? (
        <p className="outbox-item__error">
          {/* In the reader's language, not with the network's English. */}
          <FormattedMessage id="outbox.error.retrying" />
        </p>
      ) : null}
      {entry.state !== 'sending' ? (
        <div className="outbox-item__actions">
          {entry.state === 'failed' ? (
            <button type="button" className="button button--secondary" onClick={() => void retryEntry(entry.id)}>
              <FormattedMessage id="outbox.retry" />
            </button>
          ) : null}
          <button type="button" className="button button--ghost" onClick={() => void discardEntry(entry.id)}>
            <FormattedMessage id="outbox.discard" />
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** Why the server refused an entry, worded by its code (its feature's words, loaded now). */
function Refusal({ entry, wordRefusal }: { entry: SettledEntry; wordRefusal: WordRefusal }) {
  const [words, setWords] = useState<RefusalWords | null>(null);
  useEffect(() => {
    let current = true;
    wordRefusal(entry)
      .then((found) => {
        if (current) setWords(found);
      })
      .catch((error: unknown) => console.warn('Could not load the words of a refusal', error));
    return () => {
      current = false;
    };
  }, [entry, wordRefusal]);
  // Worded by its code in the reader's language, never with the server's English.
  return words ? (
    <p className="outbox-item__error" role="alert">
      <FormattedMessage id={words.id} values={words.values} />
    </p>
  ) : null;
}
