// The durable outbox: every mutation the app makes is written here first, with a UUIDv7 id that
// is also its Idempotency-Key, and the UI shows it as pending until the server has answered.
// enqueue() resolves only once the entry is in IndexedDB, so "saved" on screen means saved.
import { HEARTBEAT_INTERVAL_MS, STORAGE_KEYS } from '@fitchoice/shared';
import { heartbeatSend } from '@fitchoice/shared/api/routes';
import { combineLatest, map, type Observable } from 'rxjs';
import { v7 as uuidv7 } from 'uuid';
import { type FitChoiceDatabase, getDatabase } from '../db/database';
import { DEFAULT_OUTBOX_GROUP, type OutboxDoc, type OutboxState } from '../db/schemas';

export type OutboxEntry = OutboxDoc;
export type OutboxMethod = OutboxDoc['method'];

export const HEARTBEAT_KIND = 'heartbeat';
/** Done entries are kept this long so the screen that queued one can read the answer. */
export const DONE_RETENTION_MS = 24 * 60 * 60 * 1000;

type EnqueueListener = (entry: OutboxEntry) => void;
const listeners = new Set<EnqueueListener>();

/** Called when an entry is queued (or queued again by Retry) in this realm; the page replayer sends at once. */
export function onEnqueue(listener: EnqueueListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export class NoSignedInUserError extends Error {
  override name = 'NoSignedInUserError';
  constructor() {
    super('There is no signed-in user to queue this action for');
  }
}

/** The user whose session the replayer sends with: the signed-in user, else the guest. */
export async function currentUserId(db: FitChoiceDatabase): Promise<string | null> {
  const docs = await db.records.findByIds([STORAGE_KEYS.authUser, STORAGE_KEYS.guestUser]).exec();
  for (const key of [STORAGE_KEYS.authUser, STORAGE_KEYS.guestUser]) {
    const user = docs.get(key)?.get('value') as { id?: unknown } | undefined;
    if (user && typeof user.id === 'string') return user.id;
  }
  return null;
}

let lastIdMs = Number.NEGATIVE_INFINITY;
let lastSeq = 0;

/**
 * A UUIDv7 that sorts after every id made before it in this page or worker, even within one
 * millisecond (uuid's v7 with an explicit time picks a random sequence). The replayer sends in id order.
 */
function nextEntryId(now: number): string {
  if (now > lastIdMs) {
    lastIdMs = now;
    lastSeq = 0;
  } else {
    lastSeq += 1;
  }
  return uuidv7({ msecs: lastIdMs, seq: lastSeq });
}

export interface EnqueueOptions {
  /**
   * Entries of one group are sent in order, one at a time; groups are sent side by side. Leave it
   * out unless the mutation depends on no other: the default group keeps every such entry in
   * creation order (book, then cancel). A purchase is its own group (one per transaction hash).
   */
  group?: string;
  now?: number;
}

export async function enqueue(
  kind: string,
  method: OutboxMethod,
  path: string,
  body: unknown,
  { group = DEFAULT_OUTBOX_GROUP, now = Date.now() }: EnqueueOptions = {},
): Promise<OutboxEntry> {
  const db = await getDatabase();
  const userId = await currentUserId(db);
  if (!userId) throw new NoSignedInUserError();
  const entry: OutboxEntry = {
    id: nextEntryId(now),
    kind,
    group,
    method,
    path,
    body: body ?? null,
    userId,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
    state: 'pending',
    lastError: null,
    responseStatus: null,
    response: null,
    settledAt: null,
  };
  await db.outbox.insert(entry);
  for (const listener of listeners) listener(entry);
  return entry;
}

/**
 * Queues POST /api/heartbeat with the client time `at`. Heartbeats coalesce: while one queued in
 * the last 120 s has not been sent, another adds nothing (one per window is all the server needs).
 */
export async function enqueueHeartbeat(userId: string, now = Date.now()): Promise<OutboxEntry> {
  const db = await getDatabase();
  const recent = await db.outbox
    .findOne({
      selector: {
        kind: HEARTBEAT_KIND,
        userId,
        state: { $in: ['pending', 'sending'] },
        createdAt: { $gt: now - HEARTBEAT_INTERVAL_MS },
      },
    })
    .exec();
  if (recent) return recent.toJSON() as OutboxEntry;
  const { method, path } = heartbeatSend;
  return enqueue(HEARTBEAT_KIND, method, path, { userId, at: new Date(now).toISOString() }, { group: HEARTBEAT_KIND, now });
}

/**
 * What the member sees in the outbox (the header badge and its sheet): their own actions. The app's
 * heartbeat is queued too, but it is nothing the member did, so it is neither listed nor counted.
 */
const MEMBER_ACTIONS = { kind: { $ne: HEARTBEAT_KIND } };

/** The member's actions waiting to be sent or being sent, plus those that failed for good, oldest first. */
export function unsettledEntries$(db: FitChoiceDatabase): Observable<OutboxEntry[]> {
  return db.outbox
    .find({
      selector: { state: { $in: ['pending', 'sending', 'failed'] }, ...MEMBER_ACTIONS },
      sort: [{ createdAt: 'asc' }, { id: 'asc' }],
    })
    .$.pipe(map((docs) => docs.map((doc) => doc.toJSON() as OutboxEntry)));
}

/** Heartbeats in these states (coalesced, so a few at most), to take off the counts. */
function heartbeats$(db: FitChoiceDatabase, states: OutboxState[]): Observable<number> {
  return db.outbox.find({ selector: { state: { $in: states }, kind: HEARTBEAT_KIND } }).$.pipe(map((docs) => docs.length));
}

/**
 * Counted per state on the state index, so a count never scans the whole outbox. A burst of writes
 * (a replay) re-counts a few times per second, not per write (the collection's live-query throttle).
 */
export function pendingCount$(db: FitChoiceDatabase): Observable<number> {
  return combineLatest([
    db.outbox.count({ selector: { state: 'pending' } }).$,
    db.outbox.count({ selector: { state: 'sending' } }).$,
    heartbeats$(db, ['pending', 'sending']),
  ]).pipe(map(([pending, sending, heartbeats]) => pending + sending - heartbeats));
}

export function failedCount$(db: FitChoiceDatabase): Observable<number> {
  return combineLatest([db.outbox.count({ selector: { state: 'failed' } }).$, heartbeats$(db, ['failed'])]).pipe(
    map(([failed, heartbeats]) => failed - heartbeats),
  );
}

/** A failed entry goes back to the queue as if new (the user pressed Retry), and is sent at once. */
export async function retryEntry(id: string, now = Date.now()): Promise<void> {
  const db = await getDatabase();
  const doc = await db.outbox
    .findOne(id)
    .incrementalModify((entry) =>
      entry.state === 'failed' ? { ...entry, state: 'pending', attempts: 0, nextAttemptAt: now, lastError: null } : entry,
    );
  if (doc?.state === 'pending') for (const listener of listeners) listener(doc.toJSON() as OutboxEntry);
}

/** The user gave up on an entry that has not been sent: it is removed and never sent. */
export async function discardEntry(id: string): Promise<void> {
  const db = await getDatabase();
  await db.outbox.findOne(id).remove();
}
