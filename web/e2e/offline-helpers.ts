// Shared steps of the offline end-to-end tests: a fresh member, a page controlled by the service
// worker, the outbox badge, and the server's own view of the member's SweatCoin ledger.
/// <reference lib="dom" />
import type { APIRequestContext, Page } from '@playwright/test';
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
      enqueue(route: string, path: string, body: unknown, options?: { group?: string }): Promise<QueuedEntry>;
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

/**
 * Waits until the service worker controls the page: from then on every screen's code and a reload
 * come from its precache, offline too. Before, a test that goes offline depends on code still loading.
 */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  // Polled: the worker's clients.claim() can fire controllerchange before a listener could be added.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
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

export async function queuePurchase(page: Page, body = demoPurchase()): Promise<string> {
  await page.waitForFunction(() => window.__fitchoiceOutbox !== undefined);
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
