// The catalogues' copies in the eleven translated languages are not precached (a member reads one
// language, not eleven: they were over 400 of the precache's files): scripts/build-sw.mjs passes
// them here per language, and the worker stores the member's language's copies when it installs,
// when the page says the language changed (CACHE_LANGUAGE_MESSAGE), and any copy the page loads, so
// every screen has its words offline. Copies of an older build are dropped when this one activates.
/// <reference lib="webworker" />
import { CACHE_LANGUAGE_MESSAGE, TRANSLATIONS_CACHE } from '../pwa/cache-names';
import { storedLanguage } from './stored-language';

declare const self: ServiceWorkerGlobalScope;
declare const __TRANSLATION_FILES__: Readonly<Record<string, readonly string[]>>;

const FILES = new Set(Object.values(__TRANSLATION_FILES__).flat());

/** Whether `url` is one of this build's catalogue copies. */
export function isTranslationFile(url: URL): boolean {
  return url.origin === self.location.origin && FILES.has(url.pathname);
}

/** Stores every catalogue copy of `language` not stored yet. */
async function storeLanguage(language: string): Promise<void> {
  const cache = await caches.open(TRANSLATIONS_CACHE);
  const wanted = __TRANSLATION_FILES__[language] ?? [];
  const stored = await Promise.all(wanted.map((file) => cache.match(file)));
  await cache.addAll(wanted.filter((_, index) => !stored[index]));
}

self.addEventListener('install', (event) => {
  // Not part of the install's success: without them the app shows English until the copies load.
  event.waitUntil(
    storedLanguage()
      .then(storeLanguage)
      .catch((error: unknown) => console.warn('The language’s catalogues were not stored', error)),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.open(TRANSLATIONS_CACHE).then(async (cache) => {
      for (const request of await cache.keys()) if (!FILES.has(new URL(request.url).pathname)) await cache.delete(request);
    }),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; language?: string } | null;
  if (data?.type !== CACHE_LANGUAGE_MESSAGE || typeof data.language !== 'string') return;
  event.waitUntil(storeLanguage(data.language).catch((error: unknown) => console.warn('The language’s catalogues were not stored', error)));
});
