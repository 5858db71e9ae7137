// Asks the member to confirm a new version (spec section 4). Confirming activates the waiting
// service worker, whose controller change reloads the page; Later keeps the current version until
// the next visit. Another tab, where the member is typing something not sent yet, does not reload
// under their fingers: it says it will reload once that is sent or cleared, and offers Reload now.
import { PRODUCT_NAME } from '@fitchoice/shared';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { usePwaStore } from './pwa-store';

export function UpdatePrompt() {
  const applyUpdate = usePwaStore((state) => state.applyUpdate);
  const reloadWaiting = usePwaStore((state) => state.reloadWaiting);
  const [postponed, setPostponed] = useState<(() => void) | null>(null);
  if (reloadWaiting) return <ReloadWaiting reload={reloadWaiting} />;
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

/** A new version is in; this tab reloads onto it once the text typed here is sent or cleared. */
function ReloadWaiting({ reload }: { reload: () => void }) {
  return (
    <section className="pwa-card" aria-labelledby="update-waiting-title" aria-describedby="update-waiting-body">
      <h2 id="update-waiting-title" className="pwa-card__title">
        <FormattedMessage id="update.waiting.title" values={{ product: PRODUCT_NAME }} />
      </h2>
      <p id="update-waiting-body" className="pwa-card__body">
        <FormattedMessage id="update.waiting.body" />
      </p>
      <div className="pwa-card__actions">
        <button type="button" className="button button--secondary" onClick={reload}>
          <FormattedMessage id="update.waiting.reload" />
        </button>
      </div>
    </section>
  );
}
