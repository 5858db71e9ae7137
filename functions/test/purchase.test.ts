// The SweatCoin purchase in demo mode (the local default) and the ledger, over real HTTP on
// DynamoDB Local: one credit per hash, exact decimal arithmetic, and a table of bad inputs that
// each get a 4xx and change nothing.
import { randomUUID } from 'node:crypto';
import { activityResponseSchema, appConfigResponseSchema, cryptoPurchaseResponseSchema, ledgerResponseSchema } from '@fitchoice/shared/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { type Client, send, signUp, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
});
afterAll(async () => {
  await stack?.stop();
});

const WALLET = '0x1234567890abcdef1234567890abcdef1234abcd';
let nextHash = Date.now();
function demoHash(): string {
  nextHash += 1;
  return `demo-${nextHash}`;
}

function purchase(overrides: Record<string, unknown> = {}) {
  return { walletAddress: WALLET, ethAmount: '0.01', sweatCoinsAmount: '1000.00', transactionHash: demoHash(), ...overrides };
}

async function ledgerOf(client: Client) {
  const answer = await client.get('/api/wallet/ledger');
  expect(answer.status).toBe(200);
  return ledgerResponseSchema.parse(answer.json);
}

describe('demo purchase', () => {
  it('credits ethAmount x 100000 SweatCoins and writes one ledger entry', async () => {
    const { client } = await signUp(stack.url);
    const body = purchase();
    const answer = await client.post('/api/web3/crypto-purchase', body);
    expect(answer.status).toBe(200);
    expect(cryptoPurchaseResponseSchema.parse(answer.json)).toEqual({
      success: true,
      message: "You've purchased 1000.00 SweatCoins",
      balance: '1000.00',
    });
    expect((await client.get('/api/auth/me')).json.sweatCoins).toBe('1000.00');
    const ledger = await ledgerOf(client);
    expect(ledger.balance).toBe('1000.00');
    expect(ledger.entries).toEqual([
      expect.objectContaining({ kind: 'purchase', amount: '1000.00', balanceAfter: '1000.00', transactionHash: body.transactionHash }),
    ]);
  });

  it('adds decimal amounts exactly (0.1 + 0.2 ETH is 30000.00 SweatCoins) and keeps huge balances exact', async () => {
    const { client } = await signUp(stack.url);
    await client.post('/api/web3/crypto-purchase', purchase({ ethAmount: '0.1', sweatCoinsAmount: '10000.00' }));
    const second = await client.post('/api/web3/crypto-purchase', purchase({ ethAmount: '0.2', sweatCoinsAmount: '20000' }));
    expect(second.json.balance).toBe('30000.00');
    const big = await client.post(
      '/api/web3/crypto-purchase',
      purchase({ ethAmount: '123456789012.1234567', sweatCoinsAmount: '12345678901212345.67' }),
    );
    expect(big.status).toBe(200);
    expect(big.json.balance).toBe('12345678901242345.67');
    expect((await client.get('/api/auth/me')).json.sweatCoins).toBe('12345678901242345.67');
  });

  it('answers the first result again for the same hash by the same buyer, crediting once', async () => {
    const { client } = await signUp(stack.url);
    const body = purchase();
    const first = await client.post('/api/web3/crypto-purchase', body);
    await client.post('/api/web3/crypto-purchase', purchase());
    const again = await client.post('/api/web3/crypto-purchase', body);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    const ledger = await ledgerOf(client);
    expect(ledger.balance).toBe('2000.00');
    expect(ledger.entries.filter((entry) => entry.transactionHash === body.transactionHash)).toHaveLength(1);
  });

  it('answers 409 when another account posts a hash already credited', async () => {
    const ana = await signUp(stack.url);
    const bo = await signUp(stack.url, 'Bo');
    const body = purchase();
    expect((await ana.client.post('/api/web3/crypto-purchase', body)).status).toBe(200);
    const stolen = await bo.client.post('/api/web3/crypto-purchase', body);
    expect(stolen.status).toBe(409);
    expect(stolen.json).toMatchObject({ success: false, message: expect.stringMatching(/another account/) });
    expect((await ledgerOf(bo.client)).entries).toEqual([]);
    expect((await bo.client.get('/api/auth/me')).json.sweatCoins).toBe('0.00');
  });

  it('stores the answer for its Idempotency-Key with the credit: a replay answers it at once, another body under the key is 422', async () => {
    const { client } = await signUp(stack.url);
    const key = randomUUID();
    const body = purchase();
    const first = await client.post('/api/web3/crypto-purchase', body, { idempotencyKey: key });
    expect(first.status).toBe(200);
    const replay = await client.post('/api/web3/crypto-purchase', body, { idempotencyKey: key });
    expect(replay.status).toBe(200);
    expect(replay.text).toBe(first.text);
    const other = await client.post('/api/web3/crypto-purchase', purchase(), { idempotencyKey: key });
    expect(other.status).toBe(422);
    const ledger = await ledgerOf(client);
    expect(ledger.balance).toBe('1000.00');
    expect(ledger.entries).toHaveLength(1);
  });

  it('credits once under 20 concurrent replays of one hash', async () => {
    const { client } = await signUp(stack.url);
    const body = purchase();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.post('/api/web3/crypto-purchase', body, i % 2 === 0 ? { idempotencyKey: randomUUID() } : {}),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((answer) => answer.json.balance))).toEqual(new Set(['1000.00']));
    const ledger = await ledgerOf(client);
    expect(ledger.balance).toBe('1000.00');
    expect(ledger.entries).toHaveLength(1);
  });

  it('keeps the balance and the ledger consistent under 10 concurrent different purchases', async () => {
    const { client } = await signUp(stack.url);
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/web3/crypto-purchase', purchase())));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const ledger = await ledgerOf(client);
    expect(ledger.balance).toBe('10000.00');
    expect(ledger.entries).toHaveLength(10);
    // Each credit built on the one before: the balances after are exactly 1000, 2000, ... 10000.
    const after = ledger.entries.map((entry) => entry.balanceAfter).sort((a, b) => Number(a) - Number(b));
    expect(after).toEqual(Array.from({ length: 10 }, (_, i) => `${(i + 1) * 1000}.00`));
  });

  it('credits 40 concurrent purchases of one member once each, in one exact ledger with an activity entry each', async () => {
    const { client } = await signUp(stack.url);
    const answers = await Promise.all(Array.from({ length: 40 }, () => client.post('/api/web3/crypto-purchase', purchase())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
    // Each answer tells its own balance after it: all different, 1000 apart, as in the ledger.
    const told = answers.map((answer) => Number(answer.json.balance)).sort((a, b) => a - b);
    expect(told).toEqual(Array.from({ length: 40 }, (_, i) => (i + 1) * 1000));
    const ledger = await ledgerOf(client);
    expect(ledger.balance).toBe('40000.00');
    expect(ledger.entries.map((entry) => Number(entry.balanceAfter))).toEqual(told.toReversed());
    const activity = activityResponseSchema.parse((await client.get('/api/activity?limit=50')).json);
    expect(activity.entries.filter((item) => item.kind === 'purchase')).toHaveLength(40);
  });

  it('answers a refused purchase alone when it arrives among others: its neighbours are credited', async () => {
    const other = await signUp(stack.url);
    const taken = purchase();
    expect((await other.client.post('/api/web3/crypto-purchase', taken)).status).toBe(200);
    const { client } = await signUp(stack.url);
    const fresh = Array.from({ length: 12 }, () => purchase());
    const bodies = [...fresh.slice(0, 6), taken, fresh[0]!, ...fresh.slice(6)];
    const answers = await Promise.all(bodies.map((body) => client.post('/api/web3/crypto-purchase', body)));
    expect(answers.map((answer) => answer.status)).toEqual([...Array(6).fill(200), 409, 200, ...Array(6).fill(200)]);
    const ledger = await ledgerOf(client);
    expect(ledger.balance).toBe('12000.00');
    expect(ledger.entries.map((entry) => entry.transactionHash).sort()).toEqual(fresh.map((body) => body.transactionHash).sort());
  });

  it('refuses a 0x hash in demo mode, crediting nothing', async () => {
    const { client } = await signUp(stack.url);
    const answer = await client.post('/api/web3/crypto-purchase', purchase({ transactionHash: `0x${'ab'.repeat(32)}` }));
    expect(answer.status).toBe(422);
    expect(answer.json).toMatchObject({ success: false, message: expect.stringMatching(/demo mode/) });
    expect((await ledgerOf(client)).entries).toEqual([]);
  });

  it('answers 403 to a guest and 401 without a session, in the purchase answer shape', async () => {
    const guest = await send(stack.url, '/api/auth/guest', { method: 'POST' });
    const sid = /^sid=([^;]+)/.exec(guest.setCookies[0]!)![1];
    const asGuest = await send(stack.url, '/api/web3/crypto-purchase', { body: purchase(), headers: { cookie: `sid=${sid}` } });
    expect(asGuest.status).toBe(403);
    expect(asGuest.json).toMatchObject({ success: false, message: expect.stringMatching(/Guests/), error: expect.any(String) });
    const anonymous = await send(stack.url, '/api/web3/crypto-purchase', { body: purchase() });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toMatchObject({ success: false });
  });

  it('tells the app it runs in demo mode', async () => {
    const answer = await send(stack.url, '/api/config');
    expect(appConfigResponseSchema.parse(answer.json)).toEqual({ purchaseMode: 'demo', treasuryAddress: null, chainId: null });
  });
});

// The purchase takes its Idempotency-Key in the credit's own transaction, with no claim before it
// (http/idempotency.ts, answerInTransaction): requests with one key may run side by side, and only
// the transaction that takes the key commits.
describe('the Idempotency-Key taken in the credit', () => {
  const PATH = '/api/web3/crypto-purchase';
  const requestHash = async (body: string) => (await import('../src/http/idempotency')).requestHashOf(`POST ${PATH}`, {}, body);
  /** As if another request with this key had claimed it `agoMs` ago, with a lease of `leaseMs`. */
  const claimedBefore = async (userId: string, key: string, body: string, agoMs: number, leaseMs: number) => {
    const { claimKey } = await import('../src/http/idempotency-store');
    const claim = await claimKey({
      scope: userId,
      key,
      requestHash: await requestHash(body),
      now: Date.now() - agoMs,
      leaseMs,
      ttlMs: 60_000,
    });
    expect(claim.state).toBe('claimed');
  };

  it('credits once and answers all 30 alike when one key and body are sent 30 times at once', async () => {
    const { client } = await signUp(stack.url);
    const key = randomUUID();
    const body = purchase();
    const answers = await Promise.all(Array.from({ length: 30 }, () => client.post(PATH, body, { idempotencyKey: key })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    const ledger = await ledgerOf(client);
    expect(ledger.balance).toBe('1000.00');
    expect(ledger.entries).toHaveLength(1);
  });

  it('credits one of 30 different purchases sent at once under one key and refuses the other 29 with 422', async () => {
    const { client } = await signUp(stack.url);
    const key = randomUUID();
    const bodies = Array.from({ length: 30 }, () => purchase());
    const answers = await Promise.all(bodies.map((body) => client.post(PATH, body, { idempotencyKey: key })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 422)).toHaveLength(29);
    const winner = bodies[statuses.indexOf(200)]!;
    const ledger = await ledgerOf(client);
    expect(ledger.balance).toBe('1000.00');
    expect(ledger.entries.map((entry) => entry.transactionHash)).toEqual([winner.transactionHash]);
    // The key keeps the winner's answer.
    const again = await client.post(PATH, winner, { idempotencyKey: key });
    expect(again.text).toBe(answers[statuses.indexOf(200)]!.text);
  });

  it('stores a refusal for its key, and credits nothing when the same key comes back with a good purchase', async () => {
    const { client } = await signUp(stack.url);
    const key = randomUUID();
    const refused = purchase({ transactionHash: `0x${'cd'.repeat(32)}` });
    const first = await client.post(PATH, refused, { idempotencyKey: key });
    expect(first.status).toBe(422);
    expect((await client.post(PATH, refused, { idempotencyKey: key })).text).toBe(first.text);
    expect((await client.post(PATH, purchase(), { idempotencyKey: key })).status).toBe(422);
    expect((await ledgerOf(client)).entries).toEqual([]);
  });

  it('waits for a claim of the key still held by another request, then answers a retryable 409 and credits nothing', async () => {
    const { client, userId } = await signUp(stack.url);
    const key = randomUUID();
    const body = JSON.stringify(purchase());
    await claimedBefore(userId, key, body, 0, 60_000);
    const answer = await client.post(PATH, body, { idempotencyKey: key });
    expect(answer.status).toBe(409);
    expect(answer.json.code).toBe('idempotency_in_progress');
    expect((await ledgerOf(client)).entries).toEqual([]);
  });

  it('takes over a claim whose request was abandoned (its lease ran out) and credits once', async () => {
    const { client, userId } = await signUp(stack.url);
    const key = randomUUID();
    const body = JSON.stringify(purchase());
    await claimedBefore(userId, key, body, 40_000, 35_000);
    const answer = await client.post(PATH, body, { idempotencyKey: key });
    expect(answer.status).toBe(200);
    expect((await client.post(PATH, body, { idempotencyKey: key })).text).toBe(answer.text);
    expect((await ledgerOf(client)).balance).toBe('1000.00');
  });
});

describe('credits written together', () => {
  // The store's own queue, called in one tick: the first credit is written alone, the 11 that
  // arrived meanwhile together; one of them is a hash already recorded, so each is written alone.
  it('writes the credits that wait together, and answers each as it would alone when one of them fails', async () => {
    const { creditPurchase } = await import('../src/wallet/purchases');
    const { userId } = await signUp(stack.url);
    const { userId: otherId } = await signUp(stack.url);
    const credit = (user: string, transactionHash: string) =>
      creditPurchase({
        transactionHash,
        userId: user,
        walletAddress: WALLET,
        ethAmount: '0.01',
        coinCents: 100_000n,
        createdAt: new Date().toISOString(),
      });
    const taken = demoHash();
    await credit(otherId, taken);
    const hashes = Array.from({ length: 12 }, () => demoHash());
    hashes[5] = taken;
    const results = await Promise.all(hashes.map((hash) => credit(userId, hash)));
    expect(results.map((result) => result.state)).toEqual(hashes.map((hash) => (hash === taken ? 'exists' : 'credited')));
    expect(results[5]!.purchase.userId).toBe(otherId);
    const after = results.filter((result) => result.state === 'credited').map((result) => result.purchase.balanceAfterCents);
    expect(after).toEqual(Array.from({ length: 11 }, (_, i) => BigInt(i + 1) * 100_000n));

    // Without a failing one, the 11 waiting are one transaction; the balances follow on in order.
    const more = await Promise.all(Array.from({ length: 12 }, () => credit(userId, demoHash())));
    expect(more.map((result) => result.purchase.balanceAfterCents)).toEqual(
      Array.from({ length: 12 }, (_, i) => BigInt(i + 12) * 100_000n),
    );
  });
});

describe('credits written together: failures and other writers', () => {
  const credit = async (userId: string, transactionHash: string) => {
    const { creditPurchase } = await import('../src/wallet/purchases');
    return creditPurchase({
      transactionHash,
      userId,
      walletAddress: WALLET,
      ethAmount: '0.01',
      coinCents: 100_000n,
      createdAt: new Date().toISOString(),
    });
  };

  /** The member's ledger in commit order, checked to follow on: each balance after is the one before plus its amount. */
  async function checkedLedger(userId: string) {
    const { listLedger, readCoinAccount } = await import('../src/wallet/ledger');
    const entries = (await listLedger(userId, 100)).toReversed();
    expect(entries.map((entry) => entry.seq)).toEqual(entries.map((_, i) => i + 1));
    let cents = 0n;
    for (const entry of entries) {
      cents += entry.amountCents;
      expect(entry.balanceAfterCents).toBe(cents);
    }
    expect(await readCoinAccount(userId)).toEqual({ cents, seq: entries.length });
    return entries;
  }

  it('writes the credits that failed a group on their own and the rest together again, not each alone', async () => {
    const { documentClient } = await import('../src/dynamo/client');
    const { userId } = await signUp(stack.url);
    const { userId: otherId } = await signUp(stack.url);
    const taken = [demoHash(), demoHash(), demoHash()];
    for (const hash of taken) await credit(otherId, hash);
    const hashes = Array.from({ length: 20 }, () => demoHash());
    hashes[4] = taken[0]!;
    hashes[9] = taken[1]!;
    hashes[15] = taken[2]!;
    const send = vi.spyOn(documentClient, 'send');
    try {
      const results = await Promise.all(hashes.map((hash) => credit(userId, hash)));
      expect(results.map((result) => result.state)).toEqual(hashes.map((hash) => (taken.includes(hash) ? 'exists' : 'credited')));
      const transactions = send.mock.calls.filter(([command]) => command.constructor.name === 'TransactWriteCommand').length;
      // The first alone, the 19 that waited (failing at 3), the 3 alone, the 16 together: 6, where
      // writing each of the 19 alone took 21.
      expect(transactions).toBeLessThanOrEqual(8);
    } finally {
      send.mockRestore();
    }
    const entries = await checkedLedger(userId);
    expect(entries.map((entry) => entry.transactionHash).sort()).toEqual(hashes.filter((hash) => !taken.includes(hash)).sort());
  });

  it("keeps the ledger exact when another writer moves the balance between a member's turns", async () => {
    const { coinChange, readCoinAccount } = await import('../src/wallet/ledger');
    const { retryRaces, transactOnce, ConditionFailedError, TRY_AGAIN } = await import('../src/dynamo/transact');
    const { userId } = await signUp(stack.url);
    // Another route of the balance (a refund), written as they are: read, then a conditional transaction.
    const refund = () =>
      retryRaces(async () => {
        const before = await readCoinAccount(userId);
        try {
          await transactOnce(
            coinChange(userId, before, { kind: 'refund', amountCents: 500n, transactionHash: null, createdAt: new Date().toISOString() }),
          );
          return true;
        } catch (error) {
          if (error instanceof ConditionFailedError) return TRY_AGAIN;
          throw error;
        }
      });
    const work: Promise<unknown>[] = [];
    for (let wave = 0; wave < 4; wave++) {
      for (let i = 0; i < 10; i++) work.push(credit(userId, demoHash()));
      work.push(refund());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await Promise.all(work);
    const entries = await checkedLedger(userId);
    expect(entries.filter((entry) => entry.kind === 'purchase')).toHaveLength(40);
    expect(entries.filter((entry) => entry.kind === 'refund')).toHaveLength(4);
    expect(entries.at(-1)!.balanceAfterCents).toBe(40n * 100_000n + 4n * 500n);
  });
});

describe('bad input', () => {
  const cases: { name: string; body: unknown; field?: string }[] = [
    { name: 'ethAmount as a number', body: purchase({ ethAmount: 0.01 }), field: 'ethAmount' },
    { name: 'negative ethAmount', body: purchase({ ethAmount: '-0.01', sweatCoinsAmount: '-1000.00' }), field: 'ethAmount' },
    { name: 'zero ethAmount', body: purchase({ ethAmount: '0', sweatCoinsAmount: '0.00' }), field: 'ethAmount' },
    {
      name: '1 wei, worth 0.00 SweatCoins',
      body: purchase({ ethAmount: '0.000000000000000001', sweatCoinsAmount: '0.00' }),
      field: 'ethAmount',
    },
    { name: 'NaN ethAmount', body: purchase({ ethAmount: 'NaN' }), field: 'ethAmount' },
    { name: 'Infinity ethAmount', body: purchase({ ethAmount: 'Infinity' }), field: 'ethAmount' },
    { name: 'exponent ethAmount', body: purchase({ ethAmount: '1e-2' }), field: 'ethAmount' },
    { name: '19-decimal ethAmount', body: purchase({ ethAmount: '0.0000000000000000001', sweatCoinsAmount: '0.00' }), field: 'ethAmount' },
    { name: 'ethAmount with spaces', body: purchase({ ethAmount: ' 0.01' }), field: 'ethAmount' },
    { name: 'unicode digits', body: purchase({ ethAmount: '٠.٠١' }), field: 'ethAmount' },
    { name: 'coins not ETH x 100000', body: purchase({ sweatCoinsAmount: '1000.01' }), field: 'sweatCoinsAmount' },
    { name: 'coins with 3 decimals', body: purchase({ sweatCoinsAmount: '1000.000' }), field: 'sweatCoinsAmount' },
    { name: 'coins as a number', body: purchase({ sweatCoinsAmount: 1000 }), field: 'sweatCoinsAmount' },
    { name: 'missing walletAddress', body: purchase({ walletAddress: undefined }), field: 'walletAddress' },
    { name: 'short walletAddress', body: purchase({ walletAddress: '0x1234' }), field: 'walletAddress' },
    {
      name: 'walletAddress without 0x',
      body: purchase({ walletAddress: '1234567890abcdef1234567890abcdef1234abcd' }),
      field: 'walletAddress',
    },
    { name: 'missing transactionHash', body: purchase({ transactionHash: undefined }), field: 'transactionHash' },
    { name: 'a huge hash', body: purchase({ transactionHash: 'x'.repeat(60_000) }), field: 'transactionHash' },
    { name: 'a unicode hash', body: purchase({ transactionHash: 'demo-１７６３７７６８０００００' }), field: 'transactionHash' },
    { name: 'a client-sent balance', body: purchase({ balance: '1000000.00' }), field: 'balance' },
    { name: 'a client-sent userId', body: purchase({ userId: 'someone-else' }), field: 'userId' },
    {
      name: 'a __proto__ key',
      body: `{"walletAddress":"${WALLET}","ethAmount":"0.01","sweatCoinsAmount":"1000.00","transactionHash":"demo-1763776800001","__proto__":{"isAdmin":true}}`,
      field: '__proto__',
    },
    { name: 'a constructor key', body: purchase({ constructor: { prototype: { isAdmin: true } } }), field: 'constructor' },
    { name: 'an array body', body: [purchase()] },
    { name: 'a null body', body: 'null' },
    { name: 'a string body', body: '"buy"' },
    { name: 'malformed JSON', body: '{"walletAddress":' },
  ];

  it.each(cases)('$name gets a 4xx naming the field and changes nothing', async ({ body, field }) => {
    const { client } = await signUp(stack.url);
    const answer = await client.post('/api/web3/crypto-purchase', body);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(answer.json).toMatchObject({ success: false, message: expect.any(String) });
    if (field) expect(answer.json.field).toBe(field);
    const ledger = await ledgerOf(client);
    expect(ledger).toEqual({ balance: '0.00', entries: [] });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('refuses a bad ledger limit, naming it', async () => {
    const { client } = await signUp(stack.url);
    for (const limit of ['abc', '0', '101', '1.5']) {
      const answer = await client.get(`/api/wallet/ledger?limit=${limit}`);
      expect(answer.status).toBe(400);
      expect(answer.json.field).toBe('limit');
    }
    expect((await client.get('/api/wallet/ledger?unknown=1')).status).toBe(400);
  });

  it('pages the ledger newest first', async () => {
    const { client } = await signUp(stack.url);
    await client.post('/api/web3/crypto-purchase', purchase());
    await client.post('/api/web3/crypto-purchase', purchase({ ethAmount: '0.02', sweatCoinsAmount: '2000.00' }));
    const page = ledgerResponseSchema.parse((await client.get('/api/wallet/ledger?limit=1')).json);
    expect(page.entries).toHaveLength(1);
    expect(page.entries[0]).toMatchObject({ amount: '2000.00', balanceAfter: '3000.00' });
  });
});
