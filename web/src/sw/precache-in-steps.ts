// The precache in two steps. On a very first visit the worker takes control as soon as the app
// shell is stored (index.html, the entry and what every start loads, the landing screens: the
// files scripts/build-sw.mjs passes as __SHELL_FILES__, which the page has just loaded, so mostly
// from the browser's HTTP cache); from then on a reload offline shows the app, not the browser's
// offline page. The rest (every other screen's code) is stored when the page says its start has
// settled (PRECACHE_REST_MESSAGE), so it does not compete with the first screen; until then such a
// file comes from the network. A new version stores everything before it installs: the member
// still has the old one, complete, until they confirm the update.
/// <reference lib="webworker" />
import { PrecacheController, type PrecacheEntry, PrecacheRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { PRECACHE_REST_MESSAGE } from '../pwa/cache-names';

declare const self: ServiceWorkerGlobalScope;
/** The shell's files, as precache manifest URLs (relative to the worker: 'index.html', 'assets/…'). */
declare const __SHELL_FILES__: readonly string[];

/** Files fetched at once while storing: the shell is a few dozen. */
const PARALLEL_FETCHES = 4;

/**
 * Serves the precached files (routing every precached URL; one not stored yet comes from the
 * network) and stores them in two steps. Returns the controller, for the navigation route.
 */
export function precacheInSteps(entries: (string | PrecacheEntry)[], options: { ignoreURLParametersMatching: RegExp[] }) {
  const precache = new PrecacheController();
  precache.addToCacheList(entries);
  registerRoute(new PrecacheRoute(precache, options));
  const shell = new Set(__SHELL_FILES__.map((file) => new URL(file, self.location.href).href));

  /** Stores the files of the manifest not stored yet (`only`: those of it); throws if one cannot be fetched. */
  const store = async (only?: ReadonlySet<string>): Promise<void> => {
    const cache = await caches.open(precache.strategy.cacheName);
    const stored = new Set((await cache.keys()).map((request) => request.url));
    const missing = [...precache.getURLsToCacheKeys()].filter(([url, key]) => !stored.has(key) && (!only || only.has(url)));
    const next = async (): Promise<void> => {
      for (let item = missing.shift(); item; item = missing.shift()) {
        const [url, key] = item;
        // A file named by its content may come from the HTTP cache; another (index.html) is fetched anew.
        const request = new Request(url, {
          cache: key === url ? 'default' : 'reload',
          credentials: 'same-origin',
          integrity: precache.getIntegrityForCacheKey(key),
        });
        const response = await fetch(request);
        if (!response.ok || response.redirected) throw new Error(`Precaching ${url} answered ${response.status}`);
        await cache.put(key, response);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_FETCHES }, next));
  };

  let storingRest: Promise<void> | null = null;
  /** Stores every file not stored yet; one run at a time, and again after a failed one. */
  const storeRest = () => {
    storingRest ??= store().finally(() => {
      storingRest = null;
    });
    return storingRest;
  };

  self.addEventListener('install', (event) => {
    // An update waits for the member's confirmation with every file; a first install takes control with the shell.
    event.waitUntil(self.registration.active ? store() : store(shell));
  });
  // Drops the files of older builds.
  self.addEventListener('activate', precache.activate);
  self.addEventListener('message', (event) => {
    if ((event.data as { type?: string } | null)?.type !== PRECACHE_REST_MESSAGE) return;
    const reply = event.ports[0];
    event.waitUntil(
      storeRest().then(
        () => reply?.postMessage({ stored: true }),
        (error: unknown) => {
          console.warn('The rest of the app was not stored for offline use yet', error);
          reply?.postMessage({ stored: false });
        },
      ),
    );
  });
  return precache;
}
