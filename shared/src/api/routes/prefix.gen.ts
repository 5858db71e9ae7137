// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
/** Every route's path starts with this (route-contract.ts); the service worker tells API calls by it. */
export const API_PREFIX = '/api/';
/** The phones' cache-busting query parameter (route-contract.ts); the server drops it before validating a query. */
export const CACHE_BUSTER_PARAM = '_cb';
