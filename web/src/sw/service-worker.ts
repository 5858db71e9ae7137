// The service worker at /service-worker.js (scope /). scripts/build-sw.mjs bundles this file with
// esbuild and workbox-build injects the precache manifest (the app shell and every route chunk).
//
// - Precaching in two steps (precache-in-steps.ts): a first visit is controlled once the app shell
//   is stored; the rest is stored once the page's start has settled.
// - Navigations are answered with the precached index.html, online or not: the app shell.
// - API GETs: network first with a short timeout, then the last answer from the cache, marked with
//   FROM_CACHE_HEADER so the page knows the server did not answer. The cache holds one user's data,
//   so it is emptied whenever the signed-in user may change (login, signup, guest, logout) — the
//   next user never sees the previous one's answers. An answer marked no-store is never cached
//   (respect-no-store.ts).
// - Images: cache first. The catalogues' copies in the member's language: stored per language, cache
//   first (translations.ts).
// - The `sync` event (Background Sync) replays the outbox with the same code the page uses, on the
//   same RxDB database, under the same Web Lock.
/// <reference lib="webworker" />
import { API_PREFIX, authGuest, authLogin, authLogout, authSignup } from '@fitchoice/shared/api/routes';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { getDatabase } from '../db/database';
import { defaultLocks, type LockManagerLike, OUTBOX_LOCK } from '../outbox/locks';
import { replayOutbox } from '../outbox/replay';
import { OUTBOX_SYNC_TAG } from '../outbox/sync-tag';
import {
  API_CACHE,
  CACHE_BUSTER_PARAM,
  CLAIM_MESSAGE,
  FROM_CACHE_HEADER,
  IMAGE_CACHE,
  SKIP_WAITING_MESSAGE,
  TRANSLATIONS_CACHE,
} from '../pwa/cache-names';
import { precacheInSteps } from './precache-in-steps';
import { respectNoStore } from './respect-no-store';
import { isTranslationFile } from './translations';
// Push notifications and what tapping one opens.
import './push';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const API_NETWORK_TIMEOUT_SECONDS = 3;
const DAY_SECONDS = 24 * 60 * 60;

clientsClaim();
const precache = precacheInSteps(self.__WB_MANIFEST, {
  // The mobile cache buster adds ?_cb=<time>; the precached file is still the right answer.
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, new RegExp(`^${CACHE_BUSTER_PARAM}$`)],
});
cleanupOutdatedCaches();

// Not the API, the test hooks, or the local runtime's mail page (/__mail): those are the server's own pages.
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('/index.html'), {
    denylist: [new RegExp(`^${API_PREFIX}`), /^\/__test\//, /^\/__mail(\/|$)/],
  }),
);

const withoutCacheBuster = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.searchParams.has(CACHE_BUSTER_PARAM)) return request;
    url.searchParams.delete(CACHE_BUSTER_PARAM);
    return url.href;
  },
};

// Last among the plugins: the expiration plugin may still drop an old copy before this marks it.
const markedAsCached = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response | null }) => {
    if (!cachedResponse) return cachedResponse;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_CACHE_HEADER, '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

/** The calls after which the signed-in user may be another. */
const SIGN_IN_OUT_PATHS = new Set<string>([authLogin.path, authSignup.path, authGuest.path, authLogout.path]);

const isOwnApi = (url: URL) => url.origin === self.location.origin && url.pathname.startsWith(API_PREFIX);

// API mutations other than the auth ones below (every outbox entry) get static routes (Chromium 123+): straight to the
// network, without a fetch event per request on this worker's thread. Patterns without regexp
// groups, which static routes refuse. Elsewhere the fetch handler matches no route for them and
// lets them through.
interface StaticRouteInstallEvent extends ExtendableEvent {
  addRoutes?(
    rules: { condition: { urlPattern: { pathname: string }; requestMethod?: string }; source: 'network' | 'fetch-event' }[],
  ): Promise<void>;
}
self.addEventListener('install', (event) => {
  const addRoutes = (event as StaticRouteInstallEvent).addRoutes;
  if (!addRoutes) return;
  const rules = [
    { condition: { urlPattern: { pathname: `${API_PREFIX}auth/*` } }, source: 'fetch-event' as const },
    ...['POST', 'PUT', 'PATCH', 'DELETE'].map((requestMethod) => ({
      condition: { urlPattern: { pathname: `${API_PREFIX}*` }, requestMethod },
      source: 'network' as const,
    })),
  ];
  event.waitUntil(
    Promise.resolve()
      .then(() => addRoutes.call(event, rules))
      .catch((error: unknown) => console.warn('Static routes were not added', error)),
  );
});

registerRoute(
  ({ url }) => isOwnApi(url) && SIGN_IN_OUT_PATHS.has(url.pathname),
  async (options) => {
    try {
      return await new NetworkOnly().handle(options);
    } finally {
      // Also when the request fails: a logout made offline still forgets this user's answers here.
      await caches.delete(API_CACHE);
    }
  },
  'POST',
);

registerRoute(
  ({ url }) => isOwnApi(url),
  new NetworkFirst({
    cacheName: API_CACHE,
    networkTimeoutSeconds: API_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      withoutCacheBuster,
      new CacheableResponsePlugin({ statuses: [200] }),
      respectNoStore,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * DAY_SECONDS }),
      markedAsCached,
    ],
  }),
  'GET',
);

registerRoute(({ url }) => isTranslationFile(url), new CacheFirst({ cacheName: TRANSLATIONS_CACHE, plugins: [withoutCacheBuster] }));

registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: IMAGE_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS })],
  }),
);

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  // A page that was still loading when this worker claimed its clients asks to be taken too.
  if (type === CLAIM_MESSAGE) event.waitUntil(self.clients.claim());
});

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== OUTBOX_SYNC_TAG) return;
  syncEvent.waitUntil(replayFromWorker());
});

/** For replayOutbox inside a lock this worker already holds (Web Locks are not re-entrant). */
const lockHeld: LockManagerLike = { request: (_name, callback) => callback() };

async function replayFromWorker(): Promise<void> {
  // The database is opened once the lock is ours: opened while a page's pass holds the lock, it
  // would receive and process every write of that pass, for nothing.
  const result = await defaultLocks().request(OUTBOX_LOCK, async () =>
    replayOutbox({ db: await getDatabase(), ignoreBackoff: true, locks: lockHeld }),
  );
  // Rejecting asks the browser to fire `sync` again later, with its own backoff.
  if (result.nextAttemptAt !== null) throw new Error('Some outbox entries could not be sent yet');
}
