// A Workbox plugin for the API's runtime cache: an answer marked `Cache-Control: no-store` is never
// written to Cache Storage. The API marks what a member's browser may keep for offline use
// `private, no-cache`; whatever it marks no-store must not outlive the request.
import type { WorkboxPlugin } from 'workbox-core';

const NO_STORE = /(?:^|,)\s*no-store\s*(?:,|$)/i;

export function isNoStore(response: Response): boolean {
  return NO_STORE.test(response.headers.get('cache-control') ?? '');
}

export const respectNoStore: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isNoStore(response) ? null : response),
};
