// Writes that lose a race retry with fresh reads, a bounded number of times: with the member's
// profile refusing every transaction (through a DynamoDB proxy, test/dynamodb-proxy.ts), each money-like request gives
// up after MAX_RACE_ATTEMPTS tries with 503 and Retry-After, and changes nothing.
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { type DynamoDbProxy, startDynamoDbProxy } from './dynamodb-proxy';
import { book, buyCoins, checkInNow, type Json, setClock, slotAt } from './gym-helpers';
import { type Client, signUp, startTestStack } from './helpers';

let proxy: DynamoDbProxy;
let stack: LocalStack;
let maxAttempts: number;
beforeAll(async () => {
  proxy = await startDynamoDbProxy(inject('dynamodbEndpoint'));
  stack = await startTestStack({ dynamodbEndpoint: proxy.url });
  // Imported once the stack is up: the store's client reads its endpoint when it loads.
  maxAttempts = (await import('../src/dynamo/transact')).MAX_RACE_ATTEMPTS;
});
afterAll(async () => {
  if (stack) await setClock(stack.url, null);
  await stack?.stop();
  await proxy?.stop();
});

const GYM = 'gym-gb-004';
const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

interface World {
  client: Client;
  userId: string;
  booking: Json;
}

/** A member with 1000 SweatCoins, a visit paid with them tomorrow, and 75 XP from today's visit. */
async function world(): Promise<World> {
  await setClock(stack.url, '2026-06-01T08:00:00Z');
  const { client, userId } = await signUp(stack.url, 'Racer');
  await buyCoins(client);
  const today = await book(client, GYM, (await slotAt(client, GYM, '2026-06-01', '10:00')).start, 'sweatcoins');
  const booking = await book(client, GYM, (await slotAt(client, GYM, '2026-06-02', '10:00')).start, 'sweatcoins');
  await setClock(stack.url, at(today.slotStart, 5));
  await checkInNow(stack.url, client, today);
  return { client, userId, booking };
}

describe('a write that keeps losing its race', () => {
  it.each([
    {
      name: 'a purchase',
      send: ({ client }: World) =>
        client.post('/api/web3/crypto-purchase', {
          walletAddress: '0x1234567890abcdef1234567890abcdef1234abcd',
          ethAmount: '0.01',
          sweatCoinsAmount: '1000.00',
          transactionHash: `demo-${Date.now()}999`,
        }),
    },
    {
      name: 'a booking paid with SweatCoins',
      send: async ({ client }: World) =>
        client.post('/api/bookings', {
          gymId: GYM,
          slotStart: (await slotAt(client, GYM, '2026-06-03', '10:00')).start,
          payWith: 'sweatcoins',
        }),
    },
    { name: 'a cancellation with a refund', send: ({ client, booking }: World) => client.post(`/api/bookings/${booking.id}/cancel`) },
    { name: 'an XP conversion', send: ({ client }: World) => client.post('/api/rewards/convert', { xp: 50 }) },
    {
      name: 'a check-in',
      send: async (w: World) => {
        await setClock(stack.url, at(w.booking.slotStart, 5));
        return checkInNow(stack.url, w.client, w.booking, { expectOk: false });
      },
    },
  ])('gives up on $name after a bounded number of tries, with 503 and Retry-After, changing nothing', async ({ send }) => {
    const w = await world();
    const before = (await w.client.get('/api/auth/me')).json;
    const activityBefore = (await w.client.get('/api/activity')).json.entries.length;

    proxy.failWritesTo({ PK: `USER#${w.userId}`, SK: 'PROFILE' });
    let answer: Awaited<ReturnType<typeof send>>;
    let tries: number;
    try {
      answer = await send(w);
    } finally {
      tries = proxy.failed();
      proxy.failWritesTo(null);
    }

    expect(answer.status, answer.text).toBe(503);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json.error).toBe('Too many changes to this at once; try again in a moment');
    expect(tries).toBe(maxAttempts);
    const after = (await w.client.get('/api/auth/me')).json;
    expect({ xp: after.xp, sweatCoins: after.sweatCoins }).toEqual({ xp: before.xp, sweatCoins: before.sweatCoins });
    expect((await w.client.get('/api/activity')).json.entries).toHaveLength(activityBefore);
  });
});
