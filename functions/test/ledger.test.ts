// The SweatCoin ledger lists balance changes in the order they committed, whatever time their
// requests carried: each entry's balanceAfter is the one before it plus its amount, even when 20
// changes of one member race each other and when a later change carries an earlier time.
import { parseCoinsToCents } from '@fitchoice/shared';
import { ledgerResponseSchema } from '@fitchoice/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { book, buyCoins, setClock, slotAt } from './gym-helpers';
import { type Client, signUp, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  if (stack) await setClock(stack.url, null);
  await stack?.stop();
});

const GYM = 'gym-us-013'; // open all day

/** The ledger newest first, checked to be one unbroken chain from 0.00 to the member's balance. */
async function chainedLedger(client: Client): Promise<{ kind: string; amount: bigint; after: bigint }[]> {
  const ledger = ledgerResponseSchema.parse((await client.get('/api/wallet/ledger?limit=100')).json);
  const entries = ledger.entries.map((e) => ({
    kind: e.kind,
    amount: parseCoinsToCents(e.amount.replace('-', '')) * (e.amount.startsWith('-') ? -1n : 1n),
    after: parseCoinsToCents(e.balanceAfter),
  }));
  expect(entries[0]?.after).toBe(parseCoinsToCents(ledger.balance));
  for (const [i, entry] of entries.entries()) {
    const previous = entries[i + 1]?.after ?? 0n;
    expect(entry.after, `entry ${i} (${entry.kind}) follows the one before it`).toBe(previous + entry.amount);
  }
  return entries;
}

describe('the SweatCoin ledger', () => {
  it('lists a change after the one before it even when its request carries an earlier time', async () => {
    const { client } = await signUp(stack.url, 'Ledger');
    await setClock(stack.url, '2026-06-05T00:00:00Z');
    await buyCoins(client);
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    await book(client, GYM, (await slotAt(client, GYM, '2026-06-02', '09:00')).start, 'sweatcoins');
    const entries = await chainedLedger(client);
    expect(entries.map((e) => e.kind)).toEqual(['booking', 'purchase']);
  });

  it('keeps one unbroken chain when 20 changes of one member race each other', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const { client } = await signUp(stack.url, 'Racer');
    // Enough for all ten visits (220.00 each) whatever lands first: the refunds and purchases race them.
    for (let i = 0; i < 3; i++) await buyCoins(client);
    const slots = await Promise.all(
      ['2026-06-03', '2026-06-04'].flatMap((date) =>
        ['06:00', '07:00', '08:00', '09:00', '10:00'].map((time) => slotAt(client, GYM, date, time)),
      ),
    );
    const early = await Promise.all(slots.slice(0, 5).map((slot) => book(client, GYM, slot.start, 'sweatcoins')));

    const answers = await Promise.all([
      ...slots.slice(5).map((slot) => client.post('/api/bookings', { gymId: GYM, slotStart: slot.start, payWith: 'sweatcoins' })),
      ...early.map((booking) => client.post(`/api/bookings/${booking.id}/cancel`)),
      ...Array.from({ length: 10 }, () => buyCoins(client).then(() => ({ status: 200 }))),
    ]);
    expect(answers.map((a) => a.status)).toEqual([...Array(5).fill(201), ...Array(5).fill(200), ...Array(10).fill(200)]);

    const entries = await chainedLedger(client);
    expect(entries).toHaveLength(3 + 5 + 5 + 5 + 10);
    expect(entries.filter((e) => e.kind === 'refund')).toHaveLength(5);
  });
});
