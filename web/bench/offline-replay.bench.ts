// Replaying the outbox: 1,000 SweatCoin purchases queued in the built PWA (the test build), sent
// by the app (page and service worker, under the outbox lock) when it can reach the server again.
// Prints, against the goals of issue 41:
// - the server's share: the same 1,000 purchases sent from here as POST /api/batch of each batch
//   size tried (one purchase alone is its own route), 6 requests in flight as the replayer sends them,
//   after a warm-up round: the figures the replayer's batch size is chosen by;
// - the connection comes back (`online`): the time until all 1,000 are sent (< 2.5 s), duplicates
//   and losses on the server (0), and the CPU each process used, per entry;
// - the app's own share: the same replay against a stand-in that answers every batch at once (the
//   browser answers it, so no server work is in it): what the outbox itself costs;
// - the server comes back after an outage (the browser stayed online; an outage proxy reset every
//   connection meanwhile): the time from its first answer to an empty queue (<= 5 s).
// BENCH_REPLAY_COUNT sets the count; BENCH_OUTAGE_S how long the server is away (default 20 s).
import { MAX_BATCH_CALLS } from '@fitchoice/shared/api/batch-routes';
import type { Page, Route } from 'playwright-core';
import { startBenchStack } from './offline-support';
import { cpuByProcess, cpuDelta } from './process-cpu';
import { ApiClient } from './seed';

const COUNT = Number(process.env.BENCH_REPLAY_COUNT ?? 1000);
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_S ?? 20) * 1000;
const COINS_PER_PURCHASE = 1000; // 0.01 ETH at the fixed rate of 100,000 SweatCoins per ETH
const REPLAY_GOAL_MS = 2_500;
const BACK_TO_EMPTY_GOAL_MS = 5_000;
/** The batch sizes tried; the server takes at most MAX_BATCH_CALLS calls in one batch. */
const BATCH_SIZES = [1, 5, 10, 25].filter((size) => size <= MAX_BATCH_CALLS);
/** How often the bench asks the page about its queue. */
const POLL_MS = 100;
/** Requests in flight at once, as the replayer sends them (DEFAULT_CONCURRENCY in src/outbox/replay.ts). */
const IN_FLIGHT = 6;

let purchases = 0;
const purchase = () => {
  purchases += 1;
  return {
    walletAddress: '0x1111111111111111111111111111111111111111',
    ethAmount: '0.01',
    sweatCoinsAmount: '1000.00',
    transactionHash: `demo-${Date.now() - 10_000_000 + purchases}`,
  };
};

/** COUNT purchases sent from here in batches of `size`, `IN_FLIGHT` requests in flight; answers the ms taken. */
async function sendInBatches(client: ApiClient, size: number): Promise<number> {
  const started = performance.now();
  let left = COUNT;
  const worker = async () => {
    while (left > 0) {
      const take = Math.min(size, left);
      left -= take;
      const calls = Array.from({ length: take }, () => ({
        key: crypto.randomUUID(),
        method: 'POST' as const,
        path: '/api/web3/crypto-purchase',
        body: purchase(),
      }));
      if (take === 1) {
        await client.call('POST', calls[0]!.path, calls[0]!.body, { 'Idempotency-Key': calls[0]!.key });
      } else {
        const { answers } = await client.call<{ answers: { status: number; body: unknown }[] }>('POST', '/api/batch', { calls });
        const refused = answers.find((answer) => answer.status >= 300);
        if (refused) throw new Error(`A batched purchase was refused: ${refused.status} ${JSON.stringify(refused.body)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return performance.now() - started;
}

async function enqueuePurchases(page: Page, count: number, base: number): Promise<void> {
  await page.evaluate(
    async ({ count, base }) => {
      const outbox = window.__fitchoiceOutbox!;
      for (let i = 0; i < count; i += 1) {
        const transactionHash = `demo-${base + i}`;
        // As the wallet queues a purchase (features/wallet/purchase-outbox.ts): its own group.
        await outbox.enqueue(
          'wallet.purchase',
          '/api/web3/crypto-purchase',
          { walletAddress: '0x1111111111111111111111111111111111111111', ethAmount: '0.01', sweatCoinsAmount: '1000.00', transactionHash },
          { group: `purchase:${transactionHash}` },
        );
      }
    },
    { count, base },
  );
}

/** Entries not yet answered (pending or sending). */
const waiting = (page: Page) =>
  page.evaluate(async () => {
    const outbox = window.__fitchoiceOutbox!;
    return (await outbox.countInState('pending')) + (await outbox.countInState('sending'));
  });

async function untilEmpty(page: Page): Promise<void> {
  while ((await waiting(page)) > 0) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const stack = await startBenchStack(4409, { outageProxyPort: 4408 });
try {
  const { page, context, proxy } = stack;
  // The member's session, for the requests sent from here straight to the runtime.
  const direct = new ApiClient(stack.runtimeUrl);
  for (const cookie of await context.cookies()) direct.cookies.set(cookie.name, cookie.value);

  // The server's share, per batch size.
  console.log(`server's share: ${COUNT} purchases sent from node, ${IN_FLIGHT} requests in flight`);
  // A first round, not counted, so every size is measured on a warmed-up server and DynamoDB Local
  // (the JVM compiles its hot paths over the first thousands of writes).
  const warmUpMs = await sendInBatches(direct, MAX_BATCH_CALLS);
  let sentDirect = COUNT;
  console.log(`  warm-up, ${MAX_BATCH_CALLS} per batch: ${seconds(warmUpMs)} (not counted)`);
  const perSize: [number, number][] = [];
  for (const size of BATCH_SIZES) {
    const ms = await sendInBatches(direct, size);
    sentDirect += COUNT;
    perSize.push([size, ms]);
    console.log(`  batch size ${String(size).padStart(2)}: ${seconds(ms)} (${(ms / COUNT).toFixed(2)} ms per purchase)`);
  }
  const fastest = perSize.reduce((a, b) => (b[1] < a[1] ? b : a));
  console.log(
    `  fastest: ${fastest[0]} per batch; the replayer sends ${MAX_BATCH_CALLS} (shared/src/api/batch-routes.ts, also the server's limit)`,
  );

  // The connection comes back.
  await context.setOffline(true);
  const enqueueStarted = performance.now();
  await enqueuePurchases(page, COUNT, Date.now());
  const enqueueMs = performance.now() - enqueueStarted;
  const cpuBefore = cpuByProcess();
  const replayStarted = performance.now();
  await context.setOffline(false);
  await untilEmpty(page);
  const replayMs = performance.now() - replayStarted;
  const cpu = cpuDelta(cpuBefore, cpuByProcess());

  // The app's own share: every batch answered at once, in the browser, by a stand-in for the server.
  const answerAtOnce = async (route: Route) => {
    const { calls } = route.request().postDataJSON() as { calls: { key: string }[] };
    const answers = calls.map(({ key }) => ({ key, status: 201, body: { success: true, message: null }, retryAfter: null }));
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ answers }) });
  };
  await context.setOffline(true);
  await enqueuePurchases(page, COUNT, Date.now() + 2_000_000);
  await context.route('**/api/batch', answerAtOnce);
  const ownStarted = performance.now();
  await context.setOffline(false);
  await untilEmpty(page);
  const ownMs = performance.now() - ownStarted;
  await context.unroute('**/api/batch', answerAtOnce);

  // The server comes back after an outage the browser did not notice.
  proxy!.down();
  await enqueuePurchases(page, COUNT, Date.now() + 1_000_000);
  await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
  proxy!.up();
  const backStarted = performance.now();
  await untilEmpty(page);
  const backMs = performance.now() - backStarted;

  const me = await direct.call<{ sweatCoins: string }>('GET', '/api/auth/me');
  const credited = Math.round(Number(me.sweatCoins) / COINS_PER_PURCHASE) - sentDirect;
  const failed = await page.evaluate(() => window.__fitchoiceOutbox!.countInState('failed'));
  const duplicates = credited - 2 * COUNT;

  console.log(`queued offline:   ${COUNT} purchases in ${seconds(enqueueMs)} (${(enqueueMs / COUNT).toFixed(1)} ms each)`);
  console.log(
    `online again:     ${COUNT} replayed in ${seconds(replayMs)} (${(replayMs / COUNT).toFixed(2)} ms each)  goal < ${seconds(REPLAY_GOAL_MS)}: ${replayMs < REPLAY_GOAL_MS ? 'met' : 'MISSED'}`,
  );
  console.log(
    `the app's share:  ${COUNT} replayed against a stand-in answering at once in ${seconds(ownMs)} (${(ownMs / COUNT).toFixed(2)} ms each); the rest of the replay above is the server's`,
  );
  console.log(
    `server back:      ${COUNT} queued during a ${seconds(OUTAGE_MS)} outage, queue empty ${seconds(backMs)} after the server answered again  goal <= ${seconds(BACK_TO_EMPTY_GOAL_MS)}: ${backMs <= BACK_TO_EMPTY_GOAL_MS ? 'met' : 'MISSED'}`,
  );
  console.log(`server balance:   ${me.sweatCoins} SweatCoins = ${credited} replayed credits + ${sentDirect} sent from node`);
  console.log(
    `duplicates:       ${Math.max(0, duplicates)}  missing: ${Math.max(0, -duplicates)}  failed: ${failed}  goal 0: ${duplicates === 0 && failed === 0 ? 'met' : 'MISSED'}`,
  );
  if (cpu.length > 0) {
    console.log('CPU during the replay after `online`, per process (ms per entry):');
    const chromium = cpu.filter(([label]) => label.startsWith('chromium')).reduce((sum, [, ms]) => sum + ms, 0);
    for (const [label, ms] of cpu) console.log(`  ${label.padEnd(40)} ${(ms / COUNT).toFixed(2)}`);
    console.log(`  ${'chromium, all processes'.padEnd(40)} ${(chromium / COUNT).toFixed(2)}`);
  }
} finally {
  await stack.stop();
}
