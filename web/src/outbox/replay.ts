// Sends the outbox to the server. One pass runs under the outbox lock (one replayer at a time
// across tabs and the service worker), walks the current user's entries in creation order and
// sends each with its Idempotency-Key. The same code runs in the page and in the service worker.
//
// Outcomes: 2xx -> done. 4xx other than 408/429 (without Retry-After) -> failed for good, with the server's message, and
// the pass moves on (a poisoned entry never blocks the rest). Network errors, 408, 429 and 5xx ->
// retried later with backoff; the pass stops there so later entries keep their order. A crash
// between sending and marking done leaves the entry pending or sending; the next pass sends it
// again under the same key and the server answers it from its idempotency record.
import type { FitChoiceDatabase } from '../db/database';
import { type BackoffPolicy, backoffDelay, DEFAULT_BACKOFF, retryAfterMs } from './backoff';
import { defaultLocks, type LockManagerLike, OUTBOX_LOCK } from './locks';
import { currentUserId, DONE_RETENTION_MS, type OutboxEntry } from './outbox';

export interface ReplayOptions {
  db: FitChoiceDatabase;
  /** Origin the entry paths are relative to; '' in the page and the service worker. */
  baseUrl?: string;
  fetch?: typeof fetch;
  locks?: LockManagerLike;
  backoff?: BackoffPolicy;
  now?: () => number;
  random?: () => number;
  /** Send entries whose backoff has not run out yet (the connection just came back). */
  ignoreBackoff?: boolean;
  /** Gives up on one request after this long; it is then retried like a network error. */
  requestTimeoutMs?: number;
}

export interface ReplayResult {
  sent: number;
  failed: number;
  /** When the first entry still waiting may be tried again; null when nothing waits. */
  nextAttemptAt: number | null;
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
const REPLAY_BATCH_SIZE = 50;

type Outcome =
  | { kind: 'done'; status: number; response: unknown }
  | { kind: 'failed'; status: number; message: string; response: unknown }
  | { kind: 'retry'; message: string; retryAfter: number | null };

/**
 * 4xx is final except 408 and 429, and except an answer that itself says when to retry
 * (Retry-After): the server's 409 "this Idempotency-Key is still being processed" after a crashed
 * send is exactly the replay this outbox exists for.
 */
export function isFinalStatus(status: number, retryAfter: string | null = null): boolean {
  return status >= 400 && status < 500 && status !== 408 && status !== 429 && retryAfter === null;
}

export function replayOutbox(options: ReplayOptions): Promise<ReplayResult> {
  const locks = options.locks ?? defaultLocks();
  return locks.request(OUTBOX_LOCK, () => replayUnderLock(options));
}

async function replayUnderLock(options: ReplayOptions): Promise<ReplayResult> {
  const { db, backoff = DEFAULT_BACKOFF, now = Date.now, random = Math.random } = options;
  const result: ReplayResult = { sent: 0, failed: 0, nextAttemptAt: null };
  await db.outbox.find({ selector: { state: 'done', settledAt: { $lt: now() - DONE_RETENTION_MS } } }).remove();

  const userId = await currentUserId(db);
  if (!userId) return result; // no session to send with: entries wait for their user
  let batch: OutboxEntry[] = [];
  for (;;) {
    // Read in batches, oldest first; re-read when one is used up, so entries queued during the pass
    // are sent in the same pass. An entry in 'sending' here was left by a replayer that died
    // mid-request (we hold the lock now).
    if (batch.length === 0) {
      const docs = await db.outbox
        .find({
          selector: { userId, state: { $in: ['pending', 'sending'] } },
          sort: [{ createdAt: 'asc' }, { id: 'asc' }],
          limit: REPLAY_BATCH_SIZE,
        })
        .exec();
      batch = docs.map((d) => d.toJSON() as OutboxEntry);
      if (batch.length === 0) return result;
    }
    const entry = batch.shift()!;
    if (!options.ignoreBackoff && entry.nextAttemptAt > now()) {
      result.nextAttemptAt = entry.nextAttemptAt;
      return result;
    }
    const doc = await db.outbox.findOne(entry.id).exec();
    if (!doc || (doc.state !== 'pending' && doc.state !== 'sending')) continue; // discarded meanwhile
    const attempts = doc.attempts + 1;
    await doc.incrementalPatch({ state: 'sending', attempts });
    const outcome = await send(entry, options);
    const current = await db.outbox.findOne(entry.id).exec();
    if (!current) continue; // discarded by the user while in flight
    if (outcome.kind === 'done') {
      await current.incrementalPatch({
        state: 'done',
        responseStatus: outcome.status,
        response: outcome.response,
        lastError: null,
        settledAt: now(),
      });
      result.sent += 1;
    } else if (outcome.kind === 'failed') {
      await current.incrementalPatch({
        state: 'failed',
        responseStatus: outcome.status,
        response: outcome.response,
        lastError: outcome.message,
        settledAt: now(),
      });
      result.failed += 1;
    } else {
      const delay = Math.max(backoffDelay(attempts, backoff, random), outcome.retryAfter ?? 0);
      const nextAttemptAt = now() + delay;
      await current.incrementalPatch({ state: 'pending', nextAttemptAt, lastError: outcome.message });
      result.nextAttemptAt = nextAttemptAt;
      return result;
    }
  }
}

async function send(entry: OutboxEntry, options: ReplayOptions): Promise<Outcome> {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const hasBody = entry.body !== null && entry.body !== undefined;
  let response: Response;
  try {
    response = await doFetch(`${options.baseUrl ?? ''}${entry.path}`, {
      method: entry.method,
      credentials: 'include',
      headers: { [IDEMPOTENCY_HEADER]: entry.id, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
      body: hasBody ? JSON.stringify(entry.body) : null,
      signal: AbortSignal.timeout(options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'retry', message: error instanceof Error ? error.message : String(error), retryAfter: null };
  }
  let text = '';
  try {
    text = await response.text();
  } catch {
    text = response.statusText;
  }
  if (response.ok) return { kind: 'done', status: response.status, response: parseJson(text) };
  const body = parseJson(text);
  const message = serverMessage(body) ?? (text || response.statusText || String(response.status));
  if (isFinalStatus(response.status, response.headers.get('Retry-After')))
    return { kind: 'failed', status: response.status, message, response: body };
  const now = options.now ?? Date.now;
  return {
    kind: 'retry',
    // "<status>: <text>", the spec's error form (section 8), so the list shows why it still waits.
    message: `${response.status}: ${message}`,
    retryAfter: retryAfterMs(response.headers.get('Retry-After'), now()),
  };
}

/**
 * The human part of an error answer: the API's `{error}` or a `{message}`. Kept here rather than
 * importing shared's serverMessageOf, whose module pulls zod (450 KB) into the service worker.
 */
function serverMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  if (typeof error === 'string') return error;
  return typeof message === 'string' ? message : undefined;
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
