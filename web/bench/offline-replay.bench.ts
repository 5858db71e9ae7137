// Replaying the outbox: 1,000 SweatCoin purchases queued offline in the built PWA, then the
// connection returns and the app (page and service worker, under the outbox lock) sends them.
// Prints the replay time, the duplicates counted on the server, and the CPU each process used
// during the replay, per entry. Budget (issue 24): < 5 s, 0 duplicates, 0 lost. The replayer sends them in
// batches of up to 25 (POST /api/batch). BENCH_REPLAY_COUNT sets the count.
import { startBenchStack } from './offline-support';
import { cpuByProcess, cpuDelta } from './process-cpu';

const COUNT = Number(process.env.BENCH_REPLAY_COUNT ?? 1000);
const COINS_PER_PURCHASE = 1000; // 0.01 ETH at the fixed rate of 100,000 SweatCoins per ETH
const BUDGET_MS = 5_000;
/** How often the bench asks the page whether the replay has finished. */
const POLL_MS = 100;

const stack = await startBenchStack(4391);
try {
  const { page, context } = stack;
  // The server's own share: the same purchase sent directly, one after another.
  const BASELINE = 50;
  const baselineStarted = performance.now();
  for (let i = 0; i < BASELINE; i += 1) {
    const response = await context.request.post('/api/web3/crypto-purchase', {
      headers: { Origin: stack.baseUrl, 'Idempotency-Key': `baseline-${Date.now()}-${i}` },
      data: {
        walletAddress: '0x1111111111111111111111111111111111111111',
        ethAmount: '0.01',
        sweatCoinsAmount: '1000.00',
        transactionHash: `demo-${Date.now() - 1_000_000 + i}`,
      },
    });
    if (!response.ok()) throw new Error(`Baseline purchase failed: ${response.status()} ${await response.text()}`);
  }
  const serverMs = (performance.now() - baselineStarted) / BASELINE;
  await context.setOffline(true);
  const enqueueStarted = performance.now();
  await page.evaluate(async (count) => {
    const outbox = window.__fitchoiceOutbox!;
    const base = Date.now();
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
  }, COUNT);
  const enqueueMs = performance.now() - enqueueStarted;

  const cpuBefore = cpuByProcess();
  const replayStarted = performance.now();
  await context.setOffline(false);
  // Polled from here: the outbox is read asynchronously (IndexedDB), which waitForFunction cannot
  // await. A count on the state index, so the polling adds little to the page's own work.
  while ((await page.evaluate(() => window.__fitchoiceOutbox!.countInState('done'))) < COUNT) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const replayMs = performance.now() - replayStarted;
  const cpu = cpuDelta(cpuBefore, cpuByProcess());

  const me = (await (await context.request.get('/api/auth/me')).json()) as { sweatCoins: string };
  const ledger = (await (await context.request.get('/api/wallet/ledger?limit=1')).json()) as { balance: string };
  const credited = Math.round(Number(me.sweatCoins) / COINS_PER_PURCHASE) - BASELINE;
  const duplicates = credited - COUNT;

  console.log(`queued offline:   ${COUNT} purchases in ${(enqueueMs / 1000).toFixed(2)} s (${(enqueueMs / COUNT).toFixed(1)} ms each)`);
  console.log(
    `replayed online:  ${COUNT} in ${(replayMs / 1000).toFixed(2)} s (${(replayMs / COUNT).toFixed(1)} ms each)  budget < ${BUDGET_MS / 1000} s: ${replayMs < BUDGET_MS ? 'within' : 'OVER'}`,
  );
  console.log(`server alone:     ${serverMs.toFixed(1)} ms per purchase sent directly, one after another (${BASELINE} runs)`);
  console.log(
    `server balance:   ${me.sweatCoins} SweatCoins (ledger ${ledger.balance}) = ${credited} replayed credits + ${BASELINE} baseline`,
  );
  console.log(`duplicates:       ${duplicates}  missing: ${Math.max(0, -duplicates)}  budget 0: ${duplicates === 0 ? 'within' : 'OVER'}`);
  if (cpu.length > 0) {
    console.log('CPU during the replay, per process (ms per entry):');
    const chromium = cpu.filter(([label]) => label.startsWith('chromium')).reduce((sum, [, ms]) => sum + ms, 0);
    for (const [label, ms] of cpu) console.log(`  ${label.padEnd(40)} ${(ms / COUNT).toFixed(2)}`);
    console.log(`  ${'chromium, all processes'.padEnd(40)} ${(chromium / COUNT).toFixed(2)}`);
  }
} finally {
  await stack.stop();
}
