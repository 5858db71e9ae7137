// The storage port on S3 (deployed): pre-signed PUTs that fix the content type and length, so
// S3 itself refuses another size or type; pre-signed GETs to read; HeadObject and the first bytes
// (a ranged GetObject) to check; DeleteObject;
// ListObjectsV2 for the sweep of unclaimed photos.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { MAGIC_BYTES, typeOfBytes } from './magic-bytes';
import { type FileStorage, type ListedFile, READ_URL_SECONDS, type StoredFile, UPLOAD_URL_SECONDS, type UploadTicket } from './storage';

const s3 = new S3Client({});

export class S3FileStorage implements FileStorage {
  constructor(private readonly bucket: string) {}

  async createUpload({
    key,
    contentType,
    size,
    now,
  }: {
    key: string;
    contentType: string;
    size: number;
    now: Date;
  }): Promise<UploadTicket> {
    const url = await getSignedUrl(
      s3,
      new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType, ContentLength: size }),
      {
        expiresIn: UPLOAD_URL_SECONDS,
        signableHeaders: new Set(['content-type', 'content-length']),
      },
    );
    return { url, headers: { 'content-type': contentType }, expiresAt: new Date(now.getTime() + UPLOAD_URL_SECONDS * 1000) };
  }

  readUrl(key: string): Promise<string> {
    return getSignedUrl(s3, new GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn: READ_URL_SECONDS });
  }

  async stat(key: string): Promise<StoredFile | null> {
    try {
      const head = await s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      const size = Number(head.ContentLength ?? 0);
      // The first bytes, for what the file really is (an empty object has none to ask for).
      const start =
        size === 0
          ? new Uint8Array()
          : await (
              await s3.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${MAGIC_BYTES - 1}` }))
            ).Body!.transformToByteArray();
      return { size, contentType: head.ContentType ?? 'application/octet-stream', typeOfBytes: typeOfBytes(start) };
    } catch (error) {
      if (error instanceof Error && (error.name === 'NotFound' || error.name === 'NoSuchKey')) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await s3.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    for await (const page of paginateListObjectsV2({ client: s3 }, { Bucket: this.bucket, Prefix: prefix })) {
      for (const object of page.Contents ?? []) {
        if (object.Key && object.LastModified) yield { key: object.Key, modifiedAt: object.LastModified };
      }
    }
  }
}
