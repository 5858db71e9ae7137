// Removes the post photos nobody posted: the composer uploads a photo before the post is sent, so a
// member who closes it leaves the files behind. A photo whose files are all older than a day and
// that no post claimed goes: the sweep takes the photo's claim first, so a post racing it cannot
// take a photo whose files are going. In AWS a daily schedule runs `handler`; locally the runtime runs
// `sweepUnclaimedPhotos` at start-up and every 6 hours.

import { fileStorage } from '../files/storage';
import { currentTime } from '../time/clock';
import { POST_PHOTOS_PREFIX } from './post-photos';
import { claimPhotoForSweep } from './posts';

/** A photo younger than this may still be on its way into a post (the upload URLs last 15 minutes). */
export const UNCLAIMED_PHOTO_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Deletes the files of every unclaimed photo older than the cut-off; answers how many photos went. */
export async function sweepUnclaimedPhotos(now: Date): Promise<number> {
  const storage = await fileStorage();
  // A photo's files by its folder (`uploads/posts/<authorId>/<photoId>`), with the newest write.
  const photos = new Map<string, { keys: string[]; newest: number }>();
  for await (const file of storage.list(POST_PHOTOS_PREFIX)) {
    const folder = file.key.slice(0, file.key.lastIndexOf('/'));
    const photo = photos.get(folder) ?? { keys: [], newest: 0 };
    photo.keys.push(file.key);
    photo.newest = Math.max(photo.newest, file.modifiedAt.getTime());
    photos.set(folder, photo);
  }
  const cutOff = now.getTime() - UNCLAIMED_PHOTO_MAX_AGE_MS;
  let swept = 0;
  for (const [folder, photo] of photos) {
    const photoId = folder.slice(folder.lastIndexOf('/') + 1);
    if (photo.newest >= cutOff || !(await claimPhotoForSweep(photoId, now))) continue;
    await Promise.all(photo.keys.map((key) => storage.delete(key)));
    swept += 1;
  }
  return swept;
}

/** The scheduled Lambda's entry point. */
export async function handler(): Promise<{ swept: number }> {
  return { swept: await sweepUnclaimedPhotos(currentTime()) };
}
