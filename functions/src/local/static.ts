// Serves the built web app: files from WEB_DIST, the SPA fallback to index.html for app routes,
// long caching for hashed assets and no-cache for the HTML and the service worker.
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
  const { size } = await stat(file);
  res.writeHead(200, {
    'content-type': contentTypeFor(file),
    'content-length': size,
    'cache-control': cacheControlFor(servedPath),
    'x-content-type-options': 'nosniff',
  });
  if (head) {
    res.end();
    return;
  }
  createReadStream(file).pipe(res);
}
