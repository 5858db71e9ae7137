// What the hottest requests cost in DynamoDB calls (counted by a proxy in front of DynamoDB Local):
// `GET /api/auth/me` and the heartbeat, sent by every open app, the heartbeat every 120 s, and a
// chat message, whose reads before its transaction are the wait until the other member has it; and
// the analytics summary, whose cost is the aggregate items it reads (DynamoDB Local spends ~1 ms on
// every call besides): the days and periods by query, the rest by key together. The
// local runtime's reminders timer may query meanwhile, so Query calls are left out of the counts.
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { type DynamoDbProxy, startDynamoDbProxy } from './dynamodb-proxy';
import { signUp, startTestStack } from './helpers';
import { admin } from './panel-helpers';
import { SocketClient, socialScenario, startConversation } from './social-helpers';

let proxy: DynamoDbProxy;
let stack: LocalStack;
beforeAll(async () => {
  proxy = await startDynamoDbProxy(inject('dynamodbEndpoint'));
  stack = await startTestStack({ dynamodbEndpoint: proxy.url, seedCatalogue: false });
});
afterAll(async () => {
  await stack?.stop();
  await proxy?.stop();
});

const callsOf = async (send: () => Promise<{ status: number }>, status: number): Promise<string[]> => {
  proxy.takeCalls();
  expect((await send()).status).toBe(status);
  return proxy.takeCalls().filter((operation) => operation !== 'Query');
};

describe('what a request costs', () => {
  it('GET /api/auth/me reads the session and the profile, then only the profile while the session read is kept', async () => {
    const { SESSION_CACHE_MS } = await import('../src/sessions/store');
    const { client } = await signUp(stack.url);
    const started = performance.now();
    // Sign-up opened the session without reading it: the first request reads it.
    expect(await callsOf(() => client.get('/api/auth/me'), 200)).toEqual(['GetItem SESSION', 'GetItem USER']);
    const again = await callsOf(() => client.get('/api/auth/me'), 200);
    // Kept from a read that began after `started`: certain only if both answered within the bound.
    if (performance.now() - started < SESSION_CACHE_MS) expect(again).toEqual(['GetItem USER']);
    else expect(again.at(-1)).toBe('GetItem USER');
  });

  it('a heartbeat within 5 minutes of the stored last-seen, in its day, reads it and writes nothing; a later one writes it', async () => {
    const { SEEN_PRECISION_MS } = await import('../src/sessions/store');
    const { client, userId } = await signUp(stack.url);
    // Yesterday at noon UTC: all the times below are past, in one day.
    const first = Date.now() - (Date.now() % 86_400_000) - 12 * 3_600_000;
    const heartbeat = (at: number) => callsOf(() => client.post('/api/heartbeat', { userId, at: new Date(at).toISOString() }), 204);
    const withoutSession = (calls: string[]) => calls.filter((call) => call !== 'GetItem SESSION');
    // The first heartbeat of the member's day, week and month marks them, in transactions.
    expect(await heartbeat(first)).toContain('TransactWriteItems');
    // The app's next two, 120 s apart, and one sent later from earlier (queued, or racing): nothing to write.
    for (const at of [first + 120_000, first + 240_000, first - 60_000])
      expect(withoutSession(await heartbeat(at))).toEqual(['GetItem USER']);
    // Five minutes on: last-seen moves, in one update (the day is marked already).
    expect(withoutSession(await heartbeat(first + SEEN_PRECISION_MS))).toEqual(['GetItem USER', 'UpdateItem']);
  });

  it('a purchase with an Idempotency-Key takes the key in its credit transaction: no claim, no completion after it', async () => {
    const { client } = await signUp(stack.url);
    const body = {
      walletAddress: `0x${'12'.repeat(20)}`,
      ethAmount: '0.01',
      sweatCoinsAmount: '1000.00',
      transactionHash: `demo-${Date.now()}`,
    };
    const calls = await callsOf(() => client.post('/api/web3/crypto-purchase', body, { idempotencyKey: uuidv7() }), 200);
    expect(calls.filter((call) => call !== 'GetItem SESSION')).toEqual(['GetItem USER', 'TransactWriteItems', 'GetItem COMMIT_BARRIER']);
  });

  it('a chat message reads the profile and the conversation, checks blocks by query, not a read per member and direction, and no push settings without a device', async () => {
    const { Ana, Ben } = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
    const conversation = await startConversation(Ana, [Ben]);
    const send = () => Ana.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: 'hi' });
    await send();
    // The session read is kept from the message before; Ben has no device subscribed to push, so his settings are not read.
    const calls = await callsOf(send, 201);
    expect(calls.filter((call) => call.startsWith('GetItem') && call !== 'GetItem USER')).toEqual([
      'GetItem CONV',
      'GetItem COMMIT_BARRIER',
    ]);
    expect(calls.filter((call) => call === 'GetItem USER')).toEqual(['GetItem USER']);
    expect(calls.filter((call) => call === 'TransactWriteItems')).toHaveLength(1);
  });

  it('a chat message sent with an Idempotency-Key writes no record of the key: its clientId keeps it once', async () => {
    const { Ana, Ben } = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
    const conversation = await startConversation(Ana, [Ben]);
    const calls = await callsOf(
      () =>
        Ana.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: 'hi' }, { idempotencyKey: uuidv7() }),
      201,
    );
    expect(calls.filter((call) => /^(UpdateItem|PutItem|DeleteItem|TransactWriteItems)/.test(call))).toEqual(['TransactWriteItems']);
  });

  it('fetching or reading a conversation the member has already seen writes nothing (a refused write is billed)', async () => {
    const { Ana, Ben } = await socialScenario(stack.url, { members: ['Ana', 'Ben'], friends: [['Ana', 'Ben']] });
    const conversation = await startConversation(Ana, [Ben]);
    const sent = await Ben.client.post(`/api/conversations/${conversation}/messages`, { clientId: uuidv7(), text: 'hi' });
    const seq = sent.json.message.seq;
    const writes = (calls: string[]) => calls.filter((call) => /^(UpdateItem|PutItem|DeleteItem|TransactWriteItems)/.test(call));
    // The first fetch and read move Ana's progress; the same again has nothing to move.
    expect(writes(await callsOf(() => Ana.client.get(`/api/conversations/${conversation}/messages`), 200))).toEqual(['UpdateItem']);
    expect(writes(await callsOf(() => Ana.client.get(`/api/conversations/${conversation}/messages`), 200))).toEqual([]);
    const read = () => Ana.client.post(`/api/conversations/${conversation}/read`, { seq });
    expect(writes(await callsOf(read, 200))).toEqual(['UpdateItem', 'UpdateItem']);
    expect(writes(await callsOf(read, 200))).toEqual([]);
    expect((await read()).json).toEqual({ readSeq: seq });
  });

  it('opening a socket reads the session and the profile and writes its two items in one batch, no transaction', async () => {
    const { Ana } = await socialScenario(stack.url, { members: ['Ana'] });
    proxy.takeCalls();
    const socket = await SocketClient.open(stack.url, Ana);
    try {
      // The session read may be kept from the scenario's requests; the check after the save reads it from the table.
      expect(proxy.takeCalls().filter((call) => call !== 'Query' && call !== 'GetItem SESSION')).toEqual([
        'GetItem USER',
        'BatchWriteItem',
        'BatchGetItem',
      ]);
    } finally {
      await socket.close();
    }
  });

  it('an analytics summary queries its days and periods and fetches the running total by key in one BatchGetItem', async () => {
    const boss = await admin(stack.url);
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const summary = (from: string) => callsOf(() => boss.get(`/api/analytics/summary?from=${from}&to=${day(0)}`), 200);
    const withoutSession = (calls: string[]) => calls.filter((call) => call !== 'GetItem SESSION');
    // A day, or the 90 days up to today and the 90 before: the product's days and the top lists'
    // periods are queried, the running total's 4 shards read by key. No gym or professional has a
    // count, so no names are read.
    expect(withoutSession(await summary(day(0)))).toEqual(['GetItem USER', 'BatchGetItem']);
    expect(withoutSession(await summary(day(89)))).toEqual(['GetItem USER', 'BatchGetItem']);
  });
});
