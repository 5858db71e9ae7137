// Coming back from a dead network, end to end against the local runtime: a stopped server (no
// connection at all, then 503s while it starts up again) and gym Wi-Fi that reaches nothing while
// navigator.onLine says online. What the member queued meanwhile is sent within 5 s of the server
// answering again, once each.
/// <reference lib="dom" />
import { expect, test } from './fixtures';
import {
  demoPurchase,
  failWith503,
  healServer,
  loseNetwork,
  offlineMarker,
  openControlledApp,
  PURCHASE_PATH,
  pendingBadge,
  queuePurchase,
  readLedger,
  serverBack,
  signUpMember,
  stopServer,
} from './offline-helpers';

const RECOVERY_BUDGET_MS = 5000;

test('after a stopped server and a network that reaches nothing, the queue empties within 5 s of the server answering again', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  await signUpMember(page.request, 'recovery');
  await openControlledApp(page);
  const purchase = (n: number) => demoPurchase(`0x${String(n).repeat(40)}`.slice(0, 42));
  let queued = 0;
  /** Purchases with their own transaction hashes (demo-<timestamp>, one millisecond apart). */
  const queue = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      queued += 1;
      await queuePurchase(page, { ...purchase(i + 1), transactionHash: `demo-${Date.now() + queued}` });
    }
  };

  // The server stops for 6 s, then answers 503 for 10 s while it starts up again (every route the
  // app calls meanwhile, the probe's included). What the member queued meanwhile is retried with backoff.
  await failWith503(request, [
    { method: 'POST', path: '/api/batch' },
    { method: 'POST', path: PURCHASE_PATH },
    { method: 'GET', path: '/api/config' },
  ]);
  await stopServer(request, 6000);
  await queue(3);
  await expect(pendingBadge(page)).toHaveText(/pending/);
  await serverBack(request);
  await page.waitForTimeout(10_000); // starting up: 503s meanwhile
  let back = await healServer(request);
  await expect(pendingBadge(page)).toHaveCount(0, { timeout: RECOVERY_BUDGET_MS });
  testInfo.annotations.push({ type: 'empty after the server came back', description: `${Date.now() - back} ms` });

  // Gym Wi-Fi that reaches nothing for 10 s, navigator.onLine still true.
  const restore = await loseNetwork(context);
  await queue(3);
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await page.waitForTimeout(10_000); // the outage itself: entries are retried with backoff meanwhile
  await restore();
  back = Date.now();
  await expect(pendingBadge(page)).toHaveCount(0, { timeout: RECOVERY_BUDGET_MS });
  testInfo.annotations.push({ type: 'empty after the network came back', description: `${Date.now() - back} ms` });

  const ledger = await readLedger(page.request);
  expect(ledger.entries.filter((e) => e.kind === 'purchase')).toHaveLength(6);
  expect(ledger.balance).toBe('6000.00');
});

test('the offline banner shows on every screen opened on a dead network, and stays on at 50 % loss instead of flickering', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signUpMember(page.request, 'banner');
  await openControlledApp(page);
  const screens = ['/store', '/profile', '/wallet', '/bookings', '/gyms', '/'];
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  const restore = await loseNetwork(context);
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(offlineMarker(page), path).toBeVisible();
  }
  await restore();
  await expect(offlineMarker(page)).toHaveCount(0);

  // Opened with the browser offline (navigator.onLine false); Chromium's emulation still lets the
  // service worker's own fetches through, so answers come back: the banner stays on all the same.
  await context.setOffline(true);
  for (const path of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(offlineMarker(page), path).toBeVisible();
  }
  await page.waitForTimeout(3000); // longer than the banner waits before it goes off after answers
  await expect(offlineMarker(page)).toBeVisible();
  await context.setOffline(false);
  await expect(offlineMarker(page)).toHaveCount(0);

  // Every other request is lost for 12 s: the banner goes on once and stays on.
  await page.goto('/gyms');
  let lost = 0;
  await context.route('**/api/**', (route) => {
    lost += 1;
    return lost % 2 === 1 ? route.abort('internetdisconnected') : route.continue();
  });
  await page.evaluate(() => {
    const flips: boolean[] = [];
    (window as unknown as { __bannerFlips: boolean[] }).__bannerFlips = flips;
    new MutationObserver(() => {
      const shown = document.documentElement.hasAttribute('data-offline');
      if (flips.at(-1) !== shown) flips.push(shown);
    }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-offline'] });
  });
  for (let i = 0; i < 6; i += 1) {
    await page.evaluate(() => fetch('/api/config').catch(() => null));
    await page.waitForTimeout(2000); // traffic over the lossy link, as a screen's reads would make
  }
  const flips = await page.evaluate(() => (window as unknown as { __bannerFlips: boolean[] }).__bannerFlips);
  expect(flips.filter((shown) => shown).length).toBeLessThanOrEqual(1);
  await context.unroute('**/api/**');
});
