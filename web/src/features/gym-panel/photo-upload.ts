// Uploads a gym photo the way the storage port expects, with the small copy lists show: the copy
// is drawn on the device (a canvas, 480 px wide, JPEG), so the server only signs the two uploads and
// checks their types and sizes. Each file goes with a pre-signed PUT, exactly its headers.
import * as routes from '@fitchoice/shared/api/routes';
import { apiCall } from '../../api/client';

export const THUMBNAIL_WIDTH = 480;

/** A JPEG copy of the picture at most THUMBNAIL_WIDTH wide. */
export async function thumbnailOf(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, THUMBNAIL_WIDTH / bitmap.width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The picture could not be resized'))), 'image/jpeg', 0.8),
  );
}

type PictureType = 'image/jpeg' | 'image/png' | 'image/webp';

async function upload(gymId: string, purpose: 'photo' | 'thumbnail', blob: Blob, contentType: PictureType): Promise<string> {
  const ticket = await apiCall(routes.gymPanelUpload, { params: { gymId }, body: { purpose, contentType, size: blob.size } });
  const put = await fetch(ticket.url, { method: 'PUT', body: blob, headers: ticket.headers });
  if (!put.ok) throw new Error(`${put.status}: ${await put.text()}`);
  return ticket.key;
}

/** Uploads the photo and its small copy; answers both keys, to name in the profile. */
export async function uploadGymPhoto(gymId: string, file: File): Promise<{ key: string; thumbnailKey: string }> {
  const thumbnail = await thumbnailOf(file);
  const [key, thumbnailKey] = await Promise.all([
    upload(gymId, 'photo', file, file.type as PictureType),
    upload(gymId, 'thumbnail', thumbnail, 'image/jpeg'),
  ]);
  return { key, thumbnailKey };
}
