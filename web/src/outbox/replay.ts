// Sends the outbox to the server. One pass runs under the outbox lock (one replayer at a time
// across tabs and the service worker) and sends the current user's entries with their
// Idempotency-Key, in creation order within each group (EnqueueOptions.group), with up to
// `concurrency` groups in flight at once. The same code runs in the page and in the service worker.
//
// Outcomes: 2xx -> done. 4xx other than 408/429 (and without Retry-After) -> failed for good, with
// the server's message; the group moves on (a poisoned entry never blocks the rest). Network
// errors, 408, 429 and 5xx -> retried later with backoff; the rest of that group waits for the next
// pass, so its entries keep their order. A crash between sending and marking done leaves the entry
// pending or sending; the next pass sends it again under the same key and the server answers it
// from its idempotency record. Entries queued after the pass has read the last page wait for the
// next pass (the page replayer runs one after each enqueue).
import type { RxDocument } from 'rxdb';
import type { FitChoiceDatabase } from '../db/database';
import type { OutboxDoc } from '../db/schemas';
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
  /** Entries of different groups sent at once; 1 sends everything strictly one by one. */
  concurrency?: number;
}

export interface ReplayResult {
  sent: number;
  failed: number;
  /** When the first entry still waiting may be tried again; null when nothing waits. */
  nextAttemptAt: number | null;
}

type OutboxDocument = RxDocument<OutboxDoc>;

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const DEFAULT_REQUEST_TIMEOUT_MS = 20_000;
const PAGE_SIZE = 50;
/** Entries read ahead while waiting for their group; bounds memory on a long single-group queue. */
const MAX_BUFFERED = 200;
/** Requests in flight at once (from different groups): the server's latency, not the client, bounds a long replay. */
export const DEFAULT_CONCURRENCY = 6;

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
  const { db, now = Date.now } = options;
  const result: ReplayResult = { sent: 0, failed: 0, nextAttemptAt: null };
  await db.outbox.find({ selector: { state: 'done', settledAt: { $lt: now() - DONE_RETENTION_MS } } }).remove();
  const userId = await currentUserId(db);
  if (!userId) return result; // no session to send with: entries wait for their user

  // Entries are read oldest first (UUIDv7 ids sort by creation) in pages after a cursor, so entries
  // queued early in the pass are sent in the same pass. A group with an entry in flight makes its
  // later entries wait; a group whose entry must be retried sends nothing more in this pass.
  // An entry found in 'sending' was left by a replayer that died mid-request (we hold the lock).
  let cursor = '';
  let exhausted = false;
  let buffered: OutboxDocument[] = [];
  const busy = new Set<string>();
  const blocked = new Set<string>();
  const block = (group: string, at: number) => {
    blocked.add(group);
    result.nextAttemptAt = result.nextAttemptAt === null ? at : Math.min(result.nextAttemptAt, at);
  };
  let wake: (() => void) | null = null;
  const settledOne = () => {
    wake?.();
    wake = null;
  };

  /** The next entry that may be sent now, or null when the pass is over for this worker. */
  const takeNext = async (): Promise<OutboxDocument | null> => {
    for (;;) {
      buffered = buffered.filter((e) => !blocked.has(e.group));
      const index = buffered.findIndex((e) => !busy.has(e.group));
      if (index >= 0) {
        const [entry] = buffered.splice(index, 1) as [OutboxDocument];
        if (!options.ignoreBackoff && entry.nextAttemptAt > now()) {
          block(entry.group, entry.nextAttemptAt);
          continue;
        }
        busy.add(entry.group);
        return entry;
      }
      if (!exhausted && buffered.length < MAX_BUFFERED) {
        const docs = await db.outbox
          .find({
            selector: { userId, state: { $in: ['pending', 'sending'] }, id: { $gt: cursor } },
            sort: [{ id: 'asc' }],
            limit: PAGE_SIZE,
          })
          .exec();
        if (docs.length === 0) exhausted = true;
        else {
          buffered.push(...docs);
          cursor = buffered[buffered.length - 1]!.id;
        }
        continue;
      }
      if (busy.size === 0) return null; // nothing in flight that could free a waiting group
      if (buffered.length === 0 && exhausted) return null;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };

  // takeNext reads the database; one worker at a time may run it.
  let taking: Promise<unknown> = Promise.resolve();
  const next = () => {
    const turn = taking.then(takeNext);
    taking = turn.catch(() => undefined);
    return turn;
  };

  const worker = async () => {
    for (let entry = await next(); entry !== null; entry = await next()) {
      try {
        const outcome = await sendAndRecord(entry, options);
        if (outcome === 'sent') result.sent += 1;
        else if (outcome === 'failed') result.failed += 1;
        else if (outcome !== 'discarded') block(entry.group, outcome.nextAttemptAt);
      } finally {
        busy.delete(entry.group);
        settledOne();
      }
    }
  };
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  await Promise.all(Array.from({ length: concurrency }, worker));
  return result;
}

/** Sends one entry and records the outcome on it. */
async function sendAndRecord(
  doc: OutboxDocument,
  options: ReplayOptions,
): Promise<'sent' | 'failed' | 'discarded' | { nextAttemptAt: number }> {
  const { backoff = DEFAULT_BACKOFF, now = Date.now, random = Math.random } = options;
  // getLatest() reads RxDB's document cache, which other tabs' writes update too: no query needed.
  const latest = doc.getLatest();
  if (latest.deleted || (latest.state !== 'pending' && latest.state !== 'sending')) return 'discarded';
  const attempts = latest.attempts + 1;
  const sending = await latest.incrementalPatch({ state: 'sending', attempts });
  const outcome = await send(sending.toJSON() as OutboxEntry, options);
  const current = sending.getLatest();
  if (current.deleted) return 'discarded'; // discarded by the user while in flight
  if (outcome.kind === 'done') {
    await current.incrementalPatch({
      state: 'done',
      responseStatus: outcome.status,
      response: outcome.response,
      lastError: null,
      settledAt: now(),
    });
    return 'sent';
  }
  if (outcome.kind === 'failed') {
    await current.incrementalPatch({
      state: 'failed',
      responseStatus: outcome.status,
      response: outcome.response,
      lastError: outcome.message,
      settledAt: now(),
    });
    return 'failed';
  }
  const nextAttemptAt = now() + Math.max(backoffDelay(attempts, backoff, random), outcome.retryAfter ?? 0);
  await current.incrementalPatch({ state: 'pending', nextAttemptAt, lastError: outcome.message });
  return { nextAttemptAt };
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
