// Serves the built web app: files from WEB_DIST, the SPA fallback to index.html for app routes,
// long caching for hashed assets and no-cache for the HTML and the service worker, and the brotli
// or gzip copy the web build made beside a text file (`x.js.br`, `x.js.gz`) when the browser takes it.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const NO_CACHE = new Set(['/index.html', '/service-worker.js']);

/** The types web/scripts/compress.mjs makes brotli and gzip copies of (the others are compressed already). */
export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.webmanifest', '.svg', '.txt', '.wasm']);
/** Preferred first: brotli is ~15% smaller than gzip on the app's JavaScript. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** The encodings an Accept-Encoding header allows (q=0 refuses one; `*` allows any not named). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  const refused = new Set<string>();
  let any = false;
  for (const part of (header ?? '').split(',')) {
    const [token = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const allowed = q === undefined || Number(q) > 0;
    if (token === '*') any = allowed;
    else if (token) (allowed ? accepted : refused).add(token);
  }
  if (any) for (const { name } of ENCODINGS) if (!refused.has(name)) accepted.add(name);
  return accepted;
}

export function cacheControlFor(urlPath: string): string {
  if (NO_CACHE.has(urlPath)) return 'no-cache';
  // Vite writes content-hashed names under /assets/: they never change.
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

function send(res: ServerResponse, status: number, contentType: string, body: string, head: boolean): void {
  res.writeHead(status, { 'content-type': contentType, 'content-length': Buffer.byteLength(body), 'cache-control': 'no-store' });
  res.end(head ? undefined : body);
}

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>FitChoice is not built</title></head>
<body><h1>The web app is not built</h1>
<p>The API is running, but there is no built web app to serve. Run <code>npm run build -w @fitchoice/web</code>
(or <code>npm start</code>, which builds it first), then reload this page.</p></body></html>
`;

/** Answers a GET or HEAD for a non-API path. `webDist` null or missing: a 503 page saying to build. */
export async function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string, webDist: string | null): Promise<void> {
  const head = req.method === 'HEAD';
  if (req.method !== 'GET' && !head) {
    res.setHeader('allow', 'GET, HEAD');
    send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed\n', head);
    return;
  }
  if (!webDist || !(await isFile(join(webDist, 'index.html')))) {
    send(res, 503, 'text/html; charset=utf-8', NOT_BUILT_PAGE, head);
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    send(res, 400, 'text/plain; charset=utf-8', 'Bad path\n', head);
    return;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const filePath = join(webDist, relative);
  if (decoded.includes('\0') || (filePath !== webDist && !filePath.startsWith(webDist + sep))) {
    send(res, 404, 'text/plain; charset=utf-8', 'Not found\n', head);
    return;
  }
  let servedPath = pathname === '/' ? '/index.html' : pathname;
  let file = pathname === '/' ? join(webDist, 'index.html') : filePath;
  if (!(await isFile(file))) {
    // A missing file that looks like an asset is a 404; anything else is an app route.
    if (extname(relative) !== '') {
      send(res, 404, 'text/plain; charset=utf-8', 'Not found\n', head);
      return;
    }
    servedPath = '/index.html';
    file = join(webDist, 'index.html');
  }
  const compressible = COMPRESSIBLE.has(extname(file).toLowerCase());
  const accepted = compressible ? acceptedEncodings(req.headers['accept-encoding']) : new Set<string>();
  const original = await stat(file);
  let body = file;
  let size = original.size;
  let encoding: string | null = null;
  for (const candidate of ENCODINGS) {
    if (!accepted.has(candidate.name)) continue;
    const copy = await stat(file + candidate.suffix).catch(() => null);
    // A copy older than its file is stale (the file was rebuilt or edited since): never sent.
    if (copy?.isFile() && copy.mtimeMs >= original.mtimeMs) {
      body = file + candidate.suffix;
      size = copy.size;
      encoding = candidate.name;
      break;
    }
  }
  res.writeHead(200, {
    'content-type': contentTypeFor(file),
    'content-length': size,
    'cache-control': cacheControlFor(servedPath),
    // The answer depends on Accept-Encoding whichever copy was sent: caches must keep them apart.
    ...(compressible ? { vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
  });
  if (head) {
    res.end();
    return;
  }
  createReadStream(body).pipe(res);
}
