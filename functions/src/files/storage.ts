// The storage port for uploaded files (partners' photos and certificates now, fitness centres'
// photos later): the browser uploads straight to storage with a pre-signed PUT, and reads through
// a short-lived signed URL; the server only signs, and checks what arrived. In AWS it is S3
// (UPLOADS_BUCKET); locally a folder under .data/uploads that the local runtime installs and serves at /files/.
export interface UploadTicket {
  /** PUT the bytes here, with exactly `headers`, before `expiresAt`. */
  url: string;
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface StoredFile {
  size: number;
  /** As the upload declared it. */
  contentType: string;
  /** What its first bytes are (magic-bytes.ts), null for none the app takes: must equal contentType to be accepted. */
  typeOfBytes: string | null;
}

export interface ListedFile {
  key: string;
  /** When its bytes were last written. */
  modifiedAt: Date;
}

export interface FileStorage {
  /** A pre-signed upload of exactly `size` bytes of `contentType` to `key`. */
  createUpload(input: { key: string; contentType: string; size: number; now: Date }): Promise<UploadTicket>;
  /** A URL that reads the file for a while (an hour). */
  readUrl(key: string, now: Date): Promise<string>;
  /** What was uploaded under `key` (its first bytes read), or null when nothing was. */
  stat(key: string): Promise<StoredFile | null>;
  /** Removes the file (nothing happens when there is none): a deleted post takes its photo with it. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix`, a page at a time: the sweep of unclaimed photos reads these. */
  list(prefix: string): AsyncIterable<ListedFile>;
}

export const UPLOAD_URL_SECONDS = 15 * 60;
export const READ_URL_SECONDS = 60 * 60;

let storage: FileStorage | null = null;

/** The local runtime's folder instead of S3, installed before any handler asks (so Lambda bundles leave it out). */
export function installFileStorage(installed: FileStorage): void {
  storage = installed;
}

/** The storage files go to: the one installed (the local runtime's folder), else S3 at UPLOADS_BUCKET (deployed). */
export async function fileStorage(env: NodeJS.ProcessEnv = process.env): Promise<FileStorage> {
  if (storage) return storage;
  if (!env.UPLOADS_BUCKET) throw new Error('Set UPLOADS_BUCKET (the local runtime installs a folder of its own)');
  const { S3FileStorage } = await import('./s3-storage');
  storage = new S3FileStorage(env.UPLOADS_BUCKET);
  return storage;
}
