// Shared steps of the offline end-to-end tests: a fresh member, a page controlled by the service
// worker, the outbox badge, and the server's own view of the member's SweatCoin ledger.
/// <reference lib="dom" />
import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { expect } from '@playwright/test';

export const PURCHASE_PATH = '/api/web3/crypto-purchase';

interface QueuedEntry {
  id: string;
  route: string;
  state: string;
  attempts: number;
}

/** The page-side handle of src/outbox/test-handle.ts, as the tests see it. */
declare global {
  interface Window {
    __fitchoiceOutbox?: {
      enqueue(route: string, path: string, body: unknown, options?: { group?: string; coins?: string }): Promise<QueuedEntry>;
      entries(): Promise<QueuedEntry[]>;
      countInState(state: string): Promise<number>;
    };
  }
}

export async function signUpMember(request: APIRequestContext, label: string): Promise<{ id: string; name: string }> {
  const unique = `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const response = await request.post('/api/auth/signup', {
    data: { email: `${unique}@example.com`, password: 'correct horse battery', name: `Offline ${label}` },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const { user } = (await response.json()) as { user: { id: string; name: string } };
  return user;
}

/** Waits until the service worker controls the page: a reload offline shows the app from then on. */
export async function waitForWorkerControl(page: Page): Promise<void> {
  // Polled: the worker's clients.claim() can fire controllerchange before a listener could be added.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
}

/**
 * Waits until the service worker controls the page and has stored every screen's code (which a
 * first install stores once the page's start has settled; asked for here at once): from then on
 * every screen and a reload come from its precache, offline too. Before, a test that goes offline
 * depends on code still loading.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await waitForWorkerControl(page);
  await storeEveryScreen(page);
}

/** Opens the app and waits until the service worker controls the page, so reloads are served by it. */
export async function openControlledApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForServiceWorkerControl(page);
}

/**
 * Waits until the page has asked for the outbox's Background Sync (it does so after each enqueue,
 * without waiting): a page closed before that leaves the worker nothing to wake up for.
 */
export async function waitForBackgroundSyncRequest(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { sync: { getTags(): Promise<string[]> } };
    return (await registration.sync.getTags()).includes('fitchoice-outbox');
  });
}

/** The offline marker (spec section 4): the banner, a status region. */
export function offlineMarker(page: Page) {
  return page.getByRole('status').filter({ hasText: "You're offline" });
}

export function demoPurchase(walletAddress = '0x1111111111111111111111111111111111111111') {
  return { walletAddress, ethAmount: '0.01', sweatCoinsAmount: '1000.00', transactionHash: `demo-${Date.now()}` };
}

/**
 * Waits for the outbox's test handle, which comes with the offline layer: once the page is idle, or
 * at its first paint on a signed-in page no service worker serves (web/src/app/local-database.ts).
 */
export async function waitForOutboxHandle(page: Page): Promise<void> {
  await page.waitForFunction(() => window.__fitchoiceOutbox !== undefined);
}

export async function queuePurchase(page: Page, body = demoPurchase()): Promise<string> {
  await waitForOutboxHandle(page);
  return page.evaluate(
    async ({ path, body }) => {
      const outbox = window.__fitchoiceOutbox;
      if (!outbox) throw new Error('The outbox test handle is not installed');
      return (await outbox.enqueue('wallet.purchase', path, body)).id;
    },
    { path: PURCHASE_PATH, body },
  );
}

export async function outboxStates(page: Page): Promise<{ route: string; state: string; attempts: number }[]> {
  await waitForOutboxHandle(page);
  return page.evaluate(async () => {
    const entries = (await window.__fitchoiceOutbox?.entries()) ?? [];
    return entries.map(({ route, state, attempts }) => ({ route, state, attempts }));
  });
}

export function pendingBadge(page: Page) {
  return page.getByTestId('outbox-pending-count');
}

export interface Ledger {
  balance: string;
  entries: { kind: string; amount: string; transactionHash: string | null }[];
}

export async function readLedger(request: APIRequestContext): Promise<Ledger> {
  const response = await request.get('/api/wallet/ledger');
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Ledger;
}

/**
 * Stops the local server for `ms` (POST /__test/outage): connections are refused and open ones
 * dropped, as when it is stopped and started again. Resolves once the server has stopped.
 */
export async function stopServer(request: APIRequestContext, ms: number): Promise<void> {
  const response = await request.post('/__test/outage', { data: { ms } });
  expect(response.status(), await response.text()).toBe(202);
  await expect.poll(() => serverAnswers(request)).toBe(false);
}

/** Resolves at the moment the server answers again, with any status (polled every 50 ms). */
export async function serverBack(request: APIRequestContext): Promise<number> {
  await expect.poll(() => serverAnswers(request), { intervals: [50], timeout: 60_000 }).toBe(true);
  return Date.now();
}

async function serverAnswers(request: APIRequestContext): Promise<boolean> {
  try {
    await request.get('/api/config', { timeout: 1000 });
    return true;
  } catch {
    return false;
  }
}

/** The next requests to these routes answer 503, as a server still starting up does, until `healServer`. */
export async function failWith503(request: APIRequestContext, routes: { method: string; path: string }[]): Promise<void> {
  for (const route of routes) {
    const response = await request.post('/__test/faults', { data: { ...route, status: 503, count: 1000 } });
    expect(response.ok(), await response.text()).toBe(true);
  }
}

export async function healServer(request: APIRequestContext): Promise<number> {
  expect((await request.delete('/__test/faults')).status()).toBe(204);
  return Date.now();
}

/** Gym Wi-Fi that reaches nothing: every API request of the context fails while navigator.onLine stays true. */
export async function loseNetwork(context: BrowserContext): Promise<() => Promise<void>> {
  const drop = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/api/**', drop);
  return () => context.unroute('**/api/**', drop);
}

/**
 * Dead Wi-Fi that drops packets: every API request of the context is held without an answer
 * (navigator.onLine stays true). The returned function lets the held ones fail and the network back.
 */
export async function holdRequests(context: BrowserContext): Promise<() => Promise<void>> {
  const held: Route[] = [];
  const hold = (route: Route) => {
    held.push(route);
  };
  await context.route('**/api/**', hold);
  return async () => {
    await context.unroute('**/api/**', hold);
    await Promise.all(held.map((route) => route.abort('timedout').catch(() => undefined)));
  };
}

/** How long after the press the page first shows `text`, timed in the page (ms). */
export async function millisUntilText(page: Page, text: string, press: () => Promise<void>): Promise<number> {
  await page.evaluate((expected) => {
    const timing = window as unknown as { __pressedAt?: number; __shownAfter?: Promise<number> };
    document.addEventListener('pointerdown', () => (timing.__pressedAt = performance.now()), { once: true, capture: true });
    timing.__shownAfter = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        // biome-ignore lint/performance/useDomNodeTextContent: shown text only (a closed dialog holds the outbox sheet's words)
        if (timing.__pressedAt === undefined || !document.body.innerText.includes(expected)) return;
        observer.disconnect();
        resolve(performance.now() - timing.__pressedAt);
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  }, text);
  await press();
  return page.evaluate(() => (window as unknown as { __shownAfter: Promise<number> }).__shownAfter);
}

/**
 * No network at all: every request of the context fails (the worker's too, so a file it has not
 * stored cannot come), and the browser says it is offline.
 */
export async function loseEverything(context: BrowserContext): Promise<() => Promise<void>> {
  const drop = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/*', drop);
  await context.setOffline(true);
  return async () => {
    await context.unroute('**/*', drop);
    await context.setOffline(false);
  };
}

/**
 * Asks the worker to store what its first install left out, as the page does once its start has
 * settled (PRECACHE_REST_MESSAGE, src/pwa/cache-names.ts), and waits until it says all is stored.
 */
export async function storeEveryScreen(page: Page): Promise<void> {
  const stored = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ stored: boolean }>) => resolve(event.data.stored);
        navigator.serviceWorker.controller?.postMessage({ type: 'PRECACHE_REST' }, [channel.port2]);
      }),
  );
  expect(stored).toBe(true);
}
