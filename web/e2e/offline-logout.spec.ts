// Logging out with actions not sent yet, over a dead network (aborted requests while
// navigator.onLine says online, and a stopped server): the member is told how many and chooses to
// wait or to discard them; the logout is final on the device at once, and the server's session is
// ended the next time it can be reached, before any other request.
/// <reference lib="dom" />
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  demoPurchase,
  loseNetwork,
  openControlledApp,
  pendingBadge,
  queuePurchase,
  readLedger,
  serverBack,
  stopServer,
} from './offline-helpers';

const PASSWORD = 'correct horse battery';

async function signUp(request: APIRequestContext, label: string): Promise<string> {
  const email = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const response = await request.post('/api/auth/signup', { data: { email, password: PASSWORD, name: `Offline ${label}` } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return email;
}

/** The session cookie the browser holds now. */
async function sessionCookie(context: BrowserContext): Promise<string> {
  const sid = (await context.cookies()).find((cookie) => cookie.name === 'sid');
  expect(sid?.value).toBeTruthy();
  return `sid=${sid!.value}`;
}

async function queueTwoPurchases(page: Page): Promise<void> {
  const now = Date.now();
  await queuePurchase(page, { ...demoPurchase(), transactionHash: `demo-${now}` });
  await queuePurchase(page, { ...demoPurchase(), transactionHash: `demo-${now + 1}` });
  await expect(pendingBadge(page)).toHaveText(/2/);
  // The button's own count of them (its live query) says there is something to ask about.
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveAttribute('aria-haspopup', 'dialog');
}

const signInHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Sign in to FitChoice' });

test('logging out offline says how many actions are unsent, discards them on request, and is final at once', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const email = await signUp(page.request, 'logout-discard');
  await openControlledApp(page, '/profile');
  const cookie = await sessionCookie(context);

  const restore = await loseNetwork(context);
  await queueTwoPurchases(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not sent yet: 2' });
  await expect(dialog).toContainText('Logging out gives them up');
  await dialog.getByRole('button', { name: 'Discard them and log out' }).click();
  await expect(signInHeading(page)).toBeVisible();
  await expect(pendingBadge(page)).toHaveCount(0);
  expect(await page.evaluate(() => window.__fitchoiceOutbox!.entries())).toEqual([]);

  // Still unreachable, the cookie still valid on the server: a reload opens signed out.
  expect((await request.get('/api/auth/me', { headers: { cookie } })).status()).toBe(200);
  await page.reload();
  await expect(signInHeading(page)).toBeVisible();

  // Reachable again: the first request the app sends ends the server's session.
  const sent: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) sent.push(`${req.method()} ${new URL(req.url()).pathname}`);
  });
  await restore();
  await page.goto('/gyms');
  await expect.poll(() => sent.length).toBeGreaterThan(0);
  expect(sent[0]).toBe('POST /api/auth/logout');
  await expect.poll(async () => (await request.get('/api/auth/me', { headers: { cookie } })).status()).toBe(401);
  await expect(signInHeading(page)).toBeVisible();

  // The discarded purchases were never sent.
  // Origin, as a browser sends it: the context may still hold the session cookie the app's logout is clearing.
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD }, headers: { Origin: baseURL! } });
  expect(login.ok(), await login.text()).toBe(true);
  expect((await readLedger(page.request)).entries.filter((entry) => entry.kind === 'purchase')).toEqual([]);
});

test('choosing to wait logs out by itself once the actions are sent, after a stopped server is back', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = await signUp(page.request, 'logout-wait');
  await openControlledApp(page, '/profile');

  await stopServer(request, 4000);
  await queueTwoPurchases(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Not sent yet: 2' });
  await dialog.getByRole('button', { name: 'Wait, then log out' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Sending… you are logged out once they are sent.');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();

  await serverBack(request);
  await expect(signInHeading(page)).toBeVisible({ timeout: 15_000 });
  // Sent before the logout: the purchases landed, each once (read with a new sign-in).
  // Origin, as a browser sends it: the context may still hold the session cookie the app's logout is clearing.
  const login = await page.request.post('/api/auth/login', { data: { email, password: PASSWORD }, headers: { Origin: baseURL! } });
  expect(login.ok(), await login.text()).toBe(true);
  expect((await readLedger(page.request)).entries.filter((entry) => entry.kind === 'purchase')).toHaveLength(2);
});
