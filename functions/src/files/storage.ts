// The storage port for uploaded files (partners' photos and certificates now, fitness centres'
// photos later): the browser uploads straight to storage with a pre-signed PUT, and reads through
// a short-lived signed URL; the server only signs, and checks what arrived. In AWS it is S3
// (UPLOADS_BUCKET); locally a folder under .data/uploads that the local runtime serves at /files/.
export interface UploadTicket {
  /** PUT the bytes here, with exactly `headers`, before `expiresAt`. */
  url: string;
  headers: Record<string, string>;
  expiresAt: Date;
}

export interface StoredFile {
  size: number;
  contentType: string;
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
  /** What was uploaded under `key`, or null when nothing was. */
  stat(key: string): Promise<StoredFile | null>;
  /** Removes the file (nothing happens when there is none): a deleted post takes its photo with it. */
  delete(key: string): Promise<void>;
  /** Every file whose key starts with `prefix`, a page at a time: the sweep of unclaimed photos reads these. */
  list(prefix: string): AsyncIterable<ListedFile>;
}

export const UPLOAD_URL_SECONDS = 15 * 60;
export const READ_URL_SECONDS = 60 * 60;

let storage: FileStorage | null = null;

/** The configured storage: S3 when UPLOADS_BUCKET is set (deployed), else the local folder. */
export async function fileStorage(env: NodeJS.ProcessEnv = process.env): Promise<FileStorage> {
  if (storage) return storage;
  if (env.UPLOADS_BUCKET) {
    const { S3FileStorage } = await import('./s3-storage');
    storage = new S3FileStorage(env.UPLOADS_BUCKET);
  } else {
    const { LocalFileStorage } = await import('./local-storage');
    if (!env.FILES_DIR || !env.FILES_SECRET) throw new Error('Set UPLOADS_BUCKET, or FILES_DIR and FILES_SECRET for local files');
    storage = new LocalFileStorage(env.FILES_DIR, env.FILES_SECRET);
  }
  return storage;
}
