// Registers /service-worker.js (scope /) with workbox-window, checks for a new version every 60 s,
// and when one is waiting asks the member to confirm (UpdatePrompt). Confirming sends skip-waiting;
// the controller change that follows reloads the page onto the new version. Once registered, the
// worker is told the language being shown, now and on every change, so it stores that language's
// catalogue copies (sw/translations.ts): the other ten are not in its precache.
//
// The install downloads and stores every file of the app (over 300 files) one after another. Started at
// the page's load event, it ran while the first screen was still opening its database and rendering
// (a signed-in /gyms): on a phone's few cores and one slow link it took CPU and bandwidth from them
// (Lighthouse's blocking time on /gyms on a 2-core machine, median of single runs: 235 ms with the
// install at the load event, 189 ms with it here, 122 ms with no worker). So the worker registers once
// the first screen has settled: a few seconds after its paint (the offline layer starts then), when the page is idle.
import { SW_UPDATE_CHECK_INTERVAL_MS } from '@fitchoice/shared';
import { Workbox } from 'workbox-window';
import { useLocaleStore } from '../i18n/locale-store';
import { CACHE_LANGUAGE_MESSAGE } from './cache-names';
import { usePwaStore } from './pwa-store';

export const SERVICE_WORKER_URL = '/service-worker.js';

/** How long after the offline layer starts (the first paint) the worker waits before it registers. */
export const SERVICE_WORKER_REGISTER_DELAY_MS = 3000;
/** The longest the registration then waits for an idle moment. */
const IDLE_TIMEOUT_MS = 2000;

/** Resolves SERVICE_WORKER_REGISTER_DELAY_MS from now, at the page's next idle moment (at most IDLE_TIMEOUT_MS later). */
export function afterStartSettles(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else resolve();
    }, SERVICE_WORKER_REGISTER_DELAY_MS);
  });
}

export function registerServiceWorker({ settled = afterStartSettles() }: { settled?: Promise<void> } = {}): void {
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
  settled
    .then(() => workbox.register())
    .then(
      () => {
        setInterval(() => void workbox.update().catch(() => undefined), SW_UPDATE_CHECK_INTERVAL_MS);
        tellLanguage();
      },
      (error: unknown) => console.error('Service worker registration failed', error),
    );
}

/** Asks the active worker to store the shown language's catalogue copies, now and whenever the language changes. */
function tellLanguage(): void {
  const tell = (language: string) =>
    void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: CACHE_LANGUAGE_MESSAGE, language }));
  tell(useLocaleStore.getState().language);
  useLocaleStore.subscribe((state, previous) => {
    if (state.language !== previous.language) tell(state.language);
  });
}
