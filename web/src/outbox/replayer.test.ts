// The page's own triggers, which are all Safari and Firefox have (no Background Sync): app start,
// each enqueue, the backoff timer and the `online` event.
import { STORAGE_KEYS } from '@fitchoice/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FitChoiceDatabase } from '../db/database';
import { setRecord } from '../db/records';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { enqueue } from './outbox';
import { type Replayer, startOutboxReplayer } from './replayer';
import { createTestServer, type TestServer } from './test-server';

let db: FitChoiceDatabase;
let server: TestServer;
let replayer: Replayer | null = null;

beforeEach(async () => {
  db = await openTestDatabase();
  server = createTestServer();
  await setRecord(STORAGE_KEYS.authUser, {
    id: 'u1',
    email: null,
    name: 'U',
    roles: [],
    isGuest: false,
    xp: 0,
    sweatCoins: '0.00',
    createdAt: '2026-01-01T00:00:00.000Z',
  });
});
afterEach(async () => {
  replayer?.stop();
  replayer = null;
  await closeDatabase();
});

const start = () => {
  replayer = startOutboxReplayer({ fetch: server.fetch, baseUrl: server.url, backoff: { baseMs: 20, maxMs: 20 } });
  return replayer;
};
const states = async () => (await db.outbox.find().exec()).map((d) => d.state);
const purchase = {
  walletAddress: '0x1111111111111111111111111111111111111111',
  ethAmount: '0.01',
  sweatCoinsAmount: '1000.00',
  transactionHash: 'demo-1',
};

/** A network whose requests reach the server only when released (the newest one), or fail when given up. */
function slowNetwork() {
  let release: () => void = () => undefined;
  let sent = 0;
  const fetch: typeof globalThis.fetch = (input, init) =>
    new Promise<void>((resolve, reject) => {
      sent += 1;
      release = resolve;
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
    }).then(() => server.fetch(input, init));
  return { fetch, release: () => release(), sent: () => sent };
}

describe('startOutboxReplayer', () => {
  it('sends what was queued before the app started', async () => {
    await enqueue('wallet.purchase', '/api/web3/crypto-purchase', purchase);
    start();
    await vi.waitFor(async () => expect(await states()).toEqual(['done']));
  });

  it('sends an entry as soon as it is queued, and retries it when its backoff runs out', async () => {
    start();
    server.fail('/api/web3/crypto-purchase', 503, 2);
    await enqueue('wallet.purchase', '/api/web3/crypto-purchase', purchase);
    await vi.waitFor(async () => expect(await states()).toEqual(['done']), { timeout: 5000 });
    expect(server.received).toHaveLength(3);
    expect(server.applied).toHaveLength(1);
  });

  it('waits while the browser is offline and sends when the online event comes', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    start();
    await enqueue('wallet.purchase', '/api/web3/crypto-purchase', purchase);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.received).toHaveLength(0);
    expect(await states()).toEqual(['pending']);

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await states()).toEqual(['done']));
    expect(server.received).toHaveLength(1);
    onLine.mockRestore();
  });

  it('when the server answers again, gives up a request sent into the dead network and sends everything at once', async () => {
    let dead = true;
    const deadThenAlive: typeof fetch = (input, init) =>
      dead
        ? new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
        : server.fetch(input, init);
    const troubleSeen = Date.now();
    replayer = startOutboxReplayer({ fetch: deadThenAlive, baseUrl: server.url, backoff: { baseMs: 60_000, maxMs: 60_000 } });
    await enqueue('wallet.purchase', '/api/web3/crypto-purchase', purchase);
    await vi.waitFor(async () => expect(await states()).toEqual(['sending'])); // its request hangs (20 s before it times out)
    dead = false;
    await replayer.serverBack(troubleSeen);
    expect(await states()).toEqual(['done']);
    expect(server.applied).toHaveLength(1);
  });

  it('keeps a pass begun after the answered request was sent: its requests reach the server once', async () => {
    const slow = slowNetwork();
    const troubleSeen = Date.now();
    // The `online` event's probe goes out, then the pass it starts sends the queue.
    const probeSentAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5));
    replayer = startOutboxReplayer({ fetch: slow.fetch, baseUrl: server.url, backoff: { baseMs: 60_000, maxMs: 60_000 } });
    await enqueue('wallet.purchase', '/api/web3/crypto-purchase', purchase);
    await vi.waitFor(() => expect(slow.sent()).toBe(1));
    // The probe's answer comes while the pass's request is on its way.
    const back = replayer.serverBack(troubleSeen, probeSentAt);
    await new Promise((resolve) => setTimeout(resolve, 50));
    slow.release();
    await back;
    await vi.waitFor(async () => expect(await states()).toEqual(['done']));
    expect(slow.sent()).toBe(1);
    expect(server.received).toHaveLength(1);
  });

  it('keeps a request sent before the trouble was seen: on a slow network it is answered, not sent again', async () => {
    const slow = slowNetwork();
    replayer = startOutboxReplayer({ fetch: slow.fetch, baseUrl: server.url, backoff: { baseMs: 60_000, maxMs: 60_000 } });
    await enqueue('wallet.purchase', '/api/web3/crypto-purchase', purchase);
    await vi.waitFor(() => expect(slow.sent()).toBe(1));
    // A probe timed out meanwhile (the network is as slow as its time-out), then a slow answer came.
    const back = replayer.serverBack(Date.now() + 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    slow.release();
    await back;
    await vi.waitFor(async () => expect(await states()).toEqual(['done']));
    expect(slow.sent()).toBe(1);
    expect(server.applied).toHaveLength(1);
  });
});
