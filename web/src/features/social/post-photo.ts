// A post's photo on the device: the picked picture is resized here (a feed-size copy and a
// thumbnail, as JPEG), so a phone's 12-megapixel photo never crosses the gym's Wi-Fi whole; then
// both copies go to storage through the two pre-signed uploads the server signs.
import { POST_PHOTO_EDGE, POST_PHOTO_THUMB_EDGE } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { apiCall } from '../../api/client';

export interface PreparedPhoto {
  feed: Blob;
  thumb: Blob;
}

const QUALITY = 0.85;

async function scaled(bitmap: ImageBitmap, edge: number): Promise<Blob> {
  const scale = Math.min(1, edge / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', QUALITY));
  if (!blob) throw new Error('The picture could not be encoded');
  return blob;
}

/** Both copies of a picked file; throws when the file is not a picture the browser can decode. */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  const bitmap = await createImageBitmap(file);
  try {
    return { feed: await scaled(bitmap, POST_PHOTO_EDGE), thumb: await scaled(bitmap, POST_PHOTO_THUMB_EDGE) };
  } finally {
    bitmap.close();
  }
}

/** Uploads both copies; answers the photo's id for the post. */
export async function uploadPhoto(photo: PreparedPhoto): Promise<string> {
  const tickets = await apiCall(routes.socialCreatePhotoUpload, {
    body: { contentType: 'image/jpeg', size: photo.feed.size, thumbSize: photo.thumb.size },
  });
  await Promise.all(
    (
      [
        [tickets.feed, photo.feed],
        [tickets.thumb, photo.thumb],
      ] as const
    ).map(async ([ticket, blob]) => {
      const put = await fetch(ticket.url, { method: ticket.method, body: blob, headers: ticket.headers });
      if (!put.ok) throw new Error(`The photo upload answered ${put.status}`);
    }),
  );
  return tickets.photoId;
}
