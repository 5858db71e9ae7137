// The mobile cache buster of spec section 9. On mobile, Android and WebView devices:
// - when the stored cache version differs from this load's version (a first visit just stores it), stale caches are deleted and
//   every non-session key is removed (localStorage and the local database), then the page is
//   refreshed once — at most one forced refresh per browser session, and only when the reload
//   would be answered (offline-reload.ts), never onto the browser's offline error page;
// - same-origin API, JS and CSS fetches get a `_cb=<time>` parameter and no-cache headers.
// Only the runtime caches (API answers, images) count as stale: the precached app shell is
// versioned by the service worker itself, and deleting it would break the next offline start.
// The service worker ignores `_cb` when it matches its caches, so offline use is unaffected.
import { SESSION_STORAGE_KEYS, STORAGE_KEYS, type StorageKey } from '@fitchoice/shared';
import { getDatabase } from '../db/database';
import { getRecord, removeRecords, setRecord } from '../db/records';
import { API_CACHE, CACHE_BUSTER_PARAM, IMAGE_CACHE } from './cache-names';
import { reloadWouldBeAnswered } from './offline-reload';

/** sessionStorage flag: this browser session already had its forced refresh. */
export const FORCED_REFRESH_FLAG = 'fitchoice_cache_refreshed';
const STALE_CACHES = [API_CACHE, IMAGE_CACHE];

export function isMobileDevice(userAgent: string): boolean {
  return /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|\bwv\b/i.test(userAgent);
}

/**
 * This load's version: the hashed name of the entry script, which changes with every build.
 * Development has no hashed entry, hence 'dev'.
 */
export function currentBuildVersion(doc: Document = document): string {
  const entry = doc.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
  return entry ? new URL(entry.src, doc.baseURI).pathname : 'dev';
}

export function needsCacheBuster(url: URL, origin: string): boolean {
  return url.origin === origin && (url.pathname.startsWith('/api/') || /\.(js|css)$/.test(url.pathname));
}

interface CacheBusterOptions {
  userAgent?: string;
  version?: string;
  reload?: () => void;
  /** Whether a reload would bring the app back; tests answer it themselves. */
  canReload?: () => Promise<boolean>;
}

/** Runs the version check and installs the fetch rewrite; does nothing on desktop browsers. */
export async function runMobileCacheBuster(options: CacheBusterOptions = {}): Promise<'desktop' | 'current' | 'cleared'> {
  if (!isMobileDevice(options.userAgent ?? navigator.userAgent)) return 'desktop';
  installCacheBustingFetch();
  const version = options.version ?? currentBuildVersion();
  const stored = await getRecord(STORAGE_KEYS.cacheVersion);
  if (stored === version) return 'current';
  if (stored === null) {
    // A first visit has nothing stale to clear and nothing to refresh.
    await setRecord(STORAGE_KEYS.cacheVersion, version);
    return 'current';
  }

  if (typeof caches !== 'undefined') await Promise.all(STALE_CACHES.map((name) => caches.delete(name)));
  await removeNonSessionRecords();
  removeNonSessionLocalStorage();
  await setRecord(STORAGE_KEYS.cacheVersion, version);
  if (sessionStorage.getItem(FORCED_REFRESH_FLAG) === null && (await (options.canReload ?? reloadWouldBeAnswered)())) {
    sessionStorage.setItem(FORCED_REFRESH_FLAG, String(Date.now()));
    (options.reload ?? (() => window.location.reload()))();
  }
  return 'cleared';
}

async function removeNonSessionRecords(): Promise<void> {
  const db = await getDatabase();
  const keys = (await db.records.find().exec()).map((doc) => doc.key as StorageKey);
  await removeRecords(keys.filter((key) => !SESSION_STORAGE_KEYS.includes(key)));
}

function removeNonSessionLocalStorage(): void {
  const keep = new Set<string>(SESSION_STORAGE_KEYS);
  for (const key of Object.keys(localStorage)) if (!keep.has(key)) localStorage.removeItem(key);
}

let installed = false;

function installCacheBustingFetch(): void {
  if (installed) return;
  installed = true;
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!needsCacheBuster(url, window.location.origin)) return original(request);
    url.searchParams.set(CACHE_BUSTER_PARAM, String(Date.now()));
    const headers = new Headers(request.headers);
    headers.set('Cache-Control', 'no-cache');
    headers.set('Pragma', 'no-cache');
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    return original(url, {
      method: request.method,
      headers,
      // Read whole: a streamed request body would need HTTP/2 in Chromium.
      body: hasBody ? await request.arrayBuffer() : null,
      credentials: request.credentials,
      cache: 'no-cache',
      redirect: request.redirect,
      signal: request.signal,
    });
  };
}
