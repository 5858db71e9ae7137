// An in-memory stand-in for the API, reached through a fetch function, for the outbox unit tests.
// It keeps the one promise the outbox relies on — an Idempotency-Key answers once, with the same
// answer — and can fail the next requests to a path, like the local runtime's /__test/faults hook.
// POST /api/batch answers each call as that call alone (and a fault on /api/batch fails the batch).
// The Playwright tests run the same scenarios against the real local runtime.

import { batchSend } from '@fitchoice/shared/api/routes';
import type { FitChoiceDatabase } from '../db/database';
import { entryOf, type OutboxEntry } from './entries';
import { createInRealmLocks } from './locks';
import { type ReplayResult, replayOutbox } from './replay';

export interface ReceivedRequest {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
  /** It came as a call of a batch. */
  batched?: boolean;
}

export interface TestServer {
  url: string;
  fetch: typeof fetch;
  /** Every request that reached the server, in arrival order (replays included); a batch's calls, not the batch. */
  received: ReceivedRequest[];
  /** How many batches came, and their sizes. */
  batches: number[];
  /** Keys whose effect was applied, once each. */
  applied: string[];
  /** The next `count` requests to `path` answer `status` with `{error: message, code?}` and apply nothing. */
  fail(path: string, status: number, count: number, message?: string, headers?: Record<string, string>, code?: string): void;
}

export function createTestServer(url = 'http://api.test'): TestServer {
  const received: ReceivedRequest[] = [];
  const batches: number[] = [];
  const applied: string[] = [];
  const answers = new Map<string, { status: number; body: string }>();
  const faults: { path: string; status: number; count: number; message: string; headers: Record<string, string>; code?: string }[] = [];

  const answer = (call: ReceivedRequest): { status: number; body: string; headers: Record<string, string> } => {
    received.push(call);
    const fault = faults.find((f) => f.path === call.path && f.count > 0);
    if (fault) {
      fault.count -= 1;
      return { status: fault.status, body: JSON.stringify({ error: fault.message, code: fault.code }), headers: fault.headers };
    }
    const stored = call.key ? answers.get(call.key) : undefined;
    if (stored) return { ...stored, headers: {} };
    const applies = { status: 200, body: JSON.stringify({ success: true, message: `applied ${call.key}` }) };
    if (call.key) {
      answers.set(call.key, applies);
      applied.push(call.key);
    }
    return { ...applies, headers: {} };
  };

  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    if (!request.url.startsWith(url)) throw new TypeError('Failed to fetch'); // nothing listens there
    const path = new URL(request.url).pathname;
    const raw = await request.text();
    const body = raw ? JSON.parse(raw) : null;
    const reply = (status: number, text: string, headers: Record<string, string> = {}) =>
      new Response(text, { status, headers: { 'Content-Type': 'application/json', ...headers } });
    const batchFault = faults.find((f) => f.path === path && f.count > 0);
    if (path === batchSend.path && !batchFault) {
      const calls = (body as { calls: { key: string; method: string; path: string; body?: unknown }[] }).calls;
      batches.push(calls.length);
      const items = calls.map((call) => {
        const one = answer({ method: call.method, path: call.path, key: call.key, body: call.body ?? null, batched: true });
        return { key: call.key, status: one.status, body: JSON.parse(one.body), retryAfter: one.headers['Retry-After'] ?? null };
      });
      return reply(200, JSON.stringify({ answers: items }));
    }
    const one = answer({ method: request.method, path, key: request.headers.get('Idempotency-Key'), body });
    return reply(one.status, one.body, one.headers);
  };

  return {
    url,
    fetch: handle as typeof fetch,
    received,
    batches,
    applied,
    fail(path, status, count, message = `Injected ${status}`, headers = {}, code = undefined) {
      faults.push({ path, status, count, message, headers, code });
    },
  };
}

/** Sends what the outbox holds to the stand-in at once, as the app does when the connection comes back. */
export function replayTo(server: TestServer, db: FitChoiceDatabase): Promise<ReplayResult> {
  return replayOutbox({
    db,
    baseUrl: server.url,
    fetch: server.fetch,
    backoff: { baseMs: 0, maxMs: 0 },
    locks: createInRealmLocks(),
    ignoreBackoff: true,
  });
}

/** The entries waiting, being sent or refused. */
export async function unsettledEntries(db: FitChoiceDatabase): Promise<OutboxEntry[]> {
  const docs = await db.outbox.find({ selector: { state: { $in: ['pending', 'sending', 'failed'] } } }).exec();
  return docs.map(entryOf);
}
