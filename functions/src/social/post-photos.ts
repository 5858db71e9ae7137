// A post's photo in the file storage (src/files): the app uploads a feed-size copy and a thumbnail
// it resized, under the member's own prefix, so a post can name only a photo its author uploaded.
// The server signs the two uploads, checks what arrived before a post may carry it, signs reads
// for the feed, and removes both files when the post is deleted.
import { randomBytes } from 'node:crypto';
import { type CreatePostPhotoResponse, POST_PHOTO_MAX_BYTES, POST_PHOTO_TYPES, type Post } from '@fitchoice/shared/api';
import { InvalidInputError } from '../errors';
import { fileStorage } from '../files/storage';
import type { PostPhoto } from './posts';

const COPIES = ['feed', 'thumb'] as const;

/** Where every post photo's files are: `<prefix><authorId>/<photoId>/<copy>`. */
export const POST_PHOTOS_PREFIX = 'uploads/posts/';

const fileKey = (authorId: string, photoId: string, copy: (typeof COPIES)[number]) => `${POST_PHOTOS_PREFIX}${authorId}/${photoId}/${copy}`;

/** Two pre-signed uploads (the feed-size copy and the thumbnail) under a new photo id. */
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
        key: fileKey(authorId, photoId, copy),
        contentType: input.contentType,
        size: copy === 'feed' ? input.size : input.thumbSize,
        now,
      }),
    ),
  );
  const ticket = (t: typeof feed) => ({ url: t!.url, method: 'PUT' as const, headers: t!.headers, expiresAt: t!.expiresAt.toISOString() });
  return { photoId, feed: ticket(feed), thumb: ticket(thumb) };
}

/** 400 unless both copies of this author's photo arrived, as pictures within their sizes. */
export async function checkPhoto(authorId: string, photoId: string): Promise<void> {
  const storage = await fileStorage();
  const stored = await Promise.all(COPIES.map((copy) => storage.stat(fileKey(authorId, photoId, copy))));
  if (stored.some((file) => file === null))
    throw new InvalidInputError('photo.id: no photo of yours was uploaded under this id', { field: 'photo.id' });
  COPIES.forEach((copy, i) => {
    const file = stored[i]!;
    if (
      !(POST_PHOTO_TYPES as readonly string[]).includes(file.contentType) ||
      file.typeOfBytes !== file.contentType ||
      file.size > POST_PHOTO_MAX_BYTES[copy]
    )
      throw new InvalidInputError('photo.id: the uploaded photo is not an allowed type or size', { field: 'photo.id' });
  });
}

/** The photo as the feed shows it: reads signed for a while. */
export async function photoView(authorId: string, photo: PostPhoto, now: Date): Promise<NonNullable<Post['photo']>> {
  const storage = await fileStorage();
  const [url, thumbUrl] = await Promise.all(COPIES.map((copy) => storage.readUrl(fileKey(authorId, photo.id, copy), now)));
  return { url: url!, thumbUrl: thumbUrl!, alt: photo.alt };
}

export async function deletePhoto(authorId: string, photo: PostPhoto): Promise<void> {
  const storage = await fileStorage();
  await Promise.all(COPIES.map((copy) => storage.delete(fileKey(authorId, photo.id, copy))));
}
