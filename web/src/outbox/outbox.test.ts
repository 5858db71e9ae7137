// @vitest-environment node
import { STORAGE_KEYS } from '@fitchoice/shared';
import type { User } from '@fitchoice/shared/api';
import { MAX_BATCH_CALLS } from '@fitchoice/shared/api/batch-routes';
import { firstValueFrom } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FitChoiceDatabase } from '../db/database';
import { setRecord } from '../db/records';
import { outboxSchema, recordSchema } from '../db/schemas';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { backoffDelay } from './backoff';
import { entryOf, type OutboxEntry, type OutboxRouteId, unsentOf } from './entries';
import { failedCount$, pendingCount$ } from './live';
import { createInRealmLocks } from './locks';
import { discardEntry, type EnqueueOptions, enqueue as enqueueEntry, enqueueHeartbeat } from './outbox';
import { DEFAULT_CONCURRENCY, type ReplayOptions, replayOutbox } from './replay';
import { createTestServer, type TestServer } from './test-server';

const NO_BACKOFF = { baseMs: 0, maxMs: 0 };
const member = (id: string): User => ({
  id,
  email: `${id}@example.com`,
  name: id,
  roles: ['member'],
  isGuest: false,
  xp: 0,
  sweatCoins: '0.00',
  createdAt: '2026-11-22T00:00:00.000Z',
});

let db: FitChoiceDatabase;
let server: TestServer;

beforeEach(async () => {
  db = await openTestDatabase();
  server = createTestServer();
  await setRecord(STORAGE_KEYS.authUser, member('u1'));
});
afterEach(async () => {
  await closeDatabase();
});

function replay(extra: Partial<ReplayOptions> = {}) {
  return replayOutbox({ db, baseUrl: server.url, fetch: server.fetch, backoff: NO_BACKOFF, locks: createInRealmLocks(), ...extra });
}

async function entries(): Promise<OutboxEntry[]> {
  const docs = await db.outbox.find({ sort: [{ createdAt: 'asc' }, { id: 'asc' }] }).exec();
  return docs.map(entryOf);
}

/** Queues a call with any body: the stand-in server answers every body alike. */
const enqueue = (route: OutboxRouteId, path: string, body: unknown, options?: EnqueueOptions) =>
  enqueueEntry(route, path, body as never, options);

const purchase = (n: number) => ['wallet.purchase', '/api/web3/crypto-purchase', { n }] as const;
/** A mutation POST /api/batch does not carry (shared batch-routes.ts): always sent as a request of its own. */
const ticket = (n: number) => ['support.createTicket', '/api/support/tickets', { n }] as const;
const at = (now: number) => ({ now });

/** The answer with its body arriving `ms` later, and failing if `signal` aborts first, as a browser's fetch body does. */
async function withBodyTiedTo(answer: Response, signal: AbortSignal | null | undefined, ms: number): Promise<Response> {
  const text = await answer.text();
  const body = new ReadableStream<Uint8Array>({
    start(stream) {
      if (signal?.aborted) {
        stream.error(signal.reason);
        return;
      }
      const later = setTimeout(() => {
        stream.enqueue(new TextEncoder().encode(text));
        stream.close();
      }, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(later);
        stream.error(signal.reason);
      });
    },
  });
  return new Response(body, { status: answer.status, headers: answer.headers });
}

describe('enqueue', () => {
  it('has stored the entry, with a UUIDv7 id, when it resolves, and the entry survives a reopen', async () => {
    const name = db.name;
    const entry = await enqueue(...purchase(1));
    expect(entry.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    db = await openTestDatabase(name);
    expect(await entries()).toMatchObject([{ id: entry.id, state: 'pending', userId: 'u1', attempts: 0, body: { n: 1 } }]);
  });

  it('refuses to queue when nobody is signed in', async () => {
    await db.records.findOne(STORAGE_KEYS.authUser).remove();
    await expect(enqueue(...purchase(1))).rejects.toThrow('There is no signed-in user');
    expect(await entries()).toEqual([]);
  });
});

describe('replayOutbox', () => {
  it('sends pending entries in the order they were queued, each with its id as Idempotency-Key', async () => {
    const queued: OutboxEntry[] = [];
    const sameMillisecond = Date.now() - 1000; // ids made within one ms must still sort in queue order
    for (let n = 0; n < 5; n += 1) queued.push(await enqueue(...purchase(n), at(sameMillisecond)));
    const result = await replay();
    expect(result).toEqual({ sent: 5, failed: 0, nextAttemptAt: null });
    expect(server.received.map((r) => [r.key, r.body])).toEqual(queued.map((e) => [e.id, e.body]));
    expect((await entries()).map((e) => e.state)).toEqual(['done', 'done', 'done', 'done', 'done']);
    expect((await entries())[0]).toMatchObject({ responseStatus: 200, response: { success: true } });
  });

  it.each([
    { label: '400 bad request', status: 400, final: true },
    { label: '401 unauthorized', status: 401, final: true },
    { label: '404 not found', status: 404, final: true },
    { label: '422 unprocessable', status: 422, final: true },
    { label: '408 request timeout', status: 408, final: false },
    { label: '429 too many requests', status: 429, final: false },
    { label: '500 internal error', status: 500, final: false },
    { label: '503 unavailable', status: 503, final: false },
  ])('$label is final: $final', async ({ status, final }) => {
    server.fail('/api/web3/crypto-purchase', status, 1, 'The server says no');
    await enqueue(...purchase(1));
    await replay();
    const [entry] = await entries();
    if (final) {
      expect(entry).toMatchObject({ state: 'failed', attempts: 1, lastError: 'The server says no', responseStatus: status });
    } else {
      expect(entry).toMatchObject({ state: 'pending', attempts: 1, lastError: `${status}: The server says no` });
      await replay();
      expect((await entries())[0]).toMatchObject({ state: 'done', attempts: 2 });
    }
  });

  it('a 4xx that says when to retry (409 "still being processed", Retry-After) is retried, not failed', async () => {
    server.fail('/api/web3/crypto-purchase', 409, 1, 'A request with this Idempotency-Key is still being processed', {
      'Retry-After': '1',
    });
    await enqueue(...purchase(1), at(50_000));
    const first = await replay({ now: () => 50_000 });
    expect(first.nextAttemptAt).toBe(51_000);
    expect((await entries())[0]).toMatchObject({ state: 'pending', attempts: 1 });
    await replay({ ignoreBackoff: true });
    expect((await entries())[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('retries a network error', async () => {
    await enqueue(...purchase(1));
    const unreachable = 'http://offline.test'; // the stand-in refuses it like a dropped connection
    await replay({ baseUrl: unreachable });
    expect((await entries())[0]).toMatchObject({ state: 'pending', attempts: 1 });
    expect((await entries())[0]?.lastError).toBeTruthy();
    await replay();
    expect((await entries())[0]).toMatchObject({ state: 'done', attempts: 2 });
    expect(server.applied).toHaveLength(1);
  });

  it('gives up on a request that hangs after requestTimeoutMs and retries it later', async () => {
    await enqueue(...purchase(1));
    const hangs: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const result = await replay({ fetch: hangs, requestTimeoutMs: 20 });
    expect(result).toMatchObject({ sent: 0, failed: 0 });
    expect(result.nextAttemptAt).not.toBeNull();
    expect((await entries())[0]).toMatchObject({ state: 'pending', attempts: 1, lastError: 'The request timed out' });
    await replay();
    expect((await entries())[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('a poisoned entry fails for good without blocking the entries after it', async () => {
    await enqueue('bookings.create', '/api/bookings', { slot: 'gone' });
    await enqueue(...purchase(2));
    await enqueue(...purchase(3));
    server.fail('/api/bookings', 422, 1, 'Slot is full');
    const result = await replay();
    expect(result).toMatchObject({ sent: 2, failed: 1 });
    expect((await entries()).map((e) => [e.route, e.state, e.lastError])).toEqual([
      ['bookings.create', 'failed', 'Slot is full'],
      ['wallet.purchase', 'done', null],
      ['wallet.purchase', 'done', null],
    ]);
    await replay();
    expect(server.received).toHaveLength(3); // a failed entry is not sent again by itself
  });

  it('a retryable error holds the later entries back, so they keep their order', async () => {
    const first = await enqueue(...purchase(1));
    const second = await enqueue('bookings.create', '/api/bookings', {});
    server.fail('/api/web3/crypto-purchase', 503, 1);
    await replay();
    expect(server.received.map((r) => r.key)).toEqual([first.id]);
    await replay();
    expect(server.received.map((r) => r.key)).toEqual([first.id, first.id, second.id]);
  });

  it('backs off exponentially with jitter and does not send before the backoff runs out', async () => {
    let clock = 1_000_000;
    const policy = { baseMs: 1000, maxMs: 60_000 };
    const options = { backoff: policy, now: () => clock, random: () => 0.5 };
    const entry = await enqueue(...purchase(1), at(clock));
    server.fail('/api/web3/crypto-purchase', 503, 2);

    const first = await replay(options);
    expect(first.nextAttemptAt).toBe(clock + 750); // 1000 ms halved, plus half of the other half
    expect(await replay(options)).toEqual({ sent: 0, failed: 0, nextAttemptAt: clock + 750 });
    expect(server.received).toHaveLength(1);

    clock += 750;
    const second = await replay(options);
    expect(second.nextAttemptAt).toBe(clock + 1500); // doubled
    clock += 1500;
    expect(await replay(options)).toMatchObject({ sent: 1 });
    expect(server.received.map((r) => r.key)).toEqual([entry.id, entry.id, entry.id]);
    expect(server.applied).toEqual([entry.id]);
  });

  it('resetBackoff (the server answers again) sends what waits at once, its backoff from the first step', async () => {
    let clock = 1_000_000;
    const options = { backoff: { baseMs: 1000, maxMs: 60_000 }, now: () => clock, random: () => 0.5 };
    await enqueue(...purchase(1), at(clock));
    server.fail('/api/web3/crypto-purchase', 503, 4);
    for (const wait of [750, 1500, 3000]) {
      expect((await replay(options)).nextAttemptAt).toBe(clock + wait); // 1, 2, 4 s with jitter
      clock += wait;
    }
    expect((await entries())[0]).toMatchObject({ attempts: 3, failures: 3 });
    clock += 10; // the next try is 6 s away when the server answers again
    const reset = await replay({ ...options, resetBackoff: true });
    expect(reset.nextAttemptAt).toBe(clock + 750); // tried at once, and waits the first step again
    expect((await entries())[0]).toMatchObject({ attempts: 4, failures: 1 });
    clock += 750;
    expect(await replay(options)).toMatchObject({ sent: 1 });
  });

  it('a pass that is given up (its signal aborted) stops at once and leaves its requests to be retried', async () => {
    const first = await enqueue(...purchase(1));
    await enqueue(...purchase(2));
    const controller = new AbortController();
    const hangs: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const pass = replay({ fetch: hangs, signal: controller.signal, concurrency: 1, requestTimeoutMs: 60_000 });
    await vi.waitFor(async () => expect((await entries())[0]?.state).toBe('sending'));
    controller.abort();
    expect(await pass).toMatchObject({ sent: 0, failed: 0 });
    expect((await entries()).map((e) => e.state)).toEqual(['pending', 'pending']);
    expect(await replay({ ignoreBackoff: true })).toMatchObject({ sent: 2 });
    expect(server.applied[0]).toBe(first.id);
  });

  it('a pass given up by the very answer that says the server is back still reads that answer', async () => {
    await enqueue(...purchase(1));
    const controller = new AbortController();
    const answerGivesUpThePass: typeof fetch = async (input, init) => {
      const answer = await server.fetch(input, init);
      controller.abort(); // as the reachability's onServerBack does, before the fetch returns
      return withBodyTiedTo(answer, init?.signal, 20);
    };
    expect(await replay({ fetch: answerGivesUpThePass, signal: controller.signal })).toMatchObject({ sent: 1 });
    expect((await entries())[0]).toMatchObject({ state: 'done', response: { success: true } });
  });

  it('a pass given up once the server has answered still reads that answer to the end', async () => {
    await enqueue(...purchase(1));
    const controller = new AbortController();
    // The answer's head arrives, then the pass is given up while its body is still on the way.
    const slowBody: typeof fetch = async (input, init) => {
      const answer = await withBodyTiedTo(await server.fetch(input, init), init?.signal, 50);
      setTimeout(() => controller.abort(), 10);
      return answer;
    };
    expect(await replay({ fetch: slowBody, signal: controller.signal })).toMatchObject({ sent: 1 });
    expect((await entries())[0]).toMatchObject({ state: 'done', response: { success: true } });
  });

  it('ignoreBackoff sends at once (the connection just came back)', async () => {
    let clock = 5_000;
    await enqueue(...purchase(1), at(clock));
    server.fail('/api/web3/crypto-purchase', 503, 1);
    await replay({ backoff: { baseMs: 60_000, maxMs: 60_000 }, now: () => clock });
    clock += 1;
    expect(await replay({ now: () => clock, ignoreBackoff: true })).toMatchObject({ sent: 1 });
  });

  it('honours Retry-After when it asks for longer than the backoff', async () => {
    const clock = 10_000;
    await enqueue(...purchase(1), at(clock));
    server.fail('/api/web3/crypto-purchase', 429, 1);
    const fetchWithRetryAfter: typeof fetch = async (input, init) => {
      const response = await server.fetch(input, init);
      const headers = new Headers(response.headers);
      if (response.status === 429) headers.set('Retry-After', '30');
      return new Response(await response.text(), { status: response.status, headers });
    };
    const result = await replay({ now: () => clock, fetch: fetchWithRetryAfter });
    expect(result.nextAttemptAt).toBe(clock + 30_000);
  });

  it('two replayers racing send each entry once', async () => {
    for (let n = 0; n < 10; n += 1) await enqueue(...purchase(n));
    const locks = createInRealmLocks();
    const [a, b] = await Promise.all([replay({ locks }), replay({ locks })]);
    expect(a.sent + b.sent).toBe(10);
    expect(server.received).toHaveLength(10);
    expect(new Set(server.received.map((r) => r.key)).size).toBe(10);
  });

  it('a crash between send and mark-done is harmless: the replay reuses the key and applies once', async () => {
    const entry = await enqueue(...purchase(1));
    // The request reaches the server, then the tab dies before the answer is recorded.
    const crashAfterSend: typeof fetch = async (input, init) => {
      await server.fetch(input, init);
      throw new TypeError('Failed to fetch');
    };
    await replay({ fetch: crashAfterSend });
    expect(server.applied).toEqual([entry.id]);
    expect((await entries())[0]?.state).toBe('pending');

    await replay();
    expect(server.received.map((r) => r.key)).toEqual([entry.id, entry.id]);
    expect(server.applied).toEqual([entry.id]);
    expect((await entries())[0]?.state).toBe('done');
  });

  it('a crash before the recorded answers are written: the next pass resends those entries under their keys, each applied once', async () => {
    const name = db.name;
    const queued: OutboxEntry[] = [];
    for (let n = 0; n < 8; n += 1) queued.push(await enqueue(...ticket(n), { group: `ticket:${n}` }));
    // The answers are written in batches; the tab dies at the fourth answer, before writing it.
    let answered = 0;
    let dead = false;
    const dieAfterFourAnswers: typeof fetch = async (input, init) => {
      if (dead) throw new TypeError('Failed to fetch'); // a dead tab sends nothing more
      const response = await server.fetch(input, init);
      answered += 1;
      if (answered === 4) {
        dead = true;
        await closeDatabase();
      }
      return response;
    };
    await expect(replay({ fetch: dieAfterFourAnswers, concurrency: 2 })).rejects.toThrow();
    expect(server.applied).toHaveLength(4);

    db = await openTestDatabase(name);
    const unanswered = (await entries()).filter((e) => e.state !== 'done');
    expect(unanswered.length).toBeGreaterThan(4); // at least one of the four answers was lost with the tab
    expect(await replay()).toMatchObject({ sent: unanswered.length, failed: 0 });
    expect((await entries()).map((e) => e.state)).toEqual(queued.map(() => 'done'));
    expect([...server.applied].sort()).toEqual(queued.map((e) => e.id).sort()); // each applied once
    const resent = server.received.filter((r, i) => server.received.findIndex((o) => o.key === r.key) !== i);
    expect(resent.length).toBe(unanswered.length + 4 - 8); // the lost answers' entries, sent again under their keys
  });

  it("an entry left 'sending' by a replayer that died is sent again under its key", async () => {
    const entry = await enqueue(...purchase(1));
    await db.outbox.findOne(entry.id).incrementalPatch({ state: 'sending', attempts: 1 });
    await replay();
    expect(server.received.map((r) => r.key)).toEqual([entry.id]);
    expect((await entries())[0]).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('entries of another user wait until that user is signed in again', async () => {
    const mine = await enqueue(...purchase(1));
    await setRecord(STORAGE_KEYS.authUser, member('u2'));
    const theirs = await enqueue(...purchase(2));
    await replay();
    expect(server.received.map((r) => r.key)).toEqual([theirs.id]);
    await setRecord(STORAGE_KEYS.authUser, member('u1'));
    await replay();
    expect(server.received.map((r) => r.key)).toEqual([theirs.id, mine.id]);
  });
});

describe('groups', () => {
  /** The stand-in, slowed down so that overlapping requests can be seen. */
  function slowFetch() {
    let inFlight = 0;
    let maxInFlight = 0;
    const fetchSlowly: typeof fetch = async (input, init) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 15));
      try {
        return await server.fetch(input, init);
      } finally {
        inFlight -= 1;
      }
    };
    return { fetch: fetchSlowly, max: () => maxInFlight };
  }

  it('sends different groups side by side, at most `concurrency` at once, each entry once', async () => {
    for (let n = 0; n < 12; n += 1) await enqueue(...ticket(n), { group: `ticket:${n}` });
    const slow = slowFetch();
    expect(await replay({ fetch: slow.fetch, concurrency: 4 })).toMatchObject({ sent: 12 });
    expect(slow.max()).toBe(4);
    expect(new Set(server.applied).size).toBe(12);
    expect(server.received).toHaveLength(12);
  });

  it('sends the entries of one group one at a time, in order', async () => {
    const queued: OutboxEntry[] = [];
    for (let n = 0; n < 6; n += 1) queued.push(await enqueue('bookings.create', '/api/bookings', { n }));
    const slow = slowFetch();
    await replay({ fetch: slow.fetch, concurrency: 4 });
    expect(slow.max()).toBe(1);
    expect(server.received.map((r) => r.key)).toEqual(queued.map((e) => e.id));
  });

  it('an entry discarded while it waits for its turn is never sent', async () => {
    const queued: OutboxEntry[] = [];
    for (let n = 0; n < 4; n += 1) queued.push(await enqueue(...ticket(n), { group: `ticket:${n}` }));
    const discardThirdDuringFirst: typeof fetch = async (input, init) => {
      if (server.received.length === 0) await discardEntry(queued[2]!.id); // marked 'sending' with the others, not sent yet
      return server.fetch(input, init);
    };
    expect(await replay({ fetch: discardThirdDuringFirst, concurrency: 1 })).toMatchObject({ sent: 3 });
    expect(server.received.map((r) => r.key)).toEqual([queued[0]!.id, queued[1]!.id, queued[3]!.id]);
    expect((await entries()).map((e) => e.id)).toEqual([queued[0]!.id, queued[1]!.id, queued[3]!.id]);
  });

  it('a retryable error holds back only its own group; the other groups are sent, in their order', async () => {
    const a1 = await enqueue('bookings.create', '/api/bookings', { n: 1 }, { group: 'a' });
    const b1 = await enqueue('bookings.create', '/api/b', { n: 1 }, { group: 'b' });
    const a2 = await enqueue('bookings.create', '/api/bookings', { n: 2 }, { group: 'a' });
    const b2 = await enqueue('bookings.create', '/api/b', { n: 2 }, { group: 'b' });
    server.fail('/api/bookings', 503, 1);
    const result = await replay({ concurrency: 3 });
    expect(result).toMatchObject({ sent: 2 });
    expect(result.nextAttemptAt).not.toBeNull();
    const keys = server.received.map((r) => r.key);
    expect(keys).not.toContain(a2.id);
    expect(keys.filter((k) => k === b1.id || k === b2.id)).toEqual([b1.id, b2.id]);
    await replay({ concurrency: 3 });
    expect(server.received.map((r) => r.key).filter((k) => k === a1.id || k === a2.id)).toEqual([a1.id, a1.id, a2.id]);
  });
});

describe('batches', () => {
  it(`sends entries of different groups ${MAX_BATCH_CALLS} at most to a POST /api/batch, each under its own key and applied once`, async () => {
    const queued: OutboxEntry[] = [];
    for (let n = 0; n < 60; n += 1) queued.push(await enqueue(...purchase(n), { group: `purchase:${n}` }));
    expect(await replay({ concurrency: 2 })).toMatchObject({ sent: 60, failed: 0 });
    expect(server.batches.reduce((sum, size) => sum + size, 0)).toBe(60);
    expect(Math.max(...server.batches)).toBeLessThanOrEqual(MAX_BATCH_CALLS);
    expect(server.batches.length).toBeLessThanOrEqual(4);
    expect(server.received.every((r) => r.batched)).toBe(true);
    expect([...server.applied].sort()).toEqual(queued.map((e) => e.id).sort());
    const done = await entries();
    expect(done.map((e) => e.state)).toEqual(queued.map(() => 'done'));
    expect(done[7]!.response).toEqual({ success: true, message: `applied ${queued[7]!.id}` });
  });

  it('a long queue is marked and answered in a bulk write per claim of a batch for each request in flight, not per entry', async () => {
    const count = 300;
    for (let n = 0; n < count; n += 1) await enqueue(...purchase(n), { group: `purchase:${n}` });
    const storage = db.outbox.storageInstance;
    const bulkWrite = storage.bulkWrite.bind(storage);
    const written: number[] = [];
    vi.spyOn(storage, 'bulkWrite').mockImplementation((rows, context) => {
      written.push(rows.length);
      return bulkWrite(rows, context);
    });
    expect(await replay()).toMatchObject({ sent: count, failed: 0 });
    // Each entry twice (sending, then done); a claim marks a batch per request in flight and writes the answers that came since.
    expect(written.reduce((sum, rows) => sum + rows, 0)).toBe(2 * count);
    expect(written.length).toBeLessThanOrEqual(2 * Math.ceil(count / (DEFAULT_CONCURRENCY * MAX_BATCH_CALLS)) + 1);
    expect((await entries()).every((entry) => entry.state === 'done' && entry.attempts === 1)).toBe(true);
  });

  it('claims the next entries while the requests are in flight, so an answered worker finds its next batch ready', async () => {
    const count = 200;
    for (let n = 0; n < count; n += 1) await enqueue(...purchase(n), { group: `purchase:${n}` });
    const storage = db.outbox.storageInstance;
    const bulkWrite = storage.bulkWrite.bind(storage);
    const claims: number[] = [];
    vi.spyOn(storage, 'bulkWrite').mockImplementation((rows, context) => {
      const sending = rows.filter((row) => row.document.state === 'sending').length;
      if (sending > 0) claims.push(sending);
      return bulkWrite(rows, context);
    });
    // The server answers only when told to.
    const held: (() => void)[] = [];
    const heldFetch: typeof fetch = (input, init) =>
      new Promise((resolve) => {
        held.push(() => resolve(server.fetch(input, init)));
      });
    const concurrency = 2;
    const pass = replay({ fetch: heldFetch, concurrency });
    // Both requests are out and unanswered, and the entries after them are already claimed: the
    // first request's batch alone (it goes out after a small write), then a batch for each request.
    await vi.waitFor(() => expect(held.length).toBe(concurrency));
    await vi.waitFor(() => expect(claims).toHaveLength(3));
    expect(claims).toEqual([MAX_BATCH_CALLS, concurrency * MAX_BATCH_CALLS, concurrency * MAX_BATCH_CALLS]);
    while ((await Promise.race([pass.then(() => true), new Promise((resolve) => setTimeout(resolve, 10, false))])) === false) {
      for (const answer of held.splice(0)) answer();
    }
    expect(await pass).toMatchObject({ sent: count, failed: 0 });
    expect((await entries()).every((entry) => entry.state === 'done' && entry.attempts === 1)).toBe(true);
  });

  it('a call refused in a batch fails alone, a retryable one waits with its group, and the neighbours are done', async () => {
    const refused = await enqueue('bookings.create', '/api/bookings', { n: 1 }, { group: 'booking' });
    const busy = await enqueue('heartbeat.send', '/api/heartbeat', { n: 2 }, { group: 'heartbeat' });
    const fine = await enqueue(...purchase(3), { group: 'purchase:3' });
    server.fail('/api/bookings', 422, 1, 'No slot then');
    server.fail('/api/heartbeat', 503, 1);
    expect(await replay()).toMatchObject({ sent: 1, failed: 1 });
    expect(server.batches).toEqual([3]);
    const byId = new Map((await entries()).map((e) => [e.id, e]));
    expect(byId.get(refused.id)).toMatchObject({ state: 'failed', responseStatus: 422, lastError: 'No slot then' });
    expect(byId.get(busy.id)).toMatchObject({ state: 'pending', lastError: '503: Injected 503' });
    expect(byId.get(fine.id)?.state).toBe('done');
    expect(await replay()).toMatchObject({ sent: 1, failed: 0 }); // the heartbeat, alone now
    expect(server.applied).toEqual([fine.id, busy.id]);
  });

  it('a batch the server fails as a whole leaves each entry pending; the next pass applies each once', async () => {
    const queued: OutboxEntry[] = [];
    for (let n = 0; n < 5; n += 1) queued.push(await enqueue(...purchase(n), { group: `purchase:${n}` }));
    server.fail('/api/batch', 503, 1);
    expect(await replay()).toMatchObject({ sent: 0, failed: 0 });
    expect((await entries()).map((e) => e.state)).toEqual(queued.map(() => 'pending'));
    expect(await replay()).toMatchObject({ sent: 5 });
    expect([...server.applied].sort()).toEqual(queued.map((e) => e.id).sort());
  });

  it('a tab dying once its batch is answered, before the answers are written: the next pass resends under the same keys, each applied once', async () => {
    const name = db.name;
    const queued: OutboxEntry[] = [];
    for (let n = 0; n < 6; n += 1) queued.push(await enqueue(...purchase(n), { group: `purchase:${n}` }));
    const dieAfterTheBatch: typeof fetch = async (input, init) => {
      const response = await server.fetch(input, init);
      await closeDatabase();
      return response;
    };
    await expect(replay({ fetch: dieAfterTheBatch })).rejects.toThrow();
    expect(server.applied).toHaveLength(6);

    db = await openTestDatabase(name);
    expect(await replay()).toMatchObject({ sent: 6, failed: 0 });
    expect([...server.applied].sort()).toEqual(queued.map((e) => e.id).sort());
    expect(server.received).toHaveLength(12); // each sent twice, applied once
  });
});

describe('schema migration', () => {
  /** The outbox as schema version 1 stored it: `kind`, `method` and `path`, no route. */
  const { route: _route, failures: _failures, ...sharedProperties } = outboxSchema.properties;
  const v1Schema = {
    ...outboxSchema,
    version: 1,
    properties: {
      ...sharedProperties,
      kind: { type: 'string', maxLength: 40 },
      method: { type: 'string', enum: ['POST', 'PUT', 'PATCH', 'DELETE'] },
    },
    required: ['id', 'kind', 'group', 'method', 'path', 'userId', 'createdAt', 'attempts', 'nextAttemptAt', 'state'],
  } as const;
  const stored = (n: number, kind: string, method: string, path: string, extra: Record<string, unknown> = {}) => ({
    id: `01900000-0000-7000-8000-00000000000${n}`,
    kind,
    method,
    path,
    body: { n },
    userId: 'u1',
    createdAt: n,
    attempts: 0,
    nextAttemptAt: n,
    state: 'pending',
    lastError: null,
    responseStatus: null,
    response: null,
    settledAt: null,
    ...extra,
  });

  /** Writes `docs` with an older schema into a fresh database, then opens it as the app does. */
  async function openAfterStoring(schema: object, docs: object[]): Promise<void> {
    const name = `migrate${Date.now()}${Math.random().toString(36).slice(2)}`;
    await closeDatabase();
    const { createRxDatabase } = await import('rxdb');
    const { getRxStorageDexie } = await import('rxdb/plugins/storage-dexie');
    const { IDBKeyRange, indexedDB } = await import('fake-indexeddb');
    const old = await createRxDatabase({ name, storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) });
    await old.addCollections({ records: { schema: recordSchema }, outbox: { schema: schema as typeof outboxSchema } });
    await old.outbox!.bulkInsert(docs as never[]);
    await old.close();
    db = await openTestDatabase(name);
    await setRecord(STORAGE_KEYS.authUser, member('u1'));
  }

  it('opens an outbox written with schema version 0: its entries join the default group and get their route', async () => {
    const { group: _group, ...v0Properties } = v1Schema.properties;
    const v0 = { ...v1Schema, version: 0, properties: v0Properties, required: v1Schema.required.filter((f) => f !== 'group') };
    await openAfterStoring(v0, [stored(1, 'purchase', 'POST', '/api/web3/crypto-purchase')]);
    expect(await entries()).toMatchObject([
      { id: '01900000-0000-7000-8000-000000000001', group: 'default', route: 'wallet.purchase', state: 'pending' },
    ]);
  });

  it('entries stored by method and path (version 1) are keyed by their route and still replay, each once', async () => {
    await openAfterStoring(v1Schema, [
      stored(1, 'purchase', 'POST', '/api/web3/crypto-purchase', { group: 'purchase:h1' }),
      stored(2, 'booking-cancel', 'POST', '/api/bookings/b-1/cancel', { group: 'default' }),
      stored(3, 'chat-message', 'POST', '/api/conversations/c-9/messages', { group: 'chat:c-9' }),
      stored(4, 'mood-delete', 'DELETE', '/api/mood/entries/m-2', { group: 'mood' }),
      stored(5, 'booking', 'POST', '/api/bookings', { group: 'default', state: 'done', responseStatus: 201, settledAt: 5 }),
      stored(6, 'gone', 'POST', '/api/no-such-route', { group: 'default' }),
    ]);
    const migrated = await entries();
    expect(migrated.map((e) => [e.route, e.path, e.group, e.state])).toEqual([
      ['wallet.purchase', '/api/web3/crypto-purchase', 'purchase:h1', 'pending'],
      ['bookings.cancel', '/api/bookings/b-1/cancel', 'default', 'pending'],
      ['chat.send', '/api/conversations/c-9/messages', 'chat:c-9', 'pending'],
      ['mood.delete', '/api/mood/entries/m-2', 'mood', 'pending'],
      ['bookings.create', '/api/bookings', 'default', 'done'],
    ]); // a call no route takes any more could never be sent: dropped
    expect(migrated.some((e) => 'kind' in e || 'method' in e)).toBe(false);

    expect(await replay()).toMatchObject({ sent: 4, failed: 0 });
    expect(server.received.map((r) => [r.method, r.path, r.key]).sort()).toEqual(
      [
        ['POST', '/api/web3/crypto-purchase', migrated[0]!.id],
        ['POST', '/api/bookings/b-1/cancel', migrated[1]!.id],
        ['POST', '/api/conversations/c-9/messages', migrated[2]!.id],
        ['DELETE', '/api/mood/entries/m-2', migrated[3]!.id],
      ].sort(),
    );
    await replay();
    expect(server.applied).toHaveLength(4);
  });

  it('entries stored before they said what they move the balance by (version 3) get it from their body where it says', async () => {
    const { coins: _coins, ...v3Properties } = outboxSchema.properties;
    const v3 = { ...outboxSchema, version: 3, properties: v3Properties, required: outboxSchema.required };
    const v3Entry = (n: number, route: string, path: string, body: unknown) => {
      const { kind: _kind, method: _method, ...rest } = stored(n, '', '', path, { route, body, group: 'default', failures: 0 });
      return rest;
    };
    await openAfterStoring(v3, [
      v3Entry(1, 'wallet.purchase', '/api/web3/crypto-purchase', { transactionHash: 'h1', sweatCoinsAmount: '1000.00' }),
      v3Entry(2, 'rewards.convert', '/api/rewards/convert', { xp: 105 }),
      v3Entry(3, 'bookings.create', '/api/bookings', { gymId: 'g1', slotStart: '2026-11-25T10:00:00.000Z', payWith: 'sweatcoins' }),
    ]);
    expect((await entries()).map((e) => [e.route, e.coins])).toEqual([
      ['wallet.purchase', '1000.00'],
      ['rewards.convert', '10.50'],
      ['bookings.create', null], // the visit's price was not kept: it cannot be told
    ]);
  });
});

describe('counts', () => {
  it('a burst of writes re-counts a few times, not once per write, and settles on the exact count', async () => {
    const seen: number[] = [];
    const subscription = pendingCount$(db).subscribe((count) => seen.push(count));
    try {
      await vi.waitFor(() => expect(seen).toEqual([0]));
      for (let n = 0; n < 20; n += 1) await enqueue(...purchase(n), { group: `purchase:${n}` });
      await vi.waitFor(() => expect(seen.at(-1)).toBe(20));
      server.fail('/api/web3/crypto-purchase', 422, 3);
      await replay({ concurrency: 4 });
      await vi.waitFor(() => expect(seen.at(-1)).toBe(0));
      // 20 inserts and the pass's writes (two per entry, in batches) moved the count; it was read far fewer times.
      expect(seen.length).toBeLessThan(20);
      expect(await firstValueFrom(failedCount$(db))).toBe(3);
    } finally {
      subscription.unsubscribe();
    }
  });

  it('pending and failed counts follow the entries', async () => {
    await enqueue(...purchase(1));
    await enqueue('bookings.create', '/api/bookings', {}, { group: 'b' });
    expect(await firstValueFrom(pendingCount$(db))).toBe(2);
    server.fail('/api/bookings', 422, 1);
    await replay();
    expect(await firstValueFrom(pendingCount$(db))).toBe(0);
    expect(await firstValueFrom(failedCount$(db))).toBe(1);
  });
});

describe('heartbeats', () => {
  it('coalesce to one per 120 s window while unsent, each carrying its client time', async () => {
    const t0 = Date.now() - 300_000; // queued while offline, five minutes ago
    const first = await enqueueHeartbeat('u1', t0);
    const again = await enqueueHeartbeat('u1', t0 + 60_000);
    expect(again.id).toBe(first.id);
    await enqueueHeartbeat('u1', t0 + 121_000);
    expect((await entries()).map((e) => e.body)).toEqual([
      { userId: 'u1', at: new Date(t0).toISOString() },
      { userId: 'u1', at: new Date(t0 + 121_000).toISOString() },
    ]);
    await replay();
    expect(server.received.map((r) => r.path)).toEqual(['/api/heartbeat', '/api/heartbeat']);
  });

  it('are not the member’s actions: the badge’s counts leave them out (the sheet’s list: hooks.test.tsx)', async () => {
    await enqueueHeartbeat('u1', Date.now() - 300_000);
    await enqueueHeartbeat('u1');
    await enqueue(...purchase(1));
    expect(await firstValueFrom(pendingCount$(db))).toBe(1);
    // Nor does a logout offer to wait for them.
    expect(await db.outbox.find({ selector: unsentOf('u1') }).exec()).toHaveLength(1);
    server.fail('/api/heartbeat', 401, 2);
    await replay();
    expect(await firstValueFrom(failedCount$(db))).toBe(0);
    expect((await entries()).filter((entry) => entry.route === 'heartbeat.send').map((entry) => entry.state)).toEqual(['failed', 'failed']);
  });

  it('a heartbeat after the last one was sent is queued anew', async () => {
    const t0 = Date.now() - 60_000;
    await enqueueHeartbeat('u1', t0);
    await replay();
    await enqueueHeartbeat('u1', t0 + 10_000); // same window, but the first one is sent
    expect((await entries()).map((e) => e.state)).toEqual(['done', 'pending']);
  });
});

describe('backoffDelay', () => {
  it.each([
    { attempts: 1, random: 0, expected: 500 },
    { attempts: 1, random: 1, expected: 1000 },
    { attempts: 2, random: 0, expected: 1000 },
    { attempts: 3, random: 1, expected: 4000 },
    { attempts: 20, random: 1, expected: 300_000 },
  ])('attempt $attempts with random $random waits $expected ms', ({ attempts, random, expected }) => {
    expect(backoffDelay(attempts, { baseMs: 1000, maxMs: 300_000 }, () => random)).toBe(expected);
  });
});
