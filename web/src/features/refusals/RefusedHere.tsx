// Where a refused action was made (a post in the feed, a chat message, a purchase in the wallet, a
// mood entry), the screen says why, worded by its code (words.ts), and offers Retry and Discard,
// as the outbox sheet does: never "waiting to be sent" for an action the server refused.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RefusalWords } from '../../outbox/OutboxStatus';
import { discardEntry, retryEntry, type SettledEntry } from '../../outbox/outbox';
import './messages';
import './refusals.css';

export function RefusedHere({
  entry,
  words,
  onDiscard,
  children,
}: {
  entry: SettledEntry;
  words: RefusalWords;
  /** What Discard also undoes on this device (by default only the entry goes). */
  onDiscard?: () => Promise<void>;
  /** More ways on (Choose another time). */
  children?: ReactNode;
}) {
  return (
    <div className="refused-here" data-testid="refused-here">
      <p className="field__error" role="alert">
        <FormattedMessage id={words.id} values={words.values} />
      </p>
      <div className="refused-here__actions">
        {children}
        <button type="button" className="button button--secondary" onClick={() => void retryEntry(entry.id)}>
          <FormattedMessage id="outbox.retry" />
        </button>
        <button type="button" className="button button--ghost" onClick={() => void (onDiscard ?? (() => discardEntry(entry.id)))()}>
          <FormattedMessage id="outbox.discard" />
        </button>
      </div>
    </div>
  );
}
