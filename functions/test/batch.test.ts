// POST /api/batch over real HTTP on DynamoDB Local: each call answered as its route answers it
// alone, under its own Idempotency-Key (a replayed batch changes nothing; racing batches credit a
// purchase once), a refused call next to accepted ones, and the batch's own checks.
import { randomUUID } from 'node:crypto';
import { MAX_BATCH_CALLS } from '@fitchoice/shared/api/batch-routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { type Client, send, signUp, startTestStack } from './helpers';
import { admin } from './panel-helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
});
afterAll(async () => {
  await stack?.stop();
});

const WALLET = '0x1234567890abcdef1234567890abcdef1234abcd';
let nextHash = Date.now();
const purchaseCall = (key = randomUUID()) => {
  nextHash += 1;
  return {
    key,
    method: 'POST',
    path: '/api/web3/crypto-purchase',
    body: { walletAddress: WALLET, ethAmount: '0.01', sweatCoinsAmount: '1000.00', transactionHash: `demo-${nextHash}` },
  };
};

async function balanceOf(client: Client): Promise<string> {
  const me = await client.get('/api/auth/me');
  expect(me.status).toBe(200);
  return me.json.sweatCoins as string;
}

describe('POST /api/batch', () => {
  it('refuses a body nested 20,000 deep with 400 before any call runs: the purchase beside it is not credited', async () => {
    const { client } = await signUp(stack.url);
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const text = `{"calls":[${JSON.stringify(purchaseCall())},{"key":"deep","method":"POST","path":"/api/heartbeat","body":${deep}}]}`;
    const answer = await client.post('/api/batch', text);
    expect(answer.status, answer.text).toBe(400);
    expect(answer.json.error).toMatch(/nested too deep/);
    expect(await balanceOf(client)).toBe('0.00');
    const alone = await client.post('/api/heartbeat', `{"userId":${deep}}`);
    expect(alone.status).toBe(400);
  });

  it(`credits ${MAX_BATCH_CALLS} purchases once each, and the same batch sent again answers the same and credits nothing more`, async () => {
    const { client } = await signUp(stack.url);
    const calls = Array.from({ length: MAX_BATCH_CALLS }, () => purchaseCall());
    const first = await client.post('/api/batch', { calls });
    expect(first.status, first.text).toBe(200);
    expect(first.json.answers.map((answer: { key: string }) => answer.key)).toEqual(calls.map((call) => call.key));
    for (const answer of first.json.answers) expect(answer).toMatchObject({ status: 200, body: { success: true }, retryAfter: null });
    expect(await balanceOf(client)).toBe(`${MAX_BATCH_CALLS * 1000}.00`);
    const ledger = await client.get('/api/wallet/ledger?limit=100');
    expect(ledger.json.entries).toHaveLength(MAX_BATCH_CALLS);

    const again = await client.post('/api/batch', { calls });
    expect(again.status).toBe(200);
    expect(again.json.answers).toEqual(first.json.answers);
    expect(await balanceOf(client)).toBe(`${MAX_BATCH_CALLS * 1000}.00`);
  });

  it('answers a call as its route would alone: the purchase sent after its batch gets the batch answer', async () => {
    const { client } = await signUp(stack.url);
    const call = purchaseCall();
    const batch = await client.post('/api/batch', { calls: [call] });
    const alone = await client.post(call.path, call.body, { idempotencyKey: call.key });
    expect(alone.status).toBe(200);
    expect(alone.json).toEqual(batch.json.answers[0].body);
    expect(await balanceOf(client)).toBe('1000.00');
  });

  it('credits a purchase once when 20 batches carrying it race', async () => {
    const { client } = await signUp(stack.url);
    const call = purchaseCall();
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/batch', { calls: [call, purchaseCall()] })));
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      // A racing duplicate waits for the first answer (or, past IDEMPOTENCY_WAIT_MS, is told to retry).
      expect([200, 409]).toContain(answer.json.answers[0].status);
    }
    const ledger = await client.get('/api/wallet/ledger?limit=100');
    const hashes = ledger.json.entries.map((entry: { transactionHash: string }) => entry.transactionHash);
    expect(hashes.filter((hash: string) => hash === call.body.transactionHash)).toHaveLength(1);
    expect(hashes).toHaveLength(21);
  });

  it('credits every purchase once when 30 batches of one member race, each carrying new purchases and ones sent before', async () => {
    const { client } = await signUp(stack.url);
    // Six calls each sent in five batches (a replay's batch sent again while it was still being
    // answered), beside three new ones in each batch: 96 purchases, a ledger page.
    const repeated = Array.from({ length: 6 }, () => purchaseCall());
    const batches = Array.from({ length: 30 }, (_, i) => [purchaseCall(), repeated[i % repeated.length]!, purchaseCall(), purchaseCall()]);
    const answers = await Promise.all(batches.map((calls) => client.post('/api/batch', { calls })));
    for (const [i, answer] of answers.entries()) {
      expect(answer.status, answer.text).toBe(200);
      const statuses = answer.json.answers.map((item: { status: number }) => item.status);
      // A repeated call waiting for its first sending's answer may be told to retry (409 with Retry-After).
      expect(statuses.filter((_: number, at: number) => at !== 1)).toEqual(Array(3).fill(200));
      expect([200, 409]).toContain(statuses[1]);
      expect(answer.json.answers.map((item: { key: string }) => item.key)).toEqual(batches[i]!.map((call) => call.key));
    }
    const distinct = new Set(batches.flat().map((call) => call.body.transactionHash));
    expect(await balanceOf(client)).toBe(`${distinct.size * 1000}.00`);
    const ledger = await client.get('/api/wallet/ledger?limit=100');
    const entries = ledger.json.entries as { transactionHash: string; amount: string; balanceAfter: string }[];
    expect(entries.map((entry) => entry.transactionHash).sort()).toEqual([...distinct].sort());
    // The ledger follows on: oldest first, each balance after is the one before plus its amount.
    let cents = 0;
    for (const entry of entries.toReversed()) {
      cents += Math.round(Number(entry.amount) * 100);
      expect(Math.round(Number(entry.balanceAfter) * 100)).toBe(cents);
    }
  });

  it("counts a batch's purchases, which the store writes together, in the analytics exactly as the rebuild does", async () => {
    const boss = await admin(stack.url);
    const { client } = await signUp(stack.url);
    const answer = await client.post('/api/batch', { calls: Array.from({ length: MAX_BATCH_CALLS }, () => purchaseCall()) });
    expect(answer.status, answer.text).toBe(200);
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const summary = async () => {
      const figures = await boss.get(`/api/analytics/summary?from=${day(-1)}&to=${day(0)}`);
      expect(figures.status, figures.text).toBe(200);
      return figures.json.figures as Record<string, { current: string | number | null } | null>;
    };
    const live = await summary();
    expect(Number(live.coinsPurchased!.current)).toBeGreaterThanOrEqual(MAX_BATCH_CALLS * 1000);
    const { rebuildAggregates } = await import('../src/aggregates/rebuild-aggregates');
    await rebuildAggregates();
    expect(await summary()).toEqual(live);
  });

  it('a refused call gets its own answer and changes nothing; its neighbours are applied', async () => {
    const { client, userId } = await signUp(stack.url);
    const good = purchaseCall();
    const badBody = { ...purchaseCall(), body: { ...purchaseCall().body, ethAmount: 'lots' } };
    const otherUser = { key: randomUUID(), method: 'POST', path: '/api/heartbeat', body: { userId: 'someone-else' } };
    const notBatchable = { key: randomUUID(), method: 'POST', path: '/api/auth/logout' };
    const unknownBooking = { key: randomUUID(), method: 'POST', path: '/api/bookings/no-such-booking/cancel' };
    const heartbeat = { key: randomUUID(), method: 'POST', path: '/api/heartbeat', body: { userId } };
    const answer = await client.post('/api/batch', { calls: [good, badBody, otherUser, notBatchable, unknownBooking, heartbeat] });
    expect(answer.status, answer.text).toBe(200);
    const [goodAnswer, badAnswer, otherAnswer, notBatchableAnswer, unknownAnswer, heartbeatAnswer] = answer.json.answers;
    expect(goodAnswer.status).toBe(200);
    expect(badAnswer).toMatchObject({ status: 400, body: { field: 'ethAmount' } });
    expect(otherAnswer.status).toBe(403);
    expect(notBatchableAnswer).toMatchObject({ status: 400, body: { code: 'bad_request' } });
    expect(unknownAnswer.status).toBe(404);
    expect(heartbeatAnswer).toMatchObject({ status: 204, body: null });
    expect(await balanceOf(client)).toBe('1000.00');
    // The session is still open: a batched logout would have closed it.
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('refuses a batch without a session, from another site, too big, or with one key twice, and runs none of it', async () => {
    const { client } = await signUp(stack.url);
    const calls = [purchaseCall()];
    expect((await send(stack.url, '/api/batch', { body: { calls } })).status).toBe(401);
    expect((await client.post('/api/batch', { calls }, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    const tooMany = await client.post('/api/batch', { calls: Array.from({ length: MAX_BATCH_CALLS + 1 }, () => purchaseCall()) });
    expect(tooMany).toMatchObject({ status: 400, json: { field: 'calls' } });
    const twice = await client.post('/api/batch', { calls: [calls[0], { ...purchaseCall(), key: calls[0]!.key }] });
    expect(twice.status).toBe(400);
    const badKey = await client.post('/api/batch', { calls: [{ ...purchaseCall(), key: 'not a key!' }] });
    expect(badKey.status).toBe(400);
    expect(await balanceOf(client)).toBe('0.00');
  });
});
