// A refusal where it was made (RefusedHere.tsx loads this when one shows): why, worded by its code
// (words.ts), with Retry and Discard, as the outbox sheet does.
import { FormattedMessage } from 'react-intl';
import { loadOutbox } from '../../outbox/entries';
import type { RefusedHereProps } from './RefusedHere';
import { refusalWordsOf } from './words';
import './messages';
import './refusals.css';

export function Refused({ entry, refusals, onDiscard, children }: RefusedHereProps) {
  const words = refusalWordsOf(entry, refusals ?? {});
  return (
    <div className="refused-here" data-testid="refused-here">
      <p className="field__error" role="alert">
        <FormattedMessage id={words.id} values={words.values} />
      </p>
      <div className="refused-here__actions">
        {children}
        <button type="button" className="button button--secondary" onClick={async () => (await loadOutbox()).retryEntry(entry.id)}>
          <FormattedMessage id="outbox.retry" />
        </button>
        <button
          type="button"
          className="button button--ghost"
          onClick={async () => (onDiscard ? onDiscard() : (await loadOutbox()).discardEntry(entry.id))}
        >
          <FormattedMessage id="outbox.discard" />
        </button>
      </div>
    </div>
  );
}
