// Registers /service-worker.js (scope /) with workbox-window, checks for a new version every 60 s,
// and when one is waiting asks the member to confirm (UpdatePrompt). Confirming sends skip-waiting;
// the controller change that follows reloads the page onto the new version. Once registered, the
// worker is told the member's language, now and on every change (watchLanguage), so it stores that
// language's catalogue copies (sw/translations.ts): the other ten are not in its precache.
//
// Storing every file of the app (over 300) while the first screen was still opening its database and
// rendering (a signed-in /gyms) took CPU and bandwidth from it on a phone's few cores and one slow link
// (Lighthouse's blocking time on /gyms on a 2-core machine, median of single runs: 235 ms with the
// install at the load event, 189 ms with it after the start, 122 ms with no worker). So that waits
// until the first screen has settled: a few seconds after its paint, when the page is idle. A first
// install stores only the app shell, which the page has just loaded (sw/precache-in-steps.ts): on a
// very first visit the worker registers at the first idle moment and takes control within a second or
// two, so a reload offline shows the app, and is told to store the rest once the start has settled.
// A page the worker already controls registers (checks for an update) once the start has settled.
import { SW_UPDATE_CHECK_INTERVAL_MS } from '@fitchoice/shared';
import { Workbox } from 'workbox-window';
import { CACHE_LANGUAGE_MESSAGE, CLAIM_MESSAGE, PRECACHE_REST_MESSAGE } from './cache-names';
import { usePwaStore } from './pwa-store';
import { hasUnsavedInput, watchUnsavedInput } from './unsaved-input';

export const SERVICE_WORKER_URL = '/service-worker.js';

/** How long after the offline layer starts (the first paint) the start counts as settled. */
export const SERVICE_WORKER_REGISTER_DELAY_MS = 3000;
/** The longest an idle moment is waited for. */
const IDLE_TIMEOUT_MS = 2000;

/** Resolves at the page's next idle moment (at most IDLE_TIMEOUT_MS from now). */
export function nextIdleMoment(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else resolve();
  });
}

/** Resolves SERVICE_WORKER_REGISTER_DELAY_MS from now, at the page's next idle moment (at most IDLE_TIMEOUT_MS later). */
export function afterStartSettles(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, SERVICE_WORKER_REGISTER_DELAY_MS)).then(nextIdleMoment);
}

export function registerServiceWorker({
  idle = nextIdleMoment(),
  settled = afterStartSettles(),
  watchLanguage = () => undefined,
}: {
  /** When a very first visit registers. */
  idle?: Promise<void>;
  /** When the worker stores the rest of the app, and when a controlled page registers. */
  settled?: Promise<void>;
  /** Calls `store` with each language whose catalogue copies the worker should store (i18n/locale-store.ts). */
  watchLanguage?: (store: (language: string) => void) => void;
} = {}): void {
  if (!('serviceWorker' in navigator)) return;
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  // The very first install takes control without a reload (clientsClaim); only a change from one
  // controller to another means a new version, and only then is the page reloaded: at once in the
  // tab where the member confirmed it, else once nothing typed here would be lost.
  let hadController = Boolean(navigator.serviceWorker.controller);
  let confirmedHere = false;
  watchUnsavedInput();
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (hadController) {
      if (confirmedHere) window.location.reload();
      else reloadOnceNothingIsTyped();
    }
    hadController = true;
  });
  workbox.addEventListener('waiting', () => {
    usePwaStore.setState({
      applyUpdate: () => {
        usePwaStore.setState({ applyUpdate: null });
        confirmedHere = true;
        workbox.messageSkipWaiting();
      },
    });
  });
  (hadController ? settled : idle)
    .then(() => workbox.register())
    .then(
      () => {
        setInterval(() => void workbox.update().catch(() => undefined), SW_UPDATE_CHECK_INTERVAL_MS);
        watchLanguage(tellLanguage);
        void claimThisPage();
        void settled.then(storeTheRest);
      },
      (error: unknown) => console.error('Service worker registration failed', error),
    );
}

/** How often a reload that waits for typed text to be sent looks again. */
const UNSAVED_CHECK_MS = 500;

/**
 * Reloads onto the new version now, or, while this tab holds text the member has not sent, once it
 * holds none; meanwhile the dock says so and offers Reload now.
 */
function reloadOnceNothingIsTyped(): void {
  if (!hasUnsavedInput()) {
    window.location.reload();
    return;
  }
  const reload = () => {
    clearInterval(check);
    window.location.reload();
  };
  const check = setInterval(() => {
    if (!hasUnsavedInput()) reload();
  }, UNSAVED_CHECK_MS);
  usePwaStore.setState({ reloadWaiting: reload });
}

/**
 * A page that was still loading when the worker took control of its clients (a navigation during
 * the worker's first activation) is not one of them: it asks the worker to take it too, so it is
 * offline-safe without a reload.
 */
async function claimThisPage(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  if (!navigator.serviceWorker.controller) registration.active?.postMessage({ type: CLAIM_MESSAGE });
}

/** Asks the active worker to store what its first install left out (nothing once it has). */
async function storeTheRest(): Promise<void> {
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: PRECACHE_REST_MESSAGE });
}

/** Asks the active worker to store a language's catalogue copies. */
function tellLanguage(language: string): void {
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: CACHE_LANGUAGE_MESSAGE, language }));
}
