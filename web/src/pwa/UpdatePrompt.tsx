// Asks the member to confirm a new version (spec section 4). Confirming activates the waiting
// service worker, whose controller change reloads the page; Later keeps the current version until
// the next visit.
import { PRODUCT_NAME } from '@fitchoice/shared';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePwaStore } from './pwa-store';

export function UpdatePrompt() {
  const applyUpdate = usePwaStore((state) => state.applyUpdate);
  const [postponed, setPostponed] = useState<(() => void) | null>(null);
  if (!applyUpdate || postponed === applyUpdate) return null;
  return (
    <section className="pwa-card" role="alertdialog" aria-labelledby="update-title" aria-describedby="update-body">
      <h2 id="update-title" className="pwa-card__title">
        <FormattedMessage id="update.title" values={{ product: PRODUCT_NAME }} />
      </h2>
      <p id="update-body" className="pwa-card__body">
        <FormattedMessage id="update.body" />
      </p>
      <div className="pwa-card__actions">
        <button type="button" className="button button--primary" onClick={applyUpdate}>
          <FormattedMessage id="update.confirm" />
        </button>
        <button type="button" className="button button--ghost" onClick={() => setPostponed(() => applyUpdate)}>
          <FormattedMessage id="update.later" />
        </button>
      </div>
    </section>
  );
}
