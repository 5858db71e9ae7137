// The storage port on a local folder (the local runtime and tests): URLs are same-origin paths
// under /files/ carrying an expiry and an HMAC of what they allow, which `serveLocalFile` (called
// by the local runtime's server) checks before it writes or reads a byte.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { MAGIC_BYTES, typeOfBytes } from './magic-bytes';
import { type FileStorage, type ListedFile, READ_URL_SECONDS, type StoredFile, UPLOAD_URL_SECONDS, type UploadTicket } from './storage';

export const LOCAL_FILES_PREFIX = '/files/';
const KEY = /^[A-Za-z0-9/_.-]{1,300}$/;

function sign(secret: string, parts: readonly (string | number)[]): string {
  return createHmac('sha256', secret).update(parts.join('\n')).digest('base64url');
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class LocalFileStorage implements FileStorage {
  constructor(
    readonly dir: string,
    private readonly secret: string,
  ) {}

  pathOf(key: string): string | null {
    if (!KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.' || part === '')) return null;
    const path = resolve(this.dir, key);
    return path.startsWith(resolve(this.dir) + sep) ? path : null;
  }

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
    const expires = Math.floor(now.getTime() / 1000) + UPLOAD_URL_SECONDS;
    const signature = sign(this.secret, ['PUT', key, contentType, size, expires]);
    return {
      url: `${LOCAL_FILES_PREFIX}${key}?expires=${expires}&size=${size}&signature=${signature}`,
      headers: { 'content-type': contentType },
      expiresAt: new Date(expires * 1000),
    };
  }

  async readUrl(key: string, now: Date): Promise<string> {
    // Rounded to the hour, so a photo's URL stays the same for a while and browsers can cache it.
    const expires = (Math.floor(now.getTime() / 1000 / 3600) + 1) * 3600 + READ_URL_SECONDS;
    return `${LOCAL_FILES_PREFIX}${key}?expires=${expires}&signature=${sign(this.secret, ['GET', key, expires])}`;
  }

  async stat(key: string): Promise<StoredFile | null> {
    const path = this.pathOf(key);
    if (!path) return null;
    try {
      const meta = JSON.parse(await readFile(`${path}.meta.json`, 'utf8')) as { contentType: string };
      const file = await open(path);
      try {
        const { buffer, bytesRead } = await file.read(Buffer.alloc(MAGIC_BYTES), 0, MAGIC_BYTES, 0);
        return { size: (await file.stat()).size, contentType: meta.contentType, typeOfBytes: typeOfBytes(buffer.subarray(0, bytesRead)) };
      } finally {
        await file.close();
      }
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    const path = this.pathOf(key);
    if (!path) return;
    await rm(path, { force: true });
    await rm(`${path}.meta.json`, { force: true });
  }

  async *list(prefix: string): AsyncIterable<ListedFile> {
    const root = resolve(this.dir);
    // The folder holding the prefix (a key's folders are the prefix's), read whole.
    const folder = prefix.includes('/') ? join(root, prefix.slice(0, prefix.lastIndexOf('/'))) : root;
    let entries: Dirent[];
    try {
      entries = await readdir(folder, { recursive: true, withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      // A file's content type sits beside it, and an upload in progress is written aside: neither is a file of its own.
      if (!entry.isFile() || entry.name.endsWith('.meta.json') || entry.name.endsWith('.part')) continue;
      const path = join(entry.parentPath, entry.name);
      const key = relative(root, path).split(sep).join('/');
      if (!key.startsWith(prefix)) continue;
      try {
        yield { key, modifiedAt: (await stat(path)).mtime };
      } catch {
        // Deleted since the folder was read.
      }
    }
  }

  /** Serves the signed GETs and PUTs under /files/ for the local runtime. */
  async serve(req: IncomingMessage, res: ServerResponse, url: URL, nowMs: number): Promise<void> {
    const refuse = (status: number, message: string) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ error: message }));
    };
    let key: string;
    try {
      key = decodeURIComponent(url.pathname.slice(LOCAL_FILES_PREFIX.length));
    } catch {
      return refuse(400, 'Malformed percent-encoding in the path');
    }
    const path = this.pathOf(key);
    const expires = Number(url.searchParams.get('expires'));
    const signature = url.searchParams.get('signature') ?? '';
    const method = (req.method ?? 'GET').toUpperCase();
    if (!path || !Number.isFinite(expires)) return refuse(404, 'Not found');
    if (expires * 1000 < nowMs) return refuse(403, 'This link has expired');
    if (method === 'PUT') {
      const contentType = req.headers['content-type'] ?? '';
      const size = Number(url.searchParams.get('size'));
      if (!sameSignature(signature, sign(this.secret, ['PUT', key, contentType, size, expires])))
        return refuse(403, 'Signature does not match');
      const chunks: Buffer[] = [];
      let received = 0;
      for await (const chunk of req as AsyncIterable<Buffer>) {
        received += chunk.length;
        if (received > size) return refuse(400, 'More bytes than were signed for');
        chunks.push(chunk);
      }
      if (received !== size) return refuse(400, 'Fewer bytes than were signed for');
      await mkdir(dirname(path), { recursive: true });
      await writeFile(`${path}.meta.json`, JSON.stringify({ contentType }));
      // Written aside and renamed, so a reader never sees half a file.
      await writeFile(`${path}.part`, Buffer.concat(chunks));
      await rename(`${path}.part`, path);
      res.writeHead(200).end();
      return;
    }
    if (method === 'GET' || method === 'HEAD') {
      if (!sameSignature(signature, sign(this.secret, ['GET', key, expires]))) return refuse(403, 'Signature does not match');
      const file = await this.stat(key);
      if (!file) return refuse(404, 'Not found');
      res.writeHead(200, {
        'content-type': file.contentType,
        'content-length': String(file.size),
        'cache-control': 'private, max-age=3600',
        'x-content-type-options': 'nosniff',
      });
      if (method === 'HEAD') res.end();
      else res.end(await readFile(path));
      return;
    }
    refuse(405, 'Use GET or PUT');
  }
}
