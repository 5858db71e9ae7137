// Lighthouse's mobile run (simulated slow 4G, 4x CPU slowdown; its default config) on the production
// build (`npm run build -w @fitchoice/web`: web/dist; FITCHOICE_WEB_DIST names another) served by the real local runtime: `/` and `/auth` as a new visitor, `/gyms` signed in (the
// session's cookies set in the browser, as after signing up), three runs each, printing every run
// and the median. Budgets (issue 24): performance >= 95, accessibility 100, best practices 100,
// total blocking time < 150 ms. Prints figures; never fails on them. Chromium: CHROMIUM_PATH, else Debian's.
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { WebSocket } from 'ws';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { median, startLocalRuntime } from './offline-support';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** A folder to keep each run's full report and trace in (JSON; the trace opens in DevTools' Performance panel). */
const KEEP = process.env.BENCH_LIGHTHOUSE_KEEP;
/** `1`: the kept traces also hold V8's CPU samples (to see which functions make a long task; it slows every run). */
const PROFILE = process.env.BENCH_LIGHTHOUSE_PROFILE === '1';
/** Only these paths (comma-separated), e.g. `/auth`. */
const ONLY = process.env.BENCH_LIGHTHOUSE_PATHS?.split(',');
const PORT = 4393;

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** Script bytes over the wire (compressed), the whole load. */
  jsKb: number;
  /**
   * The blocking time of the page's own work: TBT's sum over the main thread's tasks after the first
   * paint, from each task's CPU time rather than its wall time. Lighthouse's TBT counts a task's wall
   * time, so a task the main thread had to wait in (other processes on the machine's cores) counts
   * as blocking; the gap between the two is the machine, not the page.
   */
  ownTbtMs: number;
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

function figuresOf(lhr: Result, trace: { traceEvents: TraceEvent[] }): Figures {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)
    ?.items;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: ms('largest-contentful-paint'),
    tbtMs: ms('total-blocking-time'),
    fcpMs: ms('first-contentful-paint'),
    jsKb: (items?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN) / 1024,
    ownTbtMs: ownBlockingTime(trace),
  };
}

/** What Lighthouse says cost points, for a run under budget. */
function lostPoints(lhr: Result): string[] {
  const refs = ['accessibility', 'best-practices'].flatMap((id) => lhr.categories[id]?.auditRefs ?? []);
  return refs
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      // The first few offenders (a console error's text, a resource's URL), to know where to look.
      const items = ((audit?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 3);
      const what = items.map((item) => String(item.description ?? item.url ?? item.source ?? '').slice(0, 160)).filter(Boolean);
      return `${ref.id}: ${audit?.title ?? ''}${what.length > 0 ? ` (${what.join('; ')})` : ''}`;
    });
}

/** Sets cookies in the whole browser over the DevTools protocol (the visitors' runs come first). */
async function setBrowserCookies(port: number, cookies: { name: string; value: string; url: string }[]): Promise<void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const answered = new Promise<void>((resolve, reject) =>
    socket.once('message', (data) => {
      const answer = JSON.parse(String(data)) as { error?: { message: string } };
      if (answer.error) reject(new Error(`Storage.setCookies: ${answer.error.message}`));
      else resolve();
    }),
  );
  socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
  await answered.finally(() => socket.close());
}

const row = (label: string, f: Figures) =>
  `${label.padEnd(10)} perf ${String(f.performance).padStart(3)} | a11y ${String(f.accessibility).padStart(3)} | best practices ${String(f.bestPractices).padStart(3)} | LCP ${(f.lcpMs / 1000).toFixed(2)} s | TBT ${f.tbtMs.toFixed(0).padStart(4)} ms | FCP ${(f.fcpMs / 1000).toFixed(2)} s | JS ${f.jsKb.toFixed(1)} KB | own TBT ${f.ownTbtMs.toFixed(0).padStart(3)} ms`;

/** What a phone downloads: the production build, not the test build the other benches serve. */
const DIST = process.env.FITCHOICE_WEB_DIST ?? join(import.meta.dirname, '../dist');
const runtime = await startLocalRuntime(PORT, DIST);
const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
try {
  const { baseUrl } = runtime;
  const signup = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: `lighthouse-${Date.now()}@example.com`, password: 'correct horse battery', name: 'Lighthouse' }),
  });
  if (!signup.ok) throw new Error(`Signup failed: ${signup.status} ${await signup.text()}`);
  // The session cookie and its readable hint, as the browser holds them after signing up: set in
  // the browser itself (Lighthouse keeps cookies between runs), so the app sees the hint as well.
  const cookies = signup.headers.getSetCookie().map((each) => {
    const [name, value] = each.split(';')[0]!.split('=') as [string, string];
    return { name, value, url: baseUrl };
  });

  const pages: { path: string; signedIn: boolean }[] = [
    { path: '/', signedIn: false },
    { path: '/auth', signedIn: false },
    { path: '/gyms', signedIn: true },
  ];
  console.log(`Lighthouse mobile (simulated throttling), ${RUNS} runs each; load average ${loadavg()[0]!.toFixed(1)} at the start`);
  for (const { path, signedIn } of pages.filter((page) => !ONLY || ONLY.includes(page.path))) {
    if (signedIn) await setBrowserCookies(chrome.port, cookies);
    const runs: Figures[] = [];
    let notes: string[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(`${baseUrl}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        ...(PROFILE ? { additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } : {}),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${result.lhr.runtimeError.message}`);
      if (KEEP) {
        const name = `lighthouse${path.replaceAll('/', '-')}-${i + 1}`;
        writeFileSync(join(KEEP, `${name}.json`), JSON.stringify(result.lhr));
        writeFileSync(join(KEEP, `${name}.trace.json`), JSON.stringify(result.artifacts.Trace));
      }
      const figures = figuresOf(result.lhr, result.artifacts.Trace as unknown as { traceEvents: TraceEvent[] });
      runs.push(figures);
      notes = lostPoints(result.lhr);
      console.log(row(`${path} #${i + 1}`, figures));
    }
    const med = (key: keyof Figures) => median(runs.map((run) => run[key]));
    const summary: Figures = {
      performance: med('performance'),
      accessibility: med('accessibility'),
      bestPractices: med('bestPractices'),
      lcpMs: med('lcpMs'),
      tbtMs: med('tbtMs'),
      fcpMs: med('fcpMs'),
      jsKb: med('jsKb'),
      ownTbtMs: med('ownTbtMs'),
    };
    const verdict =
      summary.performance >= 95 && summary.accessibility === 100 && summary.bestPractices === 100 && summary.tbtMs < 150
        ? 'within'
        : 'OVER';
    console.log(`${row(`${path} median`, summary)}  budgets (perf >= 95, a11y 100, best practices 100, TBT < 150 ms): ${verdict}`);
    for (const note of notes) console.log(`           lost points (last run): ${note}`);
  }
  console.log(`load average ${loadavg()[0]!.toFixed(1)} at the end`);
} finally {
  await chrome.kill();
  await runtime.stop();
}
