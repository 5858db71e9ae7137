/// <reference lib="dom" />
// Time to render the gyms list of 400 from the local database in Chromium (the figure a browser
// gives, next to gym-list.bench.ts's happy-dom one): bundles src/features/gyms/gym-list.browser-bench.tsx
// with esbuild, serves it on 127.0.0.1, and reads the timings the page measures (mount to 400 cards
// painted: RxDB query on IndexedDB, filters, sort, React commit, style and layout).
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { build } from 'esbuild';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';

const ROUNDS = 20;

declare global {
  interface Window {
    /** Installed by the bundled page (gym-list.browser-bench.tsx). */
    runGymListBench?: (rounds: number) => Promise<[number, number][]>;
  }
}
const webDir = fileURLToPath(new URL('..', import.meta.url));
const outDir = await mkdtemp(join(tmpdir(), 'fitchoice-gym-bench-'));
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

try {
  await build({
    entryPoints: { bench: join(webDir, 'src/features/gyms/gym-list.browser-bench.tsx') },
    outdir: outDir,
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: { 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true', 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  const index =
    '<!doctype html><html data-theme="dark"><head><link rel="stylesheet" href="/bench.css"></head><body><script type="module" src="/bench.js"></script></body></html>';
  const server = createServer(async (req, res) => {
    const path = req.url === '/' ? null : (req.url ?? '').replace(/^\//, '');
    try {
      const body = path === null ? index : await readFile(join(outDir, path));
      res.writeHead(200, { 'content-type': TYPES[path === null ? '.html' : extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    await page.waitForFunction(() => window.runGymListBench !== undefined);
    const timings: [number, number][] = await page.evaluate((rounds) => window.runGymListBench!(rounds), ROUNDS + 3);
    const measured = timings.slice(3); // 3 warm-up rounds
    const line = (label: string, values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
      const mean = (sorted.reduce((sum, t) => sum + t, 0) / sorted.length).toFixed(1);
      console.log(`${label} (ms): min ${at(0)}  p50 ${at(0.5)}  p95 ${at(0.95)}  max ${at(1)}  mean ${mean}`);
    };
    console.log(`gyms list of 400 from the local database, Chromium 390x844, ${ROUNDS} rounds`);
    line(
      '  mount to 400 cards painted',
      measured.map(([total]) => total),
    );
    line(
      '  of which the local query answered after',
      measured.map(([, read]) => read),
    );
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  await rm(outDir, { recursive: true, force: true });
}
