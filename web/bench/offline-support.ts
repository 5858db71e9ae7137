// What the offline benches share: the real local runtime on its own port (in-memory DynamoDB
// Local, serving the test build, web/dist-test) and a Chromium context whose pages the service worker controls.
/// <reference lib="dom" />
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { TEST_DIST } from '../e2e/support/test-build';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { type OutageProxy, startOutageProxy } from './outage-proxy';

const webDir = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The built app to serve; FITCHOICE_WEB_DIST (as scripts/build-sw.mjs reads it) compares two builds. */
const distDir = process.env.FITCHOICE_WEB_DIST ?? TEST_DIST;

export interface BenchStack {
  /** Where the browser opens the app: the runtime, or the outage proxy in front of it. */
  baseUrl: string;
  /** The runtime itself. */
  runtimeUrl: string;
  /** With `outageProxyPort`: the proxy the browser goes through, to take the server away. */
  proxy: OutageProxy | null;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  member: { id: string; name: string };
  stop(): Promise<void>;
}

/**
 * The local runtime (main.ts, in-memory DynamoDB Local) serving the built app on `port`, ready to
 * answer: the test build unless `dist` names another (the Lighthouse bench serves `npm run build`'s).
 * `env` adds to its environment (FITCHOICE_TEST_HOOKS=1: the /__test hooks that seed.ts uses).
 */
export async function startLocalRuntime(
  port: number,
  dist = distDir,
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const build = dist === TEST_DIST ? 'build:test' : 'build';
  if (!existsSync(join(dist, 'service-worker.js')))
    throw new Error(`${dist} is not built: run \`npm run ${build} -w @fitchoice/web\` first`);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', join(webDir, '../functions/src/local/main.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DYNAMODB_IN_MEMORY: '1', WEB_DIST: dist, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForServer(`${baseUrl}/api/config`, server);
  } catch (error) {
    await stopServer(server);
    throw error;
  }
  return { baseUrl, stop: () => stopServer(server) };
}

export async function startBenchStack(port: number, options: { outageProxyPort?: number } = {}): Promise<BenchStack> {
  // The test hooks (POST /__test/outage) stop the server for the recovery bench.
  const { baseUrl: runtimeUrl, stop: runtime } = await startLocalRuntime(port, distDir, { FITCHOICE_TEST_HOOKS: '1' });
  const proxy = options.outageProxyPort ? await startOutageProxy(options.outageProxyPort, runtimeUrl) : null;
  const baseUrl = proxy?.baseUrl ?? runtimeUrl;
  const stopRuntime = async () => {
    await proxy?.stop();
    await runtime();
  };
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const context = await browser.newContext({ baseURL: baseUrl });
    const unique = `bench-${Date.now()}`;
    const signup = await context.request.post('/api/auth/signup', {
      data: { email: `${unique}@example.com`, password: 'correct horse battery', name: 'Bench Member' },
    });
    if (!signup.ok()) throw new Error(`Signup failed: ${signup.status()} ${await signup.text()}`);
    const { user: member } = (await signup.json()) as { user: { id: string; name: string } };
    const page = await context.newPage();
    await page.goto('/');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    await page.waitForFunction(() => window.__fitchoiceOutbox !== undefined);
    return {
      baseUrl,
      runtimeUrl,
      proxy,
      browser,
      context,
      page,
      member,
      async stop() {
        await browser.close();
        await stopRuntime();
      },
    };
  } catch (error) {
    await stopRuntime();
    throw error;
  }
}

// window.__fitchoiceOutbox is typed once, in e2e/offline-helpers.ts (same TypeScript project).

async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The local runtime exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The local runtime did not answer ${url} within 120 s`);
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
