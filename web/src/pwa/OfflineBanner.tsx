// The visible offline marker (spec section 4). The status region is always in the page so that
// screen readers announce the message when it appears. Part of the first screen's code (RootLayout):
// a first visit that loses the network at once still says so, with no code left to fetch.
import { FormattedMessage } from 'react-intl';
import { usePwaStore } from './pwa-store';
import './offline-banner.css';

export function OfflineBanner() {
  const offline = usePwaStore((state) => state.offline);
  return (
    <div role="status" className={offline ? 'offline-banner' : 'offline-banner offline-banner--hidden'} data-testid="offline-banner">
      {offline ? <FormattedMessage id="offline.banner" /> : null}
    </div>
  );
}
