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
import { firstScreenPainted } from '../startup/first-screen';
import { pageIdle, pageSettled } from '../startup/page-idle';

/** The database opens this long after the first paint at the latest. */
export const LATEST_OPEN_MS = 10_000;

/**
 * A signed-in page that no service worker serves: what the member does must be safe on the device
 * before the connection can drop, so the local database and the offline parts (offlinePartsDue)
 * load at the first paint, not once the page is idle.
 */
export function signedInWithoutWorker(): boolean {
  // The cookie last: reading it waits for the browser's network process (a sync call, 20 ms and more
  // on a busy phone), and a page the worker serves or a member stored on the device answers without it.
  if (navigator.serviceWorker?.controller) return false;
  return readRecordNow('authUser') !== undefined || readRecordNow('guestUser') !== undefined || hasSessionHint();
}

/**
 * When what a member needs once the connection drops loads (the offline layer, the pending badge,
 * the toasts): at the first paint on a signed-in page no worker serves, else once the page is idle.
 */
export function offlinePartsDue(): Promise<void> {
  return signedInWithoutWorker() ? firstScreenPainted() : pageIdle();
}

/**
 * Holds the local database back until something needs it or the page has settled (see above).
 * main.tsx calls it once, before anything asks for the database; `painted` is the first screen's paint.
 * Returns what stops the waiting (its listeners and its timer) without opening: a test's page ends so.
 */
export function openDatabaseWhenNeeded(painted: Promise<void>): () => void {
  holdDatabase();
  const events = ['pointerdown', 'keydown', 'offline'] as const;
  let latest: ReturnType<typeof setTimeout> | undefined;
  let waiting = true;
  const stop = () => {
    waiting = false;
    for (const type of events) removeEventListener(type, open, { capture: true });
    stopWatching();
    clearTimeout(latest);
  };
  const open = () => {
    if (!waiting) return;
    stop();
    openDatabaseNow();
  };
  for (const type of events) addEventListener(type, open, { capture: true, passive: true });
  const stopWatching = onReachabilityChange(() => {
    if (serverUnreachable()) open();
  });
  if (serverUnreachable()) open();
  if (signedInWithoutWorker()) void painted.then(open);
  else void pageSettled().then(open);
  void painted.then(() => {
    if (waiting) latest = setTimeout(open, LATEST_OPEN_MS);
  });
  return stop;
}
