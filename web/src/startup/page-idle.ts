// When the page has gone idle after its start. What no screen shows at first (the header's tooltips
// and pending badge, the toasts, the update and install cards, the location start-up, and on a page a
// service worker serves the offline layer) loads then, not at the first paint: loaded right after the
// paint it still competed with the screen's own code and data for a phone's one slow link and its
// main thread (on a slow 4G link, ~40 KB gzipped is most of a second). The first tap or key, or the
// connection dropping, is first use: the parts load at once then, as they do LATEST_IDLE_MS after
// the paint on a page that never goes quiet.
import { firstScreenPainted } from './first-screen';

/** How long nothing must have loaded (Resource Timing) before the page counts as settled. */
export const SETTLED_QUIET_MS = 2000;
/** How long an idle callback may wait for the main thread once the page is quiet. */
const IDLE_TIMEOUT_MS = 1000;
/** The page counts as idle this long after the first paint at the latest. */
export const LATEST_IDLE_MS = 10_000;

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

/** The events that are first use: what the member does next may need the parts. */
const FIRST_USE = ['pointerdown', 'keydown', 'offline'] as const;

let idle: Promise<void> | null = null;

/**
 * Resolves once the page is idle after its first paint: settled (pageSettled, watched from the
 * paint), or at the first tap, key or loss of connection, or LATEST_IDLE_MS after the paint.
 */
export function pageIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of FIRST_USE) removeEventListener(type, done, { capture: true });
      resolve();
    };
    for (const type of FIRST_USE) addEventListener(type, done, { capture: true, passive: true });
    void firstScreenPainted().then(() => {
      setTimeout(done, LATEST_IDLE_MS);
      return pageSettled().then(done);
    });
  });
  return idle;
}
