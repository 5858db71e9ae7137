// The local runtime's stand-in for the uploads bucket's lifecycle rule (infra): photos uploaded for
// a post wait under the pending prefix, and what is still there a day later (the composer closed
// without posting) is deleted, file by file as the listing goes.

import type { LocalFileStorage } from '../files/local-storage';
import { PENDING_PHOTO_DAYS, PENDING_PHOTOS_PREFIX } from '../social/post-photos';

/** As the bucket's rule says: a waiting photo older than this goes. */
export const PENDING_PHOTO_MAX_AGE_MS = PENDING_PHOTO_DAYS * 24 * 60 * 60 * 1000;

/** Deletes the waiting photo files older than a day; answers how many went. */
export async function expirePendingPhotos(storage: LocalFileStorage, now: Date): Promise<number> {
  const cutOff = now.getTime() - PENDING_PHOTO_MAX_AGE_MS;
  let expired = 0;
  for await (const file of storage.list(PENDING_PHOTOS_PREFIX)) {
    if (file.modifiedAt.getTime() >= cutOff) continue;
    await storage.delete(file.key);
    expired += 1;
  }
  return expired;
}
