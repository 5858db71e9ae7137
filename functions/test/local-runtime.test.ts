// The local runtime's own behaviour over real HTTP: static serving of the built app (SPA
// fallback, caching, content types) next to the API, and the test-only fault hook.
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { apiErrorSchema } from '@fitchoice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineHashes, webThirdPartySources } from '../src/http/security-headers';
import type { LocalStack } from '../src/local/index';
import { send, signUp, startTestStack } from './helpers';

let stack: LocalStack;
let webDist: string;
const INDEX = '<!doctype html><title>FitChoice</title><script>document.documentElement.dataset.theme="dark"</script><div id="root"></div>';
const APP_JS = `console.log(${JSON.stringify('FitChoice '.repeat(200))})`;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'fitchoice-dist-'));
  mkdirSync(join(webDist, 'assets'));
  const files: Record<string, string> = {
    'index.html': INDEX,
    'service-worker.js': 'self.addEventListener("install", () => {});',
    'manifest.webmanifest': '{"name":"FitChoice"}',
    'icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'icon-192.png': '\x89PNG',
    'data.json': '{}',
    'assets/index-B4x9kQ2a.js': 'console.log(1)',
    'assets/app-Dk3m9QzX.js': APP_JS,
    'assets/index-Cq1z8pLm.css': 'body{}',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(join(webDist, name), content);
  // What web/scripts/compress.mjs leaves beside a text file.
  writeFileSync(join(webDist, 'assets/app-Dk3m9QzX.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(webDist, 'assets/app-Dk3m9QzX.js.gz'), gzipSync(APP_JS));
  stack = await startTestStack({ webDist, seedCatalogue: false });
});
afterAll(async () => {
  await stack?.stop();
  rmSync(webDist, { recursive: true, force: true });
});

describe('static web app', () => {
  it('serves index.html for / and for app routes, with no-cache', async () => {
    for (const path of ['/', '/gyms', '/gyms/123/book', '/auth?mode=signin', '/index.html']) {
      const answer = await send(stack.url, path);
      expect(answer.status, path).toBe(200);
      expect(answer.text).toBe(INDEX);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and never the service worker', async () => {
    const js = await send(stack.url, '/assets/index-B4x9kQ2a.js');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const css = await send(stack.url, '/assets/index-Cq1z8pLm.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    const sw = await send(stack.url, '/service-worker.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toBe('text/javascript; charset=utf-8');
  });

  it.each([
    { path: '/manifest.webmanifest', type: 'application/manifest+json; charset=utf-8' },
    { path: '/icon.svg', type: 'image/svg+xml' },
    { path: '/icon-192.png', type: 'image/png' },
    { path: '/data.json', type: 'application/json; charset=utf-8' },
  ])('serves $path as $type', async ({ path, type }) => {
    const answer = await send(stack.url, path);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe(type);
  });

  it('answers 404 for a missing file that looks like an asset, not the app', async () => {
    for (const path of ['/assets/index-missing.js', '/missing.png', '/favicon.ico']) {
      const answer = await send(stack.url, path);
      expect(answer.status, path).toBe(404);
      expect(answer.text).not.toContain('<div id="root">');
    }
  });

  it('never serves a file outside the build folder', async () => {
    for (const path of ['/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/assets/..%2f..%2f..%2fpackage.json']) {
      const answer = await send(stack.url, path);
      expect(answer.status, path).toBe(404);
    }
  });

  it('answers a malformed percent-encoding with 400, in the app and under /files/ alike', async () => {
    for (const path of ['/files/%E0%A4%A?expires=9999999999&signature=x', '/assets/%E0%A4%A.js']) {
      const answer = await send(stack.url, path);
      expect(answer.status, `${path}: ${answer.text}`).toBe(400);
    }
  });

  it('answers HEAD without a body and refuses other methods on app paths', async () => {
    const head = await send(stack.url, '/gyms', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
    expect((await send(stack.url, '/gyms', { method: 'POST', body: {} })).status).toBe(405);
  });

  it('answers unknown /api paths with JSON 404, never the app', async () => {
    const answer = await send(stack.url, '/api/gyms-that-do-not-exist');
    expect(answer.status).toBe(404);
    expect(apiErrorSchema.parse(answer.json).code).toBe('not_found');
  });
});

/** One GET with its raw bytes (the body may be compressed). */
function getRaw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const req = request(new URL(path, stack.url), { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('security headers', () => {
  const cspFor = (html: string) =>
    contentSecurityPolicy({
      inline: inlineHashes(html),
      connect: [],
      ...webThirdPartySources({}, { https: false }),
      upgradeInsecureRequests: false,
    });

  it("sends CloudFront's security headers on pages, assets, API answers and errors alike", async () => {
    for (const path of ['/', '/gyms', '/assets/index-B4x9kQ2a.js', '/service-worker.js', '/missing.png', '/api/config', '/api/nothing']) {
      const answer = await send(stack.url, path);
      expect(answer.headers['content-security-policy'], path).toBe(cspFor(INDEX));
      expect(answer.headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['permissions-policy'], path).toBe('camera=(self), geolocation=(self), microphone=(), payment=()');
      expect(answer.headers['x-frame-options'], path).toBe('DENY');
      expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      // Plain HTTP: no HSTS (a browser would ignore it) and no upgrade of requests to https.
      expect(answer.headers['strict-transport-security'], path).toBeUndefined();
    }
    const csp = (await send(stack.url, '/')).headers['content-security-policy'] as string;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(inlineHashes(INDEX).scripts[0]);
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('follows a rebuilt index.html: its new inline script is the one allowed', async () => {
    const rebuilt = INDEX.replace('"dark"', '"light"');
    writeFileSync(join(webDist, 'index.html'), rebuilt);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(webDist, 'index.html'), later, later);
    try {
      expect((await send(stack.url, '/')).headers['content-security-policy']).toBe(cspFor(rebuilt));
    } finally {
      writeFileSync(join(webDist, 'index.html'), INDEX);
    }
  });
});

describe('pre-compressed assets', () => {
  it.each([
    { accept: 'gzip, deflate, br, zstd', encoding: 'br' },
    { accept: 'br;q=0, gzip', encoding: 'gzip' },
    { accept: 'gzip;q=1.0, *;q=0.5', encoding: 'br' },
    { accept: 'identity', encoding: undefined },
    { accept: '', encoding: undefined },
  ])('answers Accept-Encoding "$accept" with $encoding, and Vary', async ({ accept, encoding }) => {
    const answer = await getRaw('/assets/app-Dk3m9QzX.js', accept ? { 'accept-encoding': accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    const decoded = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
    expect(decoded.toString('utf8')).toBe(APP_JS);
    if (encoding) expect(answer.body.length).toBeLessThan(APP_JS.length);
  });

  it('sends a text file without a compressed copy as it is, still with Vary, and an image without Vary', async () => {
    const js = await getRaw('/assets/index-B4x9kQ2a.js', { 'accept-encoding': 'br, gzip' });
    expect(js.headers['content-encoding']).toBeUndefined();
    expect(js.headers.vary).toBe('Accept-Encoding');
    expect(js.body.toString()).toBe('console.log(1)');
    const png = await getRaw('/icon-192.png', { 'accept-encoding': 'br, gzip' });
    expect(png.headers.vary).toBeUndefined();
  });

  it('never sends a copy older than its file (the file was rebuilt or edited since)', async () => {
    const path = join(webDist, 'assets/app-Dk3m9QzX.js');
    const later = new Date(Date.now() + 10_000);
    utimesSync(path, later, later);
    try {
      const answer = await getRaw('/assets/app-Dk3m9QzX.js', { 'accept-encoding': 'br, gzip' });
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString()).toBe(APP_JS);
    } finally {
      const now = new Date();
      utimesSync(path, now, now);
      for (const suffix of ['.br', '.gz']) utimesSync(path + suffix, later, later);
    }
  });

  it('answers HEAD with the compressed length', async () => {
    const head = await getRaw('/assets/app-Dk3m9QzX.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(APP_JS).length);
    expect(head.body.length).toBe(0);
  });
});

describe('the API adapter', () => {
  it.each(['/api/gyms/%E0%A4%A', '/api/gyms/%zz/availability', '/api/reviews/%/report', '/api/bookings/%C3%28/checkin-code'])(
    'answers 400 as JSON for a malformed %% escape in %s, never 500',
    async (path) => {
      const method = path.endsWith('/report') ? 'POST' : 'GET';
      const answer = await send(stack.url, path, method === 'POST' ? { method, body: { reason: 'spam' } } : {});
      expect(answer.status).toBe(400);
      expect(apiErrorSchema.parse(answer.json).code).toBe('bad_request');
    },
  );
});

describe('fault hook', () => {
  const body = { walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd', ethAmount: '0.01', sweatCoinsAmount: '1000.00' };

  it('fails the next `count` matching requests before the handler, then lets them through', async () => {
    const { client } = await signUp(stack.url);
    const added = await send(stack.url, '/__test/faults', {
      body: { method: 'POST', path: '/api/web3/crypto-purchase', status: 503, count: 2 },
    });
    expect(added.status).toBe(201);
    const transactionHash = `demo-${Date.now()}`;
    const first = await client.post('/api/web3/crypto-purchase', { ...body, transactionHash });
    const second = await client.post('/api/web3/crypto-purchase', { ...body, transactionHash });
    expect([first.status, second.status]).toEqual([503, 503]);
    expect(apiErrorSchema.parse(first.json).code).toBe('unavailable');
    expect((await client.get('/api/wallet/ledger')).json.entries).toEqual([]);
    // Other routes were not affected meanwhile, and the third purchase goes through.
    const third = await client.post('/api/web3/crypto-purchase', { ...body, transactionHash });
    expect(third.status).toBe(200);
    expect((await client.get('/api/wallet/ledger')).json.entries).toHaveLength(1);
  });

  it("fails a call of its route inside a batch too, the batch's other calls answered as usual", async () => {
    const { client, userId } = await signUp(stack.url);
    await send(stack.url, '/__test/faults', { body: { method: 'POST', path: '/api/web3/crypto-purchase', status: 503, count: 1 } });
    const purchase = {
      key: randomUUID(),
      method: 'POST',
      path: '/api/web3/crypto-purchase',
      body: { ...body, transactionHash: `demo-${Date.now()}` },
    };
    const heartbeat = { key: randomUUID(), method: 'POST', path: '/api/heartbeat', body: { userId } };
    const first = await client.post('/api/batch', { calls: [heartbeat, purchase] });
    expect(first.status).toBe(200);
    expect(first.json.answers.map((answer: { key: string; status: number }) => [answer.key, answer.status])).toEqual([
      [heartbeat.key, 204],
      [purchase.key, 503],
    ]);
    expect(apiErrorSchema.parse(first.json.answers[1].body).code).toBe('unavailable');
    expect((await client.get('/api/wallet/ledger')).json.entries).toEqual([]);
    // The fault is used up: sent again, the purchase lands.
    const again = await client.post('/api/batch', { calls: [purchase] });
    expect(again.json.answers[0].status).toBe(200);
    expect((await client.get('/api/wallet/ledger')).json.entries).toHaveLength(1);
  });

  it('matches method and path exactly, and DELETE clears every fault', async () => {
    await send(stack.url, '/__test/faults', { body: { method: 'get', path: '/api/config', status: 500, count: 5 } });
    expect((await send(stack.url, '/api/config?x=1')).status).toBe(500);
    expect((await send(stack.url, '/api/config', { method: 'POST', body: {} })).status).toBe(405);
    const cleared = await send(stack.url, '/__test/faults', { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect((await send(stack.url, '/api/config')).status).toBe(200);
  });

  it('answers with the code it is given, as a handler refusing the request would', async () => {
    await send(stack.url, '/__test/faults', { body: { method: 'GET', path: '/api/config', status: 409, code: 'slot_taken' } });
    const answer = await send(stack.url, '/api/config');
    expect(answer.status).toBe(409);
    expect(apiErrorSchema.parse(answer.json).code).toBe('slot_taken');
  });

  it('refuses a malformed fault', async () => {
    const answer = await send(stack.url, '/__test/faults', { body: { method: 'POST', path: 'no-slash', status: 200 } });
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(/path|status/);
  });
});

describe('outage hook', () => {
  it('answers, then refuses every connection for `ms` (open ones dropped), then serves again', async () => {
    const answer = await send(stack.url, '/__test/outage', { body: { ms: 400 } });
    expect(answer.status).toBe(202);
    const stoppedAt = Date.now();
    await expect(fetch(`${stack.url}/api/config`)).rejects.toThrow();
    let back: Response | null = null;
    while (!back && Date.now() - stoppedAt < 5000) back = await fetch(`${stack.url}/api/config`).catch(() => null);
    expect(back?.status).toBe(200);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(350);
  });

  it('refuses an outage without a length', async () => {
    expect((await send(stack.url, '/__test/outage', { body: {} })).status).toBe(400);
  });
});

describe('roles hook', () => {
  it('gives an account roles that the next request sees, and refuses an unknown email', async () => {
    const { client, email } = await signUp(stack.url);
    const granted = await send(stack.url, '/__test/roles', { body: { email, roles: ['member', 'gym_partner'], gymIds: ['gym-1'] } });
    expect(granted.status).toBe(200);
    expect((await client.get('/api/auth/me')).json.roles).toEqual(['member', 'gym_partner']);
    expect((await send(stack.url, '/__test/roles', { body: { email: 'nobody@example.com', roles: ['admin'] } })).status).toBe(404);
    expect((await send(stack.url, '/__test/roles', { method: 'GET' })).status).toBe(405);
  });
});
