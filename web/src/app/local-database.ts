// When the page opens its local database (RxDB and Dexie: ~85 KB gzipped, and a long stretch of
// script on a slow phone). A first screen that renders from the server's answers does not wait for
// it, and neither its code nor its opening competes with that screen for the network and the main
// thread: the page holds it back (db/database.ts, holdDatabase) until the first of
// - a tap or a key: what the member does next may be queued in the outbox;
// - no connection (a call unanswered, pwa/connectivity.ts, or the browser offline): the screens read
//   their local copies;
// - a screen that renders from its local copy asks for it (db/feature-collections.ts), and a
//   mutation is queued (api/enqueue-call.ts);
// - the page has settled: its load event passed, nothing has loaded for SETTLED_QUIET_MS, and the main
//   thread is idle. The outbox that an earlier visit left is sent then, the pending badge counts it;
// - LATEST_OPEN_MS after the first paint, for a page that never goes quiet.
// Waiting for the page to settle needs the database's code to be there without the network: a service
// worker serves the page (its precache holds the code), or nobody is signed in on this device
// (nothing can be queued before signing in, which needs the network). A signed-in page that no worker
// serves (a first visit, a browser without one) would lose what the member does once the connection
// drops before the code came: there the first paint is enough.
import { hasSessionHint } from '../api/session';
import { holdDatabase, openDatabaseNow } from '../db/database';
import { readRecordNow } from '../db/local-records';
import { onReachabilityChange, serverUnreachable } from '../pwa/connectivity';

/** How long nothing must have loaded (Resource Timing) before the page counts as settled. */
export const SETTLED_QUIET_MS = 2000;
/** How long an idle callback may wait for the main thread once the page is quiet. */
const IDLE_TIMEOUT_MS = 1000;
/** The database opens this long after the first paint at the latest. */
export const LATEST_OPEN_MS = 10_000;

/** Resolves once the page has settled: loaded, nothing loaded for SETTLED_QUIET_MS, the main thread idle. */
export function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    let lastLoaded = performance.now();
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lastLoaded = Math.max(lastLoaded, entry.startTime + entry.duration);
    });
    observer.observe({ type: 'resource', buffered: true });
    const check = () => {
      const quietFor = performance.now() - lastLoaded;
      if (quietFor < SETTLED_QUIET_MS) {
        setTimeout(check, SETTLED_QUIET_MS - quietFor);
        return;
      }
      observer.disconnect();
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else resolve();
    };
    const afterLoad = () => {
      lastLoaded = Math.max(lastLoaded, performance.now());
      check();
    };
    if (document.readyState === 'complete') afterLoad();
    else addEventListener('load', afterLoad, { once: true });
  });
}

/**
 * Holds the local database back until something needs it or the page has settled (see above).
 * main.tsx calls it once, before anything asks for the database; `painted` is the first screen's paint.
 */
export function openDatabaseWhenNeeded(painted: Promise<void>): void {
  holdDatabase();
  const events = ['pointerdown', 'keydown', 'offline'] as const;
  const open = () => {
    for (const type of events) removeEventListener(type, open, { capture: true });
    stopWatching();
    openDatabaseNow();
  };
  for (const type of events) addEventListener(type, open, { capture: true, passive: true });
  const stopWatching = onReachabilityChange(() => {
    if (serverUnreachable()) open();
  });
  if (serverUnreachable()) open();
  const signedIn = hasSessionHint() || readRecordNow('authUser') !== undefined || readRecordNow('guestUser') !== undefined;
  if (signedIn && !navigator.serviceWorker?.controller) void painted.then(open);
  else void pageSettled().then(open);
  void painted.then(() => setTimeout(open, LATEST_OPEN_MS));
}
