// A very first visit (a fresh browser profile: no worker, no caches), as a visitor opening `/`:
// the time from the start of the navigation until the service worker controls the page, from
// when on a reload offline shows the app, not the browser's offline page (goal: well under the
// 5.0–5.3 s it took when the worker stored every file before taking control), and whether a reload
// at that moment, with the network gone (requests aborted and the browser offline), shows the app shell.
import type { Route } from 'playwright-core';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../playwright.config';
import { median, startLocalRuntime } from './offline-support';

const RUNS = Number(process.env.BENCH_FIRST_VISIT_RUNS ?? 5);
const CONTROL_GOAL_MS = 2_500;

declare global {
  interface Window {
    __controlledAt?: number;
  }
}

const runtime = await startLocalRuntime(4396);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const control: number[] = [];
  let shellShown = 0;
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({ baseURL: runtime.baseUrl });
    await context.addInitScript(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        window.__controlledAt = performance.now();
      });
    });
    const page = await context.newPage();
    await page.goto('/');
    const controlledAt = await page.waitForFunction(() => window.__controlledAt, undefined, { timeout: 30_000 });
    control.push((await controlledAt.jsonValue()) as number);

    // Offline at once: every request fails, as on a network that reaches nothing, and the browser says so.
    const abort = (route: Route) => route.abort('internetdisconnected');
    await context.route('**/*', abort);
    await context.setOffline(true);
    await page.reload();
    const shown = await page
      .getByRole('link', { name: 'FitChoice' })
      .first()
      .waitFor({ timeout: 10_000 })
      .then(() => true)
      .catch(() => false);
    if (shown) shellShown += 1;
    await context.unroute('**/*', abort);
    await context.setOffline(false);

    await context.close();
  }
  const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  console.log(`first visits:              ${RUNS}, a visitor opening /`);
  console.log(
    `service worker in control: median ${fmt(median(control))}, max ${fmt(Math.max(...control))} after the navigation began  goal < ${fmt(CONTROL_GOAL_MS)}: ${median(control) < CONTROL_GOAL_MS ? 'met' : 'MISSED'}`,
  );
  console.log(`offline reload at control: app shell shown ${shellShown} of ${RUNS}`);
} finally {
  await browser.close();
  await runtime.stop();
}
