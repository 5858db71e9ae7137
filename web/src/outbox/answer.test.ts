// @vitest-environment node
// Waiting for the server's answer to a queued action, as every screen that queues one does: the
// answer when it comes, and null — the action safe in the outbox, shown as pending — as soon as it
// will not come soon (a retry is scheduled, the entry was discarded, or the wait ran out); the
// final answer, however late, for the screens that keep waiting (a purchase).
import { STORAGE_KEYS } from '@fitchoice/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FitChoiceDatabase } from '../db/database';
import { setRecord } from '../db/records';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { fetchReportingReachability } from '../pwa/connectivity';
import { startHttpServer, type TestHttpServer } from '../test/http-server';
import { testMember } from '../test/member';
import { answerOf, finalAnswerOf } from './answer';
import { createInRealmLocks } from './locks';
import { discardEntry, enqueue } from './outbox';
import { replayOutbox } from './replay';
import { createTestServer, replayTo, type TestServer } from './test-server';

const member = testMember();

let db: FitChoiceDatabase;
let server: TestServer;
let healthy: TestHttpServer;

beforeAll(async () => {
  healthy = await startHttpServer();
  healthy.on('/api/config', (_req, res) => res.writeHead(200).end('{}'));
});
afterAll(() => healthy.close());

beforeEach(async () => {
  db = await openTestDatabase();
  server = createTestServer();
  await setRecord(STORAGE_KEYS.authUser, member);
});
afterEach(closeDatabase);

const purchase = (transactionHash: string) => ({
  walletAddress: '0x1111111111111111111111111111111111111111',
  ethAmount: '0.01',
  sweatCoinsAmount: '1000.00',
  transactionHash,
});

const replay = () =>
  replayOutbox({ db, baseUrl: server.url, fetch: server.fetch, backoff: { baseMs: 60_000, maxMs: 60_000 }, locks: createInRealmLocks() });

describe('answerOf', () => {
  it('answers the done entry once the server answered', async () => {
    const entry = await enqueue('rewards.convert', '/api/rewards/convert', { xp: 100 });
    const [answer] = await Promise.all([answerOf(entry, 5000), replay()]);
    expect(answer).toMatchObject({ id: entry.id, state: 'done' });
  });

  it('is null as soon as an attempt failed and a retry waits (the 60 s wait would outlast the test)', async () => {
    const entry = await enqueue('rewards.convert', '/api/rewards/convert', { xp: 100 });
    server.fail('/api/rewards/convert', 503, 1);
    const [answer] = await Promise.all([answerOf(entry, 60_000), replay()]);
    expect(answer).toBeNull();
    expect((await db.outbox.findOne(entry.id).exec())?.state).toBe('pending');
  });

  it('is null the moment a call goes unanswered while it waits (a network that reaches nothing)', async () => {
    const entry = await enqueue('rewards.convert', '/api/rewards/convert', { xp: 100 });
    const answer = answerOf(entry, 60_000);
    await fetchReportingReachability('http://127.0.0.1:1/api/config').catch(() => null); // nothing listens there
    expect(await answer).toBeNull();
    await fetchReportingReachability(`${healthy.url}/api/config`); // the next call is answered: as before
  });

  it('is null when the entry is discarded while it waits', async () => {
    const entry = await enqueue('rewards.convert', '/api/rewards/convert', { xp: 100 });
    const [answer] = await Promise.all([answerOf(entry, 60_000), discardEntry(entry.id)]);
    expect(answer).toBeNull();
  });
});

describe('finalAnswerOf', () => {
  it('waits past a failed attempt for the answer of the retry', async () => {
    const entry = await enqueue('wallet.purchase', '/api/web3/crypto-purchase', purchase('demo-1'));
    server.fail('/api/web3/crypto-purchase', 503, 1);
    const final = finalAnswerOf(entry);
    await replay();
    expect((await db.outbox.findOne(entry.id).exec())?.state).toBe('pending');
    await replayTo(server, db);
    expect(await final).toMatchObject({ id: entry.id, state: 'done' });
  });

  it('is null for an entry discarded unsent', async () => {
    const entry = await enqueue('wallet.purchase', '/api/web3/crypto-purchase', purchase('demo-2'));
    const final = finalAnswerOf(entry);
    await discardEntry(entry.id);
    expect(await final).toBeNull();
  });
});
