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
//
// Writes are batched, because each write costs an IndexedDB transaction and a change event to every
// tab and the worker: entries are marked 'sending' a claim at a time (before any of them is sent),
// and answers are written behind, with the next claim or after OUTCOME_FLUSH_MS, and all of them
// before the pass ends; each such set is one bulk write to the outbox's storage. A crash before an
// answer is written is the crash above: the entry is still 'sending' and is sent again under its key.
//
// Each entry is sent as its route says (OUTBOX_ROUTES: the method; its path is stored with it).
//
// Requests are batched too: entries the server takes in POST /api/batch (shared batch-routes.ts),
// up to MAX_BATCH_CALLS of different groups, go in one request, each with its own key and answer,
// so a long queue costs a request per 25 entries instead of one each. A batch that fails as a whole
// (network error, 5xx, timeout) is a retry for each of its entries. An entry alone goes alone.
import { isBatchRoute, MAX_BATCH_CALLS } from '@fitchoice/shared/api/batch-routes';
import { batchSend, OUTBOX_ROUTES } from '@fitchoice/shared/api/routes';
import type { RxCollection, RxDocument, RxDocumentData } from 'rxdb';
import type { FitChoiceDatabase } from '../db/database';
import type { OutboxDoc } from '../db/schemas';
import { type BackoffPolicy, backoffDelay, DEFAULT_BACKOFF, retryAfterMs } from './backoff';
import { DONE_RETENTION_MS, entryOf, type OutboxEntry } from './entries';
import { defaultLocks, type LockManagerLike, OUTBOX_LOCK } from './locks';
import { currentUserId } from './outbox';

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
  /**
   * The server answers again after an outage: the waiting entries' backoff starts again from its
   * first step (their `failures` go to 0) before they are sent.
   */
  resetBackoff?: boolean;
  /** Aborting it gives up the requests in flight (each is retried like a network error) and ends the pass. */
  signal?: AbortSignal;
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
/** Entries claimed ('sending' written) in one write, per request in flight: a batch's worth. */
const CLAIM_BATCH = MAX_BATCH_CALLS;
/** Entries read ahead while waiting for their group, in claims' worth; bounds memory on a long single-group queue. */
const MAX_BUFFERED_CLAIMS = 4;
/**
 * A batch's body stays under this many characters, so under the server's 64 KiB even if every one
 * took three bytes; an entry that would pass it waits for the next batch.
 */
const MAX_BATCH_BODY_CHARS = 20 * 1024;
/** How long a recorded outcome may wait for the next claim before it is written by itself. */
const OUTCOME_FLUSH_MS = 400;
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
  // An entry is answered after it was made: bounding its creation too reads only the old ones along
  // the state and creation index, not every answer kept.
  const expiredBefore = now() - DONE_RETENTION_MS;
  await db.outbox
    .find({
      selector: { state: 'done', createdAt: { $lt: expiredBefore }, settledAt: { $lt: expiredBefore } },
      index: ['state', 'createdAt'],
    })
    .remove();
  const userId = await currentUserId(db);
  if (!userId) return result; // no session to send with: entries wait for their user
  if (options.resetBackoff) {
    await db.outbox
      .find({ selector: { userId, state: 'pending', failures: { $gt: 0 } } })
      .incrementalPatch({ failures: 0, nextAttemptAt: now() });
  }

  // Entries are read oldest first (UUIDv7 ids sort by creation) in pages after a cursor, so entries
  // queued early in the pass are sent in the same pass. A group with an entry in flight makes its
  // later entries wait; a group whose entry must be retried sends nothing more in this pass.
  // An entry found in 'sending' was left by a replayer that died mid-request (we hold the lock).
  let cursor = '';
  let exhausted = false;
  let buffered: OutboxDocument[] = [];
  /** Claimed entries ('sending' is written), each of its own group, waiting for a free worker. */
  const claimed: OutboxDocument[] = [];
  const busy = new Set<string>();
  const blocked = new Set<string>();
  const block = (group: string, at: number) => {
    blocked.add(group);
    result.nextAttemptAt = result.nextAttemptAt === null ? at : Math.min(result.nextAttemptAt, at);
  };
  const writes = createStateWrites(db.outbox);
  /** The outcomes being written, each counted in the result once stored. */
  const records: Promise<void>[] = [];
  const concurrency = Math.max(1, options.concurrency ?? DEFAULT_CONCURRENCY);
  /** A claim's most: a batch for each request in flight; a page read is one claim's worth. */
  const claimSize = CLAIM_BATCH * concurrency;
  let wake: (() => void) | null = null;
  let claimedAny = false;
  const settledOne = () => {
    wake?.();
    wake = null;
  };

  /**
   * Marks the next entries that may be sent now 'sending' (attempts + 1), up to CLAIM_BATCH per
   * worker, one per group, in one write together with the outcomes recorded so far: two writes
   * per entry become two per claim. A claimed entry waits at most a few requests for its worker
   * (claims are made ahead: fillAhead).
   */
  const claim = async (): Promise<void> => {
    // The pass's first claim is one batch, so its first request goes out after a small write; the
    // rest is claimed while it is in flight.
    const most = claimedAny ? claimSize : CLAIM_BATCH;
    const picked: OutboxDocument[] = [];
    const rest: OutboxDocument[] = [];
    for (const entry of buffered) {
      if (blocked.has(entry.group)) continue; // its group waits for the next pass
      if (picked.length >= most || busy.has(entry.group)) {
        rest.push(entry);
        continue;
      }
      const latest = entry.getLatest();
      if (latest.deleted || (latest.state !== 'pending' && latest.state !== 'sending')) continue; // discarded meanwhile
      if (!options.ignoreBackoff && latest.nextAttemptAt > now()) {
        block(latest.group, latest.nextAttemptAt);
        continue;
      }
      busy.add(latest.group);
      picked.push(latest);
    }
    buffered = rest;
    if (picked.length === 0) return;
    claimedAny = true;
    const marked = picked.map((entry) => writes.add(entry, markSending));
    await writes.flush();
    const written = await Promise.all(marked);
    picked.forEach((entry, i) => {
      // An entry discarded just before the claim was written stays deleted: it is not sent.
      if (written[i]) claimed.push(entry);
      else busy.delete(entry.group);
    });
  };

  /** Reads the next page of waiting entries along the id index, after the cursor. */
  const readPage = async (): Promise<void> => {
    const docs = await db.outbox
      .find({
        selector: { userId, state: { $in: ['pending', 'sending'] }, id: { $gt: cursor } },
        sort: [{ id: 'asc' }],
        limit: claimSize,
        // Along the id index from the cursor: the state index would make every page read (and
        // sort) every waiting entry after the cursor, quadratic over a long queue.
        index: ['id'],
      })
      .exec();
    if (docs.length === 0) exhausted = true;
    else {
      buffered.push(...docs);
      cursor = buffered[buffered.length - 1]!.id;
    }
  };

  /**
   * One step towards more claimed entries: a page read while fewer than a claim's worth are
   * buffered, else a claim, else (every buffered entry waits for its group) another page read while
   * that stays bounded. Answers whether it changed anything. Steps run one at a time (`filling`):
   * they read and write the database and move the cursor.
   */
  const fillOnce = async (): Promise<boolean> => {
    if (!exhausted && buffered.length < claimSize) {
      await readPage();
      return true;
    }
    const before = claimed.length;
    await claim();
    if (claimed.length > before) return true;
    if (!exhausted && buffered.length < claimSize * MAX_BUFFERED_CLAIMS) {
      await readPage();
      return true;
    }
    return false;
  };
  let filling: Promise<boolean> | null = null;
  /** A step that failed in the background, thrown to the next worker that asks for an entry. */
  let fillFailure: { error: unknown } | null = null;
  const fill = (): Promise<boolean> => {
    filling ??= fillOnce().finally(() => {
      filling = null;
      settledOne(); // a worker waiting for a group to be free may find claimed entries now
    });
    return filling;
  };
  /**
   * Claims ahead while requests are in flight: once fewer than a claim's worth are claimed, the next
   * ones are read and claimed behind the workers' backs, so a worker whose answer came finds its next
   * batch ready instead of waiting for the database (the server idles meanwhile otherwise).
   */
  const fillAhead = () => {
    if (filling || claimed.length >= claimSize || options.signal?.aborted) return;
    fill().then(
      (progressed) => {
        if (progressed) fillAhead();
      },
      (error: unknown) => {
        fillFailure ??= { error };
      },
    );
  };

  /** The next entry to send, or null when the pass is over for this worker. */
  const takeNext = async (): Promise<OutboxDocument | null> => {
    for (;;) {
      if (fillFailure) throw fillFailure.error;
      if (options.signal?.aborted) return null; // given up: what is claimed waits for the next pass
      const entry = claimed.shift();
      if (entry) {
        fillAhead();
        return entry;
      }
      if (filling) {
        await filling.catch(() => undefined);
        continue;
      }
      if (await fill()) continue;
      if (busy.size === 0) return null; // nothing in flight that could free a waiting group
      if (buffered.length === 0 && exhausted) return null;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  };

  // takeNext may wait (for a step of filling, for a group to be free): one worker at a time runs it.
  let taking: Promise<unknown> = Promise.resolve();
  const next = () => {
    const turn = taking.then(takeNext);
    taking = turn.catch(() => undefined);
    return turn;
  };

  /** Claimed entries that may go in one batch with `first`: batchable, each of its own group (claims are). */
  const batchWith = (first: OutboxDocument): OutboxDocument[] => {
    if (!isBatchRoute(first.route)) return [first];
    const batch = [first];
    let chars = callOf(first).length;
    for (let i = 0; i < claimed.length && batch.length < MAX_BATCH_CALLS; ) {
      const entry = claimed[i]!;
      const size = isBatchRoute(entry.route) ? callOf(entry).length : Number.POSITIVE_INFINITY;
      if (chars + size > MAX_BATCH_BODY_CHARS) {
        i += 1;
        continue;
      }
      chars += size;
      batch.push(entry);
      claimed.splice(i, 1);
    }
    return batch;
  };

  const worker = async () => {
    for (let first = await next(); first !== null; first = await next()) {
      const batch = batchWith(first);
      try {
        const live = batch.filter((entry) => !entry.getLatest().deleted); // discarded while it waited for a worker
        if (live.length === 0) continue;
        const entries = live.map(entryOf);
        const outcomes = live.length === 1 ? [await send(entries[0]!, options)] : await sendBatch(entries, options);
        live.forEach((entry, i) => {
          const outcome = outcomes[i]!;
          const nextAttemptAt = outcome.kind === 'retry' ? retryAt(entry, outcome, options) : null;
          // The group is free (or blocked) from here, before the outcome is written: the server has
          // answered this entry, so its next one may go. A crash before the write only makes the
          // next pass send this entry again under its key, which the server answers from its record.
          if (nextAttemptAt !== null) block(entry.group, nextAttemptAt);
          const recorded = writes.add(entry, recordOutcome(outcome, nextAttemptAt, options)).then((written) => {
            // Counted once written: an entry discarded while it was in flight stays discarded.
            if (written && outcome.kind !== 'retry') result[outcome.kind === 'done' ? 'sent' : 'failed'] += 1;
          });
          recorded.catch(() => undefined); // the pass's last flush() fails with it
          records.push(recorded);
        });
      } finally {
        for (const entry of batch) busy.delete(entry.group);
        settledOne();
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: concurrency }, worker));
  } finally {
    await writes.flush();
  }
  await Promise.all(records);
  return result;
}

function retryAt(entry: OutboxDocument, outcome: Extract<Outcome, { kind: 'retry' }>, options: ReplayOptions): number {
  const { backoff = DEFAULT_BACKOFF, now = Date.now, random = Math.random } = options;
  return now() + Math.max(backoffDelay(entry.failures + 1, backoff, random), outcome.retryAfter ?? 0);
}

/**
 * How a write changes an entry, from its stored state: the fields to set, or null to leave it (it
 * was answered or discarded meanwhile). Called again with the stored state if the entry changed
 * between the read and the write.
 */
type Change = (stored: OutboxDoc) => Partial<OutboxDoc> | null;

const markSending: Change = (stored) =>
  stored.state === 'pending' || stored.state === 'sending' ? { state: 'sending', attempts: stored.attempts + 1 } : null;

/** Records the server's answer on the entry. */
function recordOutcome(outcome: Outcome, nextAttemptAt: number | null, options: ReplayOptions): Change {
  const { now = Date.now } = options;
  return (stored) => {
    if (outcome.kind === 'retry') {
      return { state: 'pending', failures: stored.failures + 1, nextAttemptAt: nextAttemptAt ?? now(), lastError: outcome.message };
    }
    return {
      state: outcome.kind,
      responseStatus: outcome.status,
      response: outcome.response,
      lastError: outcome.kind === 'failed' ? outcome.message : null,
      settledAt: now(),
    };
  };
}

interface PendingChange {
  doc: OutboxDocument;
  change: Change;
  written: (stored: boolean) => void;
  failed: (error: unknown) => void;
}

/**
 * Entry changes waiting to be written together. A flush writes every waiting change in one bulk
 * write to the outbox's storage (one IndexedDB transaction, one change event to the other tabs)
 * instead of one per entry. Changes also flush on their own after OUTCOME_FLUSH_MS, so the screens
 * see answers while a long pass runs.
 */
function createStateWrites(collection: RxCollection<OutboxDoc>) {
  let waiting: PendingChange[] = [];
  let running: Promise<unknown>[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flushNow = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (waiting.length === 0) return;
    const run = writeChanges(collection, waiting);
    waiting = [];
    running.push(run);
    run.catch(() => undefined); // observed by the next flush(); not an unhandled rejection meanwhile
  };
  return {
    /** Resolves once written: true, or false when the change left the entry as it was (or it was discarded). */
    add(doc: OutboxDocument, change: Change): Promise<boolean> {
      const stored = new Promise<boolean>((written, failed) => {
        waiting.push({ doc, change, written, failed });
      });
      timer ??= setTimeout(flushNow, OUTCOME_FLUSH_MS);
      return stored;
    },
    /** Writes every waiting change and resolves once all changes made so far are stored. */
    async flush(): Promise<void> {
      flushNow();
      const all = running;
      running = [];
      await Promise.all(all);
    },
  };
}

/**
 * Writes the changes in one bulk write; a change whose entry was written meanwhile (a conflict) is
 * made again on the stored state, and a discarded entry is left deleted.
 */
async function writeChanges(collection: RxCollection<OutboxDoc>, changes: PendingChange[]): Promise<void> {
  let todo = changes.map((item) => ({ item, stored: item.doc.getLatest().toJSON(true) as RxDocumentData<OutboxDoc> }));
  try {
    while (todo.length > 0) {
      const rows: { item: PendingChange; previous: RxDocumentData<OutboxDoc>; document: RxDocumentData<OutboxDoc> }[] = [];
      for (const { item, stored } of todo) {
        const patch = stored._deleted ? null : item.change(stored);
        if (patch) rows.push({ item, previous: stored, document: { ...stored, ...patch } });
        else item.written(false);
      }
      if (rows.length === 0) return;
      const { error } = await collection.storageInstance.bulkWrite(
        rows.map(({ previous, document }) => ({ previous, document })),
        'outbox-replay',
      );
      const conflicts = new Map(error.map((failure) => [failure.documentId, failure]));
      todo = [];
      for (const { item, document } of rows) {
        const failure = conflicts.get(document.id);
        if (!failure) item.written(true);
        else if (failure.status === 409 && failure.documentInDb) todo.push({ item, stored: failure.documentInDb });
        else throw new Error(`The outbox entry ${document.id} could not be written (${failure.status})`);
      }
    }
  } catch (error) {
    for (const item of changes) item.failed(error);
    throw error;
  }
}

/** Sends one entry, giving up after requestTimeoutMs (then it is retried like a network error). */
function send(entry: OutboxEntry, options: ReplayOptions): Promise<Outcome> {
  return withTimeout(options, (signal, answered) => request(entry, options, signal, answered));
}

/** The method of an entry's route; undefined for a route this version of the app does not know. */
function methodOf(entry: Pick<OutboxDoc, 'route'>): string | undefined {
  return (OUTBOX_ROUTES as Record<string, { method: string } | undefined>)[entry.route]?.method;
}

/** One call of a batch, as the server reads it (shared/src/api/batch.ts); its length bounds the batch's body. */
function callOf(entry: Pick<OutboxDoc, 'id' | 'route' | 'path' | 'body'>): string {
  return JSON.stringify({ key: entry.id, method: methodOf(entry), path: entry.path, ...(entry.body === null ? {} : { body: entry.body }) });
}

/** Sends entries in one POST /api/batch; each gets its own outcome, or all the batch's when it fails as a whole. */
function sendBatch(entries: OutboxEntry[], options: ReplayOptions): Promise<Outcome[]> {
  return withTimeout(options, async (signal, answered) => {
    const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
    const all = (outcome: Outcome) => entries.map(() => outcome);
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl ?? ''}${batchSend.path}`, {
        method: batchSend.method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: `{"calls":[${entries.map(callOf).join(',')}]}`,
        signal,
      });
      answered();
    } catch (error) {
      return all({ kind: 'retry', message: error instanceof Error ? error.message : String(error), retryAfter: null });
    }
    const answer = await outcomeOf(response, options);
    // Answered as a whole (signed out, the server busy): each entry as its own request would have been.
    if (answer.kind !== 'done') return all(answer);
    const answers = new Map(
      ((answer.response as { answers?: BatchAnswer[] } | null)?.answers ?? []).map((item) => [item.key, item] as const),
    );
    return entries.map((entry): Outcome => {
      const item = answers.get(entry.id);
      if (!item) return { kind: 'retry', message: 'The batch answered nothing for this entry', retryAfter: null };
      return outcomeOfStatus(item.status, item.body, item.retryAfter, options);
    });
  });
}

/** The fields of one call's answer in a batch (shared's BatchAnswer, without importing its zod module). */
interface BatchAnswer {
  key: string;
  status: number;
  body: unknown;
  retryAfter: string | null;
}

/**
 * Runs one request, giving up after requestTimeoutMs, or when the pass is given up before the
 * server answered (`answered` says it has: its body is then read to the end whatever happens).
 */
async function withTimeout<T>(options: ReplayOptions, run: (signal: AbortSignal, answered: () => void) => Promise<T>): Promise<T> {
  // A timer cleared with the answer: AbortSignal.timeout() would still fire, long after, for every entry.
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The request timed out', 'TimeoutError')),
    options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
  );
  let isAnswered = false;
  // A task later: the answer that told the app the server is back (and so gave the pass up) is
  // this request's own, and its handler marks it answered before then.
  const giveUp = () =>
    setTimeout(() => {
      if (!isAnswered) controller.abort(new DOMException('The replay gave up this request', 'AbortError'));
    }, 0);
  if (options.signal?.aborted) giveUp();
  options.signal?.addEventListener('abort', giveUp);
  const answered = () => {
    isAnswered = true;
    options.signal?.removeEventListener('abort', giveUp);
  };
  try {
    return await run(controller.signal, answered);
  } finally {
    clearTimeout(timer);
    answered();
  }
}

async function request(entry: OutboxEntry, options: ReplayOptions, signal: AbortSignal, answered: () => void): Promise<Outcome> {
  const method = methodOf(entry);
  // Stored by a version of the app that had this route; this one cannot say how to send it.
  if (!method) return { kind: 'failed', status: 0, message: `Unknown route ${entry.route}`, response: null };
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const hasBody = entry.body !== null && entry.body !== undefined;
  let response: Response;
  try {
    response = await doFetch(`${options.baseUrl ?? ''}${entry.path}`, {
      method,
      credentials: 'include',
      headers: { [IDEMPOTENCY_HEADER]: entry.id, ...(hasBody ? { 'Content-Type': 'application/json' } : {}) },
      body: hasBody ? JSON.stringify(entry.body) : null,
      signal,
    });
    answered();
  } catch (error) {
    return { kind: 'retry', message: error instanceof Error ? error.message : String(error), retryAfter: null };
  }
  return outcomeOf(response, options);
}

async function outcomeOf(response: Response, options: ReplayOptions): Promise<Outcome> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    text = response.statusText;
  }
  return outcomeOfStatus(response.status, parseJson(text), response.headers.get('Retry-After'), options, text || response.statusText);
}

/** What an answer means for its entry: done, failed for good (with the server's message), or retry later. */
function outcomeOfStatus(status: number, body: unknown, retryAfter: string | null, options: ReplayOptions, text = ''): Outcome {
  if (status >= 200 && status < 300) return { kind: 'done', status, response: body };
  const message = serverMessage(body) ?? (text || String(status));
  if (isFinalStatus(status, retryAfter)) return { kind: 'failed', status, message, response: body };
  const now = options.now ?? Date.now;
  return {
    kind: 'retry',
    // "<status>: <text>", the spec's error form (section 8), so the list shows why it still waits.
    message: `${status}: ${message}`,
    retryAfter: retryAfterMs(retryAfter, now()),
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
