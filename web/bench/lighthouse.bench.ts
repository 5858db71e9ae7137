// Lighthouse's mobile run (simulated slow 4G, 4x CPU slowdown; its default config) on every route of
// the app's router (app-routes.ts), on the production build (`npm run build -w @fitchoice/web`:
// web/dist; FITCHOICE_WEB_DIST names another) served by the real local runtime: the visitor's pages
// as a visitor, every member screen signed in as a member with data (seed.ts: friends, a conversation,
// a booking, coins, a challenge), every panel as its partner or admin. Prints one row per route (the
// median of its runs) and the goals beside: performance >= 90 each and >= 95 median, JavaScript
// loaded before idle <= 150 KB gzipped. Prints figures; never fails on them.
//
// BENCH_LIGHTHOUSE_VISIT=returning measures the signed-in routes as a member or partner opens them
// again: after an earlier visit to the route whose service worker took the page, stored every screen
// and left the local database filled, with nothing cleared between (visitors are measured only on
// their first visit). The default, a first visit, clears it all before each run and keeps only the
// session cookie: the service worker and the local data are not there yet.
// BENCH_LIGHTHOUSE_RUNS (default 3) runs per route; BENCH_LIGHTHOUSE_PATHS=/gyms,/chat only these
// paths; BENCH_LIGHTHOUSE_KEEP=<folder> keeps each run's report and trace (the trace opens in
// DevTools' Performance panel); BENCH_LIGHTHOUSE_PROFILE=1 adds V8's CPU samples to the traces.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { STORAGE_KEYS } from '@fitchoice/shared';
import { PANELS } from '@fitchoice/shared/api';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { chromium } from 'playwright-core';
import { WebSocket } from 'ws';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { appRoutes } from './app-routes';
import { FIRST_SCREEN_BUDGET_KB } from './first-screen';
import { CHROMIUM_TLS_ARGS, startHttp2Front } from './http2-front';
import { median, startLocalRuntime } from './offline-support';
import { type ApiClient, giveRoles, seedMember, signUp } from './seed';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const KEEP = process.env.BENCH_LIGHTHOUSE_KEEP;
if (KEEP) mkdirSync(KEEP, { recursive: true });
const PROFILE = process.env.BENCH_LIGHTHOUSE_PROFILE === '1';
const ONLY = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',');
const RETURNING = process.env.BENCH_LIGHTHOUSE_VISIT === 'returning';
/** The local runtime's port; BENCH_PORT moves it, so two checkouts can measure at once. */
const PORT = Number(process.env.BENCH_PORT ?? 4407);
const GOAL = { each: 90, median: 95, jsKb: FIRST_SCREEN_BUDGET_KB };
/** The gym the gym partner runs. */
const PARTNER_GYM = 'gym-us-010';

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  /**
   * The blocking time of the page's own work: TBT's sum over the main thread's tasks after the first
   * paint, from each task's CPU time rather than its wall time. Lighthouse's TBT counts a task's wall
   * time, so a task the main thread had to wait in (other processes on the machine's cores) counts
   * as blocking; the gap between the two is the machine, not the page.
   */
  ownTbtMs: number;
  cls: number;
  /** The page's scripts requested before it went idle (idleAt), gzipped (-9) from the build. */
  jsKb: number;
}

/** Lighthouse's network-quiet threshold: no request in flight this long is the page gone idle. */
const NETWORK_QUIET_MS = 1000;

interface NetworkRequest {
  url: string;
  resourceType?: string;
  sessionTargetType?: string;
  networkRequestTime: number;
  networkEndTime: number;
  finished: boolean;
}

/**
 * When the page went idle: the first moment after its load event and first paint from which no
 * request was in flight for NETWORK_QUIET_MS (requests that never finish, a WebSocket, left out).
 * Lighthouse's own run goes on until the CPU is quiet as well, which on a busy machine can be
 * seconds later: counting every script of the run made the figure depend on the machine, and counted
 * what a page loads once it is idle (the local database, app/local-database.ts) as loaded before.
 */
function idleAt(requests: readonly NetworkRequest[], loadedAt: number): number {
  const finished = requests.filter((request) => request.finished);
  let idle = loadedAt;
  for (;;) {
    const busy = finished.filter((request) => request.networkRequestTime < idle + NETWORK_QUIET_MS && request.networkEndTime > idle);
    if (busy.length === 0) return idle;
    idle = Math.max(...busy.map((request) => request.networkEndTime));
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** What Lighthouse's storage reset clears before each run by default (its defaultSettings). */
const CLEARED_BY_DEFAULT = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;

/** Lighthouse's mobile CPU slowdown, which its simulation applies to every task of the trace. */
const CPU_SLOWDOWN = 4;

function ownBlockingTime(trace: { traceEvents: TraceEvent[] }): number {
  const paint = trace.traceEvents.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) return Number.NaN;
  return trace.traceEvents
    .filter(
      (event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === paint.pid && event.tid === paint.tid && event.ts > paint.ts,
    )
    .reduce((sum, task) => sum + Math.max(0, (CPU_SLOWDOWN * (task.tdur ?? 0)) / 1000 - 50), 0);
}

/** What Lighthouse says cost accessibility or best-practices points, for a run under 100. */
function lostPoints(lhr: Result): string[] {
  const refs = ['accessibility', 'best-practices'].flatMap((id) => lhr.categories[id]?.auditRefs ?? []);
  return refs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const items = ((audit?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 3);
      const what = items.map((item) => String(item.description ?? item.url ?? item.source ?? '').slice(0, 160)).filter(Boolean);
      return `${ref.id}: ${audit?.title ?? ''}${what.length > 0 ? ` (${what.join('; ')})` : ''}`;
    });
}

/** What a phone downloads: the production build, not the test build the other benches serve. */
const DIST = process.env.FITCHOICE_WEB_DIST ?? join(import.meta.dirname, '../dist');
const gzipKbOf = new Map<string, number>();
function gzipKb(pathname: string): number {
  let kb = gzipKbOf.get(pathname);
  if (kb === undefined) {
    kb = gzipSync(readFileSync(join(DIST, pathname)), { level: 9 }).length / 1024;
    gzipKbOf.set(pathname, kb);
  }
  return kb;
}

function figuresOf(lhr: Result, trace: { traceEvents: TraceEvent[] }): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)?.items ?? []).filter(
    (request) => request.sessionTargetType !== 'worker',
  );
  const observed = (
    lhr.audits.metrics?.details as { items?: { observedLoad?: number; observedFirstContentfulPaint?: number }[] } | undefined
  )?.items?.[0];
  const idle = idleAt(requests, Math.max(observed?.observedLoad ?? 0, observed?.observedFirstContentfulPaint ?? 0));
  const scripts = new Set(
    requests
      .filter((request) => request.resourceType === 'Script' && request.networkRequestTime < idle)
      .map((request) => new URL(request.url).pathname),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    ownTbtMs: ownBlockingTime(trace),
    cls: value('cumulative-layout-shift'),
    jsKb: [...scripts].reduce((sum, pathname) => sum + gzipKb(pathname), 0),
  };
}

/** Replaces the whole browser's cookies over the DevTools protocol (none: a visitor). */
async function switchCookies(port: number, cookies: { name: string; value: string; url: string }[]): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const send = (id: number, method: string, params: object) =>
    new Promise<void>((resolve, reject) => {
      const onMessage = (data: unknown) => {
        const answer = JSON.parse(String(data)) as { id: number; error?: { message: string } };
        if (answer.id !== id) return;
        socket.off('message', onMessage);
        if (answer.error) reject(new Error(`${method}: ${answer.error.message}`));
        else resolve();
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send(1, 'Storage.clearCookies', {});
    if (cookies.length > 0) await send(2, 'Storage.setCookies', { cookies });
  } finally {
    socket.close();
  }
}

/**
 * The earlier visit of a returning member or partner, in the browser Lighthouse drives (the session
 * cookie is set): opens `url`, waits for the service worker to take the page and to store every screen
 * (as the page asks once it has settled), and for the local database to be on the device. With
 * `newAccount`, what the last account left on the device (its worker, caches, local data) goes first.
 */
async function visitBefore(cdpPort: number, url: string, newAccount: boolean): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  const page = await browser.contexts()[0]!.newPage();
  try {
    if (newAccount) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: new URL(url).origin,
        storageTypes: 'local_storage,indexeddb,service_workers,cache_storage',
      });
      await cdp.detach();
    }
    await page.goto(url);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          navigator.serviceWorker.controller?.postMessage({ type: 'PRECACHE_REST' }, [channel.port2]);
        }),
    );
    await page.waitForFunction(async () => (await indexedDB.databases()).length > 0, undefined, { timeout: 60_000, polling: 500 });
    // The database's first writes (the screen's copies) land within a moment of its opening.
    await page.waitForTimeout(2000);
    // A returning member has been through onboarding and the tutorial on this phone; the seeded one
    // signed in by cookie instead. Their flags as a start reads them (their localStorage mirrors).
    await page.evaluate(
      (keys) => {
        for (const key of keys) localStorage.setItem(key, 'true');
      },
      [STORAGE_KEYS.onboardingComplete, STORAGE_KEYS.tutorialCompleted],
    );
  } finally {
    await page.close();
    // Disconnects, leaving the browser running: a connection left open gets every later run's events.
    await browser.close();
  }
}

interface Target {
  path: string;
  /** Who opens it: visitor, member, or the panel's role. */
  as: string;
  account: ApiClient | null;
  search: string;
}

const cell = (text: string | number, width: number) => String(text).padStart(width);
const HEADER = `${'route'.padEnd(24)} ${'as'.padEnd(12)} ${cell('perf', 4)} ${cell('LCP s', 6)} ${cell('TBT ms', 7)} ${cell('own TBT', 7)} ${cell('CLS', 5)} ${cell('JS KB', 6)} ${cell('a11y', 4)} ${cell('BP', 3)}  goals`;
function row(target: Target, f: Figures): string {
  const misses = [f.performance < GOAL.each ? `perf < ${GOAL.each}` : '', f.jsKb > GOAL.jsKb ? `JS > ${GOAL.jsKb} KB` : ''].filter(Boolean);
  return `${target.path.padEnd(24)} ${target.as.padEnd(12)} ${cell(f.performance, 4)} ${cell((f.lcpMs / 1000).toFixed(2), 6)} ${cell(f.tbtMs.toFixed(0), 7)} ${cell(f.ownTbtMs.toFixed(0), 7)} ${cell(f.cls.toFixed(3), 5)} ${cell(f.jsKb.toFixed(1), 6)} ${cell(f.accessibility, 4)} ${cell(f.bestPractices, 3)}  ${misses.length === 0 ? 'met' : `MISSED: ${misses.join(', ')}`}`;
}

const routes = await appRoutes();
const runtime = await startLocalRuntime(PORT, DIST, { FITCHOICE_TEST_HOOKS: '1' });
// The pages load over HTTP/2 with TLS as production's do (http2-front.ts); the seeding talks to the runtime.
const front = await startHttp2Front(PORT + 1, runtime.baseUrl);
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...CHROMIUM_TLS_ARGS] });
try {
  const { baseUrl } = runtime;
  const wanted = routes.filter((route) => !ONLY || ONLY.includes(route.path));
  const panelOf = (path: string) => PANELS.find((panel) => panel.path === path);
  const needsMember = wanted.some((route) => route.branch === 'member' || route.path === '/');
  const seeded = needsMember ? await seedMember(baseUrl) : null;
  /** One account per panel role, made when a panel to measure needs it. */
  const staff = new Map<string, ApiClient>();
  const staffFor = async (role: string) => {
    let account = staff.get(role);
    if (!account) {
      account = await signUp(baseUrl, `bench ${role.replace('_', ' ')}`);
      await giveRoles(account, [role], role === 'gym_partner' ? [PARTNER_GYM] : []);
      staff.set(role, account);
    }
    return account;
  };

  const targets: Target[] = [];
  for (const { path, branch } of wanted) {
    const panel = panelOf(path);
    if (panel) {
      const role = panel.roles[0];
      targets.push({ path, as: role, account: await staffFor(role), search: '' });
    } else if (branch === 'member') {
      targets.push({ path, as: 'member', account: seeded!.member, search: seeded!.search[path] ?? '' });
    } else {
      targets.push({ path, as: 'visitor', account: null, search: '' });
      // The home screen is the member's first screen too.
      if (path === '/') targets.push({ path, as: 'member', account: seeded!.member, search: '' });
    }
  }
  targets.sort((a, b) => a.as.localeCompare(b.as));
  if (RETURNING) targets.splice(0, targets.length, ...targets.filter((target) => target.account !== null));

  console.log(
    `Lighthouse mobile (simulated slow 4G, 4x CPU), ${RETURNING ? 'returning visits (worker and local data from an earlier visit)' : 'first visits (signed in by cookie only)'}, ${RUNS} run(s) per route, median shown; load average ${loadavg()[0]!.toFixed(1)} at the start`,
  );
  console.log(
    `Goals: performance >= ${GOAL.each} each and >= ${GOAL.median} median over routes; JS before idle <= ${GOAL.jsKb} KB gzipped`,
  );
  console.log(HEADER);
  const summaries: Figures[] = [];
  let cookiesOf: ApiClient | null | undefined;
  for (const target of targets) {
    const newAccount = target.account !== cookiesOf;
    if (newAccount) {
      await switchCookies(chrome.port, target.account?.browserCookies() ?? []);
      cookiesOf = target.account;
    }
    if (RETURNING) await visitBefore(chrome.port, `${front.baseUrl}${target.path}${target.search}`, newAccount);
    const runs: Figures[] = [];
    let notes: string[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${front.baseUrl}${target.path}${target.search}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        // Each run a first visit on this browser, but signed in: Lighthouse's storage reset takes the
        // page's local storage and IndexedDB too (it keeps them by default), so no run starts with an
        // earlier run's stored user or local copies (a visitor's with the last member's).
        ...(RETURNING ? { disableStorageReset: true } : { clearStorageTypes: [...CLEARED_BY_DEFAULT, 'local_storage', 'indexeddb'] }),
        ...(PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${target.path}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${target.path}: ${result.lhr.runtimeError.message}`);
      if (KEEP) {
        const name = `lighthouse${target.path.replaceAll('/', '-')}-${target.as}-${i + 1}`;
        writeFileSync(join(KEEP, `${name}.json`), JSON.stringify(result.lhr));
        writeFileSync(join(KEEP, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
      }
      runs.push(figuresOf(result.lhr, result.artifacts.Trace as unknown as { traceEvents: TraceEvent[] }));
      notes = lostPoints(result.lhr);
      // A visit to a page that sends the visitor elsewhere (a guard) is not the page: say so.
      const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
      if (landed !== target.path) notes.unshift(`ended on ${landed}, not ${target.path}`);
    }
    const med = (key: keyof Figures) => median(runs.map((run) => run[key]));
    const summary: Figures = {
      performance: med('performance'),
      accessibility: med('accessibility'),
      bestPractices: med('bestPractices'),
      lcpMs: med('lcpMs'),
      tbtMs: med('tbtMs'),
      ownTbtMs: med('ownTbtMs'),
      cls: med('cls'),
      jsKb: med('jsKb'),
    };
    summaries.push(summary);
    console.log(row(target, summary));
    for (const note of notes) console.log(`${' '.repeat(25)}note (last run): ${note}`);
  }
  const overall = median(summaries.map((summary) => summary.performance));
  const under = summaries.filter((summary) => summary.performance < GOAL.each).length;
  const heavy = summaries.filter((summary) => summary.jsKb > GOAL.jsKb).length;
  console.log(
    `${targets.length} routes: median performance ${overall} (goal >= ${GOAL.median}: ${overall >= GOAL.median ? 'met' : 'MISSED'}); ${under} under ${GOAL.each}; ${heavy} over ${GOAL.jsKb} KB of JS`,
  );
  // One line per kind of route, as the README's speed table gives them.
  const kindOf = (target: Target) => (target.as === 'visitor' || target.as === 'member' ? `${target.as}s` : 'panels');
  for (const kind of ['visitors', 'members', 'panels']) {
    const rows = summaries.filter((_, i) => kindOf(targets[i]!) === kind);
    if (rows.length === 0) continue;
    const range = (pick: (f: Figures) => number, digits: number) => {
      const values = rows.map(pick);
      return `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`;
    };
    const perf = `${range((f) => f.performance, 0)} (median ${median(rows.map((f) => f.performance))})`;
    const tbt = `${range((f) => f.tbtMs, 0)} ms (own ${range((f) => f.ownTbtMs, 0)})`;
    const under = rows.filter((f) => f.performance < GOAL.each).length;
    console.log(
      `${kind}: ${rows.length} routes, performance ${perf}, LCP ${range((f) => f.lcpMs / 1000, 2)} s, TBT ${tbt}, CLS ${range((f) => f.cls, 3)}, JS ${range((f) => f.jsKb, 1)} KB; ${under} under ${GOAL.each}`,
    );
  }
  console.log(`load average ${loadavg()[0]!.toFixed(1)} at the end`);
} finally {
  await chrome.kill();
  await front.stop();
  await runtime.stop();
}
