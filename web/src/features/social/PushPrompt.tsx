// The card that offers push notifications after a meaningful action (spec: the install prompt
// promises them): Turn on asks the browser; Not now hides it for this session.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../ui/Button';
import { dismissPushOffer, enablePush, usePushOffer } from './push';
import './messages';

export function PushPrompt() {
  const offered = usePushOffer();
  const [busy, setBusy] = useState(false);
  if (!offered) return null;
  const turnOn = async () => {
    setBusy(true);
    try {
      await enablePush();
    } catch (error) {
      console.warn('Push notifications could not be turned on', error);
    } finally {
      setBusy(false);
      dismissPushOffer();
    }
  };
  return (
    <aside className="card push-prompt" aria-labelledby="push-prompt-title">
      <h2 id="push-prompt-title" className="card__title">
        <FormattedMessage id="social.push.title" />
      </h2>
      <p className="card__body">
        <FormattedMessage id="social.push.body" />
      </p>
      <div className="push-prompt__actions">
        <Button busy={busy} onClick={() => void turnOn()}>
          <FormattedMessage id="social.push.enable" />
        </Button>
        <Button variant="ghost" onClick={dismissPushOffer}>
          <FormattedMessage id="social.push.later" />
        </Button>
      </div>
    </aside>
  );
}
