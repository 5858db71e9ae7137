// Names the page and the service worker must agree on.

/** Runtime cache of API GET answers: one user's data, emptied when the user may change. */
export const API_CACHE = 'fitchoice-api';
export const IMAGE_CACHE = 'fitchoice-images';
/** The catalogues' copies in the member's language (sw/translations.ts). */
export const TRANSLATIONS_CACHE = 'fitchoice-translations';
/** Asks the worker to store a language's catalogue copies: { type, language }. */
export const CACHE_LANGUAGE_MESSAGE = 'CACHE_LANGUAGE';
/**
 * Asks the worker to store the files a first install left out (sw/precache-in-steps.ts): { type }.
 * With a MessagePort, it answers { stored } on it once done.
 */
export const PRECACHE_REST_MESSAGE = 'PRECACHE_REST';
/** Asks the active worker to take this page (clients.claim()): { type }. */
export const CLAIM_MESSAGE = 'CLAIM';
/** The message workbox-window's messageSkipWaiting() sends. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
/** The query parameter the mobile cache buster adds (spec section 9); the server drops it too. */
export { CACHE_BUSTER_PARAM } from '@fitchoice/shared/api/routes/prefix';
/** Set by the service worker on an API answer it took from its cache, not from the server (the offline marker reads it). */
export const FROM_CACHE_HEADER = 'X-FitChoice-From-Cache';
