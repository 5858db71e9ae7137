// Registers /service-worker.js (scope /) with workbox-window, checks for a new version every 60 s,
// and when one is waiting asks the member to confirm (UpdatePrompt). Confirming sends skip-waiting;
// the controller change that follows reloads the page onto the new version.
import { SW_UPDATE_CHECK_INTERVAL_MS } from '@fitchoice/shared';
import { Workbox } from 'workbox-window';
import { usePwaStore } from './pwa-store';

export const SERVICE_WORKER_URL = '/service-worker.js';

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  // The very first install takes control without a reload (clientsClaim); only a change from one
  // controller to another means a new version, and only then is the page reloaded.
  let hadController = Boolean(navigator.serviceWorker.controller);
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) window.location.reload();
    hadController = true;
  });
  workbox.addEventListener('waiting', () => {
    usePwaStore.setState({
      applyUpdate: () => {
        usePwaStore.setState({ applyUpdate: null });
        workbox.messageSkipWaiting();
      },
    });
  });
  workbox.register().then(
    () => setInterval(() => void workbox.update().catch(() => undefined), SW_UPDATE_CHECK_INTERVAL_MS),
    (error: unknown) => console.error('Service worker registration failed', error),
  );
}
