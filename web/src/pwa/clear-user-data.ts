// What logout must clear beyond the session records: the cached API answers of this user. The
// service worker also empties that cache itself on every login, signup, guest login and logout.
import { API_CACHE } from './cache-names';

export async function clearUserCaches(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE);
}
