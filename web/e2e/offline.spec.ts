// The offline-first promises, end to end against the real local runtime (DynamoDB Local, the
// built PWA and its service worker): offline reload, the offline marker from reachability, a first
// visit already offline-capable, a screen that cannot load offline, the durable outbox replayed
// exactly once, server faults, a new version taking over (and waiting in a tab with a half-typed
// message), and two tabs replaying at once.
/// <reference lib="dom" />
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type APIRequestContext, request as playwrightRequest, type Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { confirmEmail } from './mail-helpers';
import {
  demoPurchase,
  loseEverything,
  offlineMarker,
  openControlledApp,
  outboxStates,
  PURCHASE_PATH,
  pendingBadge,
  queuePurchase,
  readLedger,
  signUpMember,
  storeEveryScreen,
  waitForBackgroundSyncRequest,
  waitForWorkerControl,
} from './offline-helpers';
import { screenshot } from './shell-helpers';
import { TEST_DIST } from './support/test-build';

const webDir = resolve(import.meta.dirname, '..');

test('offline reload renders the app shell, the last-seen data and the offline marker', async ({ page, context }) => {
  const member = await signUpMember(page.request, 'reload');
  await openControlledApp(page);
  // A reload under the worker's control caches the API answers the screens read.
  await page.reload();
  await expect(page.getByText(member.name).first()).toBeVisible();

  await context.setOffline(true);
  // Chromium's offline emulation leaves the service worker's own fetches online: the page's location
  // lookup, sent through it after the first paint, would reach the server and rightly clear the marker.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'FitChoice' }).first()).toBeVisible();
  await expect(page.getByText(member.name).first()).toBeVisible();
  await expect(offlineMarker(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-offline', '');

  await context.unroute('**/api/**');
  await context.setOffline(false);
  await expect(offlineMarker(page)).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-offline', '');
});

test('on a network that reaches nothing while navigator.onLine says online, the failed calls show the marker and the next answer clears it', async ({
  page,
  context,
}) => {
  const member = await signUpMember(page.request, 'reach');
  await openControlledApp(page);
  await page.reload();
  await expect(page.getByText(member.name).first()).toBeVisible();
  await expect(pendingBadge(page)).toHaveCount(0);

  // Gym Wi-Fi that is connected but reaches nothing: every API request fails, the browser says online.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByText(member.name).first()).toBeVisible(); // the worker's cached answers
  await expect(offlineMarker(page)).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-offline', '');
  // The heartbeat of this load waits in the outbox; it is nothing the member did, so the badge leaves it out.
  const unsentHeartbeats = async () => (await outboxStates(page)).filter((e) => e.route === 'heartbeat.send' && e.state !== 'done').length;
  await expect.poll(unsentHeartbeats).toBe(1);
  await expect(pendingBadge(page)).toHaveCount(0);

  // No online event comes: the probe finds the server again, the marker goes and the outbox is sent.
  await context.unroute('**/api/**');
  await expect(offlineMarker(page)).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-offline', '');
  await expect.poll(unsentHeartbeats).toBe(0);
});

test('a very first visit is offline-safe once the worker has the shell, without waiting for every screen, and has every screen once its start settles', async ({
  page,
  context,
}) => {
  // The test's context is fresh: no worker, no caches, no local database. A screen's code the page
  // has not asked for stays out of reach: the worker must take control without it.
  const held: Route[] = [];
  const hold = (route: Route) => void held.push(route);
  await context.route('**/assets/HelpScreen-*.js', hold);
  const documents: string[] = [];
  page.on('domcontentloaded', () => documents.push(page.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForWorkerControl(page);
  expect(documents).toHaveLength(1); // taken over by clients.claim(), not by a reload

  // The network goes at once: every request fails, and the browser is offline too.
  const restore = await loseEverything(context);
  await page.reload();
  await expect(page.getByRole('link', { name: 'FitChoice' }).first()).toBeVisible();
  await expect(offlineMarker(page)).toBeVisible();

  await restore();
  await context.unroute('**/assets/HelpScreen-*.js', hold);
  for (const route of held) await route.continue().catch(() => undefined);
  // What the page asks for once its start has settled; asked here too, answered once all is stored.
  await storeEveryScreen(page);
  const restoreAgain = await loseEverything(context);
  await page.reload();
  await page.getByRole('link', { name: 'Help centre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  await restoreAgain();
});

test.describe('before the service worker controls the page', () => {
  test.use({ serviceWorkers: 'block' });

  test("a screen whose code cannot load offline shows the app's error screen with Try again, never the browser's error page", async ({
    page,
    context,
    baseURL,
  }) => {
    // The connection drops the moment the first screen is drawn: every file asked for after it (the
    // toasts, the location lookup, the install card, the offline layer) fails to load. The page goes on.
    const offlineFromFirstScreen = (route: Route) =>
      page
        .evaluate(() => document.querySelector('h1') !== null)
        .catch(() => false)
        .then((drawn) => (drawn ? route.abort('internetdisconnected') : route.continue()));
    await context.route('**/assets/**', offlineFromFirstScreen);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await context.setOffline(true);
    await page.getByRole('link', { name: 'Help centre' }).click(); // its code has not loaded yet
    await expect(page.getByRole('heading', { level: 1, name: 'This screen could not load' })).toBeVisible();
    expect(page.url()).toBe(`${baseURL}/help`);
    await expect(offlineMarker(page)).toBeVisible();

    await context.unroute('**/assets/**', offlineFromFirstScreen);
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  });
});

test("a logout, even offline, empties the cached API answers, so the next user never sees the last one's", async ({ page, context }) => {
  const member = await signUpMember(page.request, 'logout');
  await openControlledApp(page);
  await page.reload();
  await expect(page.getByText(member.name).first()).toBeVisible();
  const cachedMe = () => page.evaluate(async () => Boolean(await caches.match('/api/auth/me')));
  expect(await cachedMe()).toBe(true);

  await context.setOffline(true);
  await page.evaluate(() =>
    fetch('/api/auth/logout', { method: 'POST', credentials: 'include', headers: { 'Content-Type': 'application/json' } }).catch(
      () => null,
    ),
  );
  expect(await cachedMe()).toBe(false);
});

test('the service worker keeps API answers marked private, no-cache, never one marked no-store', async ({ page, context }) => {
  await signUpMember(page.request, 'nostore');
  await openControlledApp(page);
  // The worker's own fetches go through the context's routes: this one answers no-store.
  await context.route('**/api/rewards/rules', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'cache-control': 'no-store' }, body: '{}' }),
  );
  await page.evaluate(() => Promise.all([fetch('/api/auth/me', { credentials: 'include' }), fetch('/api/rewards/rules')]));
  const cached = (path: string) => page.evaluate((url) => caches.match(url).then(Boolean), path);
  await expect.poll(() => cached('/api/auth/me')).toBe(true);
  expect(await cached('/api/rewards/rules')).toBe(false);
});

test('a heartbeat and a purchase queued offline survive a reload and are sent once when back online', async ({ page, context }) => {
  await signUpMember(page.request, 'queue');
  await openControlledApp(page);
  await context.setOffline(true);
  await page.reload();
  // The app queues its heartbeat on load; the member buys SweatCoins.
  await queuePurchase(page);
  await expect(pendingBadge(page)).toHaveText('1 pending'); // the purchase: the heartbeat is not the member's doing

  await page.reload();
  await expect(pendingBadge(page)).toHaveText('1 pending');
  const waiting = (await outboxStates(page)).filter((e) => e.state !== 'done');
  expect(waiting.map((e) => e.route).sort()).toEqual(['heartbeat.send', 'wallet.purchase']);

  await context.setOffline(false);
  await expect(pendingBadge(page)).toHaveCount(0);
  await expect.poll(async () => new Set((await outboxStates(page)).map((e) => e.state))).toEqual(new Set(['done'])); // the heartbeat too
  const ledger = await readLedger(page.request);
  expect(ledger.entries.filter((e) => e.kind === 'purchase')).toHaveLength(1);
  expect(ledger.balance).toBe('1000.00');
});

test('a purchase the server fails twice with 503 still lands, once', async ({ page, request }) => {
  await signUpMember(page.request, 'faults');
  await openControlledApp(page);
  const fault = await request.post('/__test/faults', { data: { method: 'POST', path: PURCHASE_PATH, status: 503, count: 2 } });
  expect(fault.ok(), await fault.text()).toBe(true);

  await queuePurchase(page);
  // Pending through the two 503s and their backoff (the badge shows a change within 150 ms), then sent.
  await expect(pendingBadge(page)).toHaveText(/pending/);
  await expect(pendingBadge(page)).toHaveCount(0, { timeout: 15_000 });
  expect(await outboxStates(page)).toContainEqual({ route: 'wallet.purchase', state: 'done', attempts: 3 });
  const ledger = await readLedger(page.request);
  expect(ledger.entries.filter((e) => e.kind === 'purchase')).toHaveLength(1);
  expect(ledger.balance).toBe('1000.00');
});

test('a refused action is shown as failed, worded by the app; Retry sends it again, Discard drops it', async ({ page, request }) => {
  await signUpMember(page.request, 'refused');
  await openControlledApp(page);
  // Refused by the server's own validation: the amounts do not match the fixed rate.
  await queuePurchase(page, { ...demoPurchase(), sweatCoinsAmount: '5.00' });
  await expect(page.getByTestId('outbox-badge')).toContainText('1 failed');
  await page.getByTestId('outbox-badge').click();
  const sheet = page.getByRole('dialog', { name: 'Waiting to be sent' });
  await expect(sheet.getByTestId('outbox-entry')).toContainText('SweatCoin purchase');
  await expect(sheet.getByRole('alert')).toHaveText('Something in it was not accepted. Discard it and do it again.');
  await sheet.getByRole('button', { name: 'Discard' }).click();
  await expect(sheet.getByText('Everything you did has reached the server.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0);

  // Refused once (an injected 422), then accepted when the member presses Retry.
  const fault = await request.post('/__test/faults', { data: { method: 'POST', path: PURCHASE_PATH, status: 422, count: 1 } });
  expect(fault.ok(), await fault.text()).toBe(true);
  await queuePurchase(page);
  await expect(page.getByTestId('outbox-badge')).toContainText('1 failed');
  await page.getByTestId('outbox-badge').click();
  await sheet.getByRole('button', { name: 'Retry' }).click();
  await expect(sheet.getByText('Everything you did has reached the server.')).toBeVisible();
  await sheet.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
  const ledger = await readLedger(page.request);
  expect(ledger.entries.filter((e) => e.kind === 'purchase')).toHaveLength(1);
  expect(ledger.balance).toBe('1000.00');
});

test('two tabs coming back online at once still credit the purchase once', async ({ page, context }) => {
  await signUpMember(page.request, 'tabs');
  await openControlledApp(page);
  const second = await context.newPage();
  await openControlledApp(second);

  await context.setOffline(true);
  await queuePurchase(page, demoPurchase());
  await expect(pendingBadge(second)).toHaveText(/pending/); // the other tab sees it too
  await context.setOffline(false);

  await expect(pendingBadge(page)).toHaveCount(0);
  await expect(pendingBadge(second)).toHaveCount(0);
  const ledger = await readLedger(page.request);
  expect(ledger.entries.filter((e) => e.kind === 'purchase')).toHaveLength(1);
  expect(ledger.balance).toBe('1000.00');
});

test('with every tab closed, the service worker sends the outbox by Background Sync', async ({ page, context }) => {
  await signUpMember(page.request, 'sync');
  await openControlledApp(page);
  await context.setOffline(true);
  await queuePurchase(page);
  await waitForBackgroundSyncRequest(page);
  await page.close();

  await context.setOffline(false);
  await expect
    .poll(async () => (await readLedger(context.request)).entries.filter((e) => e.kind === 'purchase').length, { timeout: 30_000 })
    .toBe(1);
  expect((await readLedger(context.request)).balance).toBe('1000.00');
});

test.describe('without a service worker, the page alone', () => {
  // No worker and no Background Sync: only the app's own start-up can send what was queued.
  test.use({ serviceWorkers: 'block' });

  test('keeps what the member does when the connection drops right after the first paint', async ({ context }) => {
    const page = await context.newPage();
    await signUpMember(page.request, 'dropped');
    // On a page no worker serves, the local database's code comes with the first paint
    // (web/src/app/local-database.ts): the connection goes the moment it has come, and what the
    // member does next is still stored.
    const code = page.waitForResponse((response) => /\/assets\/open-database-[^/]+\.js$/.test(response.url()));
    await page.goto('/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
    await code;
    // Its code has come and run (its own imports too): the database is open.
    await outboxStates(page);
    const restore = await loseEverything(context);
    await queuePurchase(page);
    await expect(pendingBadge(page)).toHaveText(/pending/);
    expect(await outboxStates(page)).toContainEqual(expect.objectContaining({ route: 'wallet.purchase' }));
    await restore();
    const purchases = async () => (await readLedger(context.request)).entries.filter((e) => e.kind === 'purchase').length;
    await expect.poll(purchases, { timeout: 20_000 }).toBe(1);
  });

  test('sends actions queued offline exactly once when the closed page is opened again online, however often it starts', async ({
    context,
  }) => {
    const page = await context.newPage();
    const member = await signUpMember(page.request, 'cold');
    // The local database's code comes with the first paint on a page no worker serves; the connection
    // goes once it has come (before, the member's name can show while that code is still on its way).
    const code = page.waitForResponse((response) => /\/assets\/open-database-[^/]+\.js$/.test(response.url()));
    await page.goto('/');
    await expect(page.getByText(member.name).first()).toBeVisible();
    await code;
    // Its code has come and run (its own imports too): the database is open.
    await outboxStates(page);
    await context.setOffline(true);
    await queuePurchase(page, demoPurchase('0x1111111111111111111111111111111111111111'));
    await queuePurchase(page, demoPurchase('0x2222222222222222222222222222222222222222'));
    await expect(pendingBadge(page)).toHaveText(/pending/);
    await page.close();

    await context.setOffline(false);
    const reopened = await context.newPage();
    await reopened.goto('/');
    await expect(reopened.getByText(member.name).first()).toBeVisible();
    const purchases = async () => (await readLedger(context.request)).entries.filter((e) => e.kind === 'purchase').length;
    await expect.poll(purchases, { timeout: 20_000 }).toBe(2);
    await expect(pendingBadge(reopened)).toHaveCount(0);

    // Started again, with everything answered: nothing is sent twice.
    await reopened.reload();
    await reopened.waitForFunction(() => window.__fitchoiceOutbox !== undefined);
    // (The new start queues its own heartbeat; the purchases are what must not go again.)
    const queuedPurchases = (await outboxStates(reopened)).filter((e) => e.route === 'wallet.purchase');
    expect(queuedPurchases.map((e) => e.state)).toEqual(['done', 'done']);
    expect(await purchases()).toBe(2);
    expect((await readLedger(context.request)).balance).toBe('2000.00');
  });
});

test('the browser finds the app installable: manifest, icons, shortcuts and a service worker', async ({ page }) => {
  await openControlledApp(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // Playwright's contexts are incognito, which alone blocks installing; nothing about the app may.
  expect(installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
  const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
    display: string;
    icons: { sizes: string; purpose: string }[];
    shortcuts: { name: string; url: string }[];
  };
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  expect(manifest.shortcuts.map((shortcut) => shortcut.name)).toEqual(['Gyms', 'Bookings', 'QR check-in']);
});

test('a new version deployed while the page is open is offered, and confirming reloads onto it', async ({ page }) => {
  await openControlledApp(page);
  const distDir = process.env.FITCHOICE_E2E_WEB_DIST ?? TEST_DIST;
  const marker = `e2e-${Date.now()}`;
  await deployNewVersion(distDir, marker);

  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = page.getByRole('alertdialog', { name: 'A new version of FitChoice is ready' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await Promise.all([page.waitForEvent('load'), prompt.getByRole('button', { name: 'Update now' }).click()]);
  await expect(page.locator('meta[name="fitchoice-build"]')).toHaveAttribute('content', marker);
});

test('a new version confirmed in one tab waits in another for the message half-typed there, and reloads once it is sent', async ({
  context,
  baseURL,
}) => {
  // A friend to write to, and the conversation, made through the API.
  const signUp = async (api: APIRequestContext, name: string) => {
    const email = `draft-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const response = await api.post('/api/auth/signup', { data: { email, password: 'correct horse battery', name } });
    expect(response.status(), await response.text()).toBe(201);
    await confirmEmail(api, baseURL!, email);
    return ((await response.json()) as { user: { id: string } }).user.id;
  };
  const origin = { headers: { Origin: baseURL! } };
  const friendApi = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL! } });
  await signUp(context.request, 'Dana Draft');
  const friendId = await signUp(friendApi, 'Femi Friend');
  const asked = await context.request.post('/api/friends/requests', { data: { userId: friendId }, ...origin });
  expect(asked.status(), await asked.text()).toBe(201);
  const { request: friendship } = (await asked.json()) as { request: { id: string } };
  expect((await friendApi.post(`/api/friends/requests/${friendship.id}/accept`)).ok()).toBe(true);
  const started = await context.request.post('/api/conversations', { data: { memberIds: [friendId] }, ...origin });
  expect(started.status(), await started.text()).toBe(201);
  const { conversation } = (await started.json()) as { conversation: { id: string } };

  const writing = await context.newPage();
  await openControlledApp(writing, `/chat?c=${conversation.id}`);
  const loads: string[] = [];
  writing.on('load', () => loads.push(writing.url()));
  const message = writing.getByRole('textbox', { name: 'Write a message' });
  await message.fill('On my way, save me a');

  const updating = await context.newPage();
  await openControlledApp(updating, '/');
  const marker = `e2e-draft-${Date.now()}`;
  await deployNewVersion(process.env.FITCHOICE_E2E_WEB_DIST ?? TEST_DIST, marker);
  await updating.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
  const prompt = updating.getByRole('alertdialog', { name: 'A new version of FitChoice is ready' });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await Promise.all([updating.waitForEvent('load'), prompt.getByRole('button', { name: 'Update now' }).click()]);
  await expect(updating.locator('meta[name="fitchoice-build"]')).toHaveAttribute('content', marker);

  // The other tab keeps the half-typed message and says it reloads once it is sent.
  const waiting = writing.getByRole('region', { name: 'FitChoice was updated' });
  await expect(waiting).toContainText('This tab reloads by itself once what you are typing is sent or cleared.');
  await expect(message).toHaveValue('On my way, save me a');
  expect(loads).toEqual([]);
  await screenshot(writing, 'update-waits-for-typing');

  await message.fill('On my way, save me a spot');
  await Promise.all([writing.waitForEvent('load'), writing.getByRole('button', { name: 'Send' }).click()]);
  await expect(writing.locator('meta[name="fitchoice-build"]')).toHaveAttribute('content', marker);
  await expect(writing.getByRole('list', { name: 'Messages' }).getByText('On my way, save me a spot')).toBeVisible();
  await friendApi.dispose();
});

/** A new deploy: index.html changes, so the precache manifest and the service worker change. */
async function deployNewVersion(distDir: string, marker: string): Promise<void> {
  const indexPath = join(distDir, 'index.html');
  const html = (await readFile(indexPath, 'utf8')).replace(/\s*<meta name="fitchoice-build"[^>]*>/, '');
  await writeFile(indexPath, html.replace('</head>', `  <meta name="fitchoice-build" content="${marker}" />\n  </head>`));
  await promisify(execFile)(process.execPath, [join(webDir, 'scripts/build-sw.mjs')], {
    env: { ...process.env, FITCHOICE_WEB_DIST: distDir },
  });
}
