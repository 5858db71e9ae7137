// A post's photo in the file storage (src/files): the app uploads a feed-size copy and a thumbnail
// it resized, under the member's own prefix, so a post can name only a photo its author uploaded.
// Uploads wait under `pending/` until a post takes them: the server checks what arrived, copies it
// to the posts' photos, signs reads for the feed, and removes both files when the post is deleted.
// What no post took expires from `pending/` after a day (S3's lifecycle rule deployed; the local
// runtime's sweep, local/photo-expiry.ts), so nothing lists the posts' photos to find it.
import { randomBytes } from 'node:crypto';
import { type CreatePostPhotoResponse, POST_PHOTO_MAX_BYTES, POST_PHOTO_TYPES, type Post } from '@fitchoice/shared/api';
import { InvalidInputError } from '../errors';
import { fileStorage } from '../files/storage';
import type { PostPhoto } from './posts';

const COPIES = ['feed', 'thumb'] as const;
type Copy = (typeof COPIES)[number];

/** Where every posted photo's files are: `<prefix><authorId>/<photoId>/<copy>`. */
export const POST_PHOTOS_PREFIX = 'uploads/posts/';
/** Where an upload waits for its post, the same way below; what is left here expires after this many days. */
export const PENDING_PHOTOS_PREFIX = `${POST_PHOTOS_PREFIX}pending/`;
export const PENDING_PHOTO_DAYS = 1;

const postedKey = (authorId: string, photoId: string, copy: Copy) => `${POST_PHOTOS_PREFIX}${authorId}/${photoId}/${copy}`;
const pendingKey = (authorId: string, photoId: string, copy: Copy) => `${PENDING_PHOTOS_PREFIX}${authorId}/${photoId}/${copy}`;

/** Two pre-signed uploads (the feed-size copy and the thumbnail) under a new photo id, waiting for a post. */
export async function createPhotoUpload(
  authorId: string,
  input: { contentType: string; size: number; thumbSize: number },
  now: Date,
): Promise<CreatePostPhotoResponse> {
  const storage = await fileStorage();
  const photoId = randomBytes(18).toString('base64url');
  const [feed, thumb] = await Promise.all(
    COPIES.map((copy) =>
      storage.createUpload({
        key: pendingKey(authorId, photoId, copy),
        contentType: input.contentType,
        size: copy === 'feed' ? input.size : input.thumbSize,
        now,
      }),
    ),
  );
  const ticket = (t: typeof feed) => ({ url: t!.url, method: 'PUT' as const, headers: t!.headers, expiresAt: t!.expiresAt.toISOString() });
  return { photoId, feed: ticket(feed), thumb: ticket(thumb) };
}

const notUploaded = () => new InvalidInputError('photo.id: no photo of yours was uploaded under this id', { field: 'photo.id' });

/**
 * Puts this author's uploaded photo where posts' photos are, before a post names it: 400 unless
 * both copies arrived, as pictures within their sizes. A photo already there (the post sent again,
 * or another post racing for it that copied it first and took its waiting copies away) is kept as
 * it is: which post gets it is the post's transaction's to say (its claim).
 */
export async function publishPhoto(authorId: string, photoId: string): Promise<void> {
  const storage = await fileStorage();
  const published = async () =>
    (await Promise.all(COPIES.map((copy) => storage.stat(postedKey(authorId, photoId, copy))))).every((file) => file !== null);
  if (await published()) return;
  const pending = await Promise.all(COPIES.map((copy) => storage.stat(pendingKey(authorId, photoId, copy))));
  if (pending.some((file) => file === null)) {
    if (await published()) return;
    throw notUploaded();
  }
  COPIES.forEach((copy, i) => {
    const file = pending[i]!;
    if (
      !(POST_PHOTO_TYPES as readonly string[]).includes(file.contentType) ||
      file.typeOfBytes !== file.contentType ||
      file.size > POST_PHOTO_MAX_BYTES[copy]
    )
      throw new InvalidInputError('photo.id: the uploaded photo is not an allowed type or size', { field: 'photo.id' });
  });
  try {
    await Promise.all(COPIES.map((copy) => storage.copy(pendingKey(authorId, photoId, copy), postedKey(authorId, photoId, copy))));
  } catch {
    // The waiting copies went meanwhile: taken by a racing post (published), or expired.
    if (await published()) return;
    throw notUploaded();
  }
}

/** Once its post holds the photo: the waiting copies go now rather than when they expire. */
export async function discardPendingPhoto(authorId: string, photoId: string): Promise<void> {
  const storage = await fileStorage();
  await Promise.all(COPIES.map((copy) => storage.delete(pendingKey(authorId, photoId, copy))));
}

/** The photo as the feed shows it: reads signed for a while. */
export async function photoView(authorId: string, photo: PostPhoto, now: Date): Promise<NonNullable<Post['photo']>> {
  const storage = await fileStorage();
  const [url, thumbUrl] = await Promise.all(COPIES.map((copy) => storage.readUrl(postedKey(authorId, photo.id, copy), now)));
  return { url: url!, thumbUrl: thumbUrl!, alt: photo.alt };
}

export async function deletePhoto(authorId: string, photo: PostPhoto): Promise<void> {
  const storage = await fileStorage();
  await Promise.all(COPIES.map((copy) => storage.delete(postedKey(authorId, photo.id, copy))));
}
