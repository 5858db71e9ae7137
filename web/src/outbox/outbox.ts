// The durable outbox: every mutation the app makes is written here first, with a UUIDv7 id that
// is also its Idempotency-Key, and the UI shows it as pending until the server has answered.
// enqueue() resolves only once the entry is in IndexedDB, so "saved" on screen means saved.
import { HEARTBEAT_INTERVAL_MS, STORAGE_KEYS } from '@fitchoice/shared';
import type { BodyIn, OutboxRouteId, ResponseOf } from '@fitchoice/shared/api/contract';
import { heartbeatSend } from '@fitchoice/shared/api/routes';
import type { RxDocument } from 'rxdb';
import { v7 as uuidv7 } from 'uuid';
import { type FitChoiceDatabase, getDatabase } from '../db/database';
import { DEFAULT_OUTBOX_GROUP, type OutboxDoc } from '../db/schemas';

export type { OutboxRouteId };

/** A refused entry's answer: the API's error body (its `code` words the refusal, its `field` marks a form field). */
export interface RefusalBody {
  error?: string;
  code?: string;
  field?: string;
}

/** A done entry's answer: the route's response (null for a route that answers none). */
type AnswerOf<Id extends OutboxRouteId> = ResponseOf<Id> extends undefined ? null : ResponseOf<Id>;

type Waiting = { state: 'pending' | 'sending'; responseStatus: null; response: null };
type Answered<Id extends OutboxRouteId> =
  | { state: 'done'; responseStatus: number; response: AnswerOf<Id> }
  | { state: 'failed'; responseStatus: number; response: RefusalBody | null };
type Call<Id extends OutboxRouteId> = Omit<OutboxDoc, 'route' | 'body' | 'state' | 'responseStatus' | 'response'> & {
  route: Id;
  body: BodyIn<Id> | null;
};

/**
 * An outbox entry as the app reads it: keyed by its route, with the body that route takes and,
 * once done, the answer that route gives. `OutboxEntry<'bookings.create'>` is one route's entry;
 * `isEntryOf` tells one route's entries among all.
 */
export type OutboxEntry<Id extends OutboxRouteId = OutboxRouteId> = Call<Id> & (Waiting | Answered<Id>);
/** An entry the server has answered for good. */
export type SettledEntry<Id extends OutboxRouteId = OutboxRouteId> = Call<Id> & Answered<Id>;

/**
 * The entry of a stored document. The one place the stored JSON is taken for its typed view: the
 * body was typed by its route when queued, and the answer is the route's, as the server validated it.
 */
export function entryOf(doc: RxDocument<OutboxDoc> | OutboxDoc): OutboxEntry {
  return ('toJSON' in doc ? doc.toJSON() : doc) as OutboxEntry;
}

/** Whether an entry calls one of these routes (and is typed as theirs). */
export function isEntryOf<Id extends OutboxRouteId>(entry: Pick<OutboxEntry, 'route'>, ...routes: readonly Id[]): entry is OutboxEntry<Id> {
  return (routes as readonly string[]).includes(entry.route);
}
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
  /** What it moves the member's SweatCoin balance by once the server has it, signed ("-25.00"). */
  coins?: string;
  now?: number;
}

/** Stores a call of `route` to `path` (its parameters filled in; api/enqueue-call.ts makes it from the route). */
export async function enqueue<Id extends OutboxRouteId>(
  route: Id,
  path: string,
  body: BodyIn<Id> | null,
  { group = DEFAULT_OUTBOX_GROUP, coins, now = Date.now() }: EnqueueOptions = {},
): Promise<OutboxEntry<Id>> {
  const db = await getDatabase();
  const userId = await currentUserId(db);
  if (!userId) throw new NoSignedInUserError();
  const doc: OutboxDoc = {
    id: nextEntryId(now),
    route,
    group,
    path,
    body: body ?? null,
    coins: coins ?? null,
    userId,
    createdAt: now,
    attempts: 0,
    failures: 0,
    nextAttemptAt: now,
    state: 'pending',
    lastError: null,
    responseStatus: null,
    response: null,
    settledAt: null,
  };
  await db.outbox.insert(doc);
  const entry = entryOf(doc);
  for (const listener of listeners) listener(entry);
  return entry as OutboxEntry<Id>;
}

/**
 * Queues POST /api/heartbeat with the client time `at`. Heartbeats coalesce: while one queued in
 * the last 120 s has not been sent, another adds nothing (one per window is all the server needs).
 */
export async function enqueueHeartbeat(userId: string, now = Date.now()): Promise<OutboxEntry<'heartbeat.send'>> {
  const db = await getDatabase();
  const recent = await db.outbox
    .findOne({
      selector: {
        route: heartbeatSend.id,
        userId,
        state: { $in: ['pending', 'sending'] },
        createdAt: { $gt: now - HEARTBEAT_INTERVAL_MS },
      },
    })
    .exec();
  if (recent) return entryOf(recent) as OutboxEntry<'heartbeat.send'>;
  return enqueue(heartbeatSend.id, heartbeatSend.path, { userId, at: new Date(now).toISOString() }, { group: heartbeatSend.id, now });
}

/**
 * The entries of these routes that a read started at `readStartedAt` may not reflect: still waiting,
 * or answered after it started. A screen keeps what they did over such a read (a pending entry is
 * the truth on screen until its answer arrives; a stale read never overwrites it).
 */
export async function entriesNewerThan<Id extends OutboxRouteId>(routes: readonly Id[], readStartedAt: number): Promise<OutboxEntry<Id>[]> {
  const db = await getDatabase();
  const docs = await db.outbox
    .find({
      selector: {
        route: { $in: [...routes] },
        $or: [{ state: { $in: ['pending', 'sending'] } }, { state: 'done', settledAt: { $gte: readStartedAt } }],
      },
      sort: [{ id: 'asc' }],
    })
    .exec();
  return docs.map((doc) => entryOf(doc) as OutboxEntry<Id>);
}

/** A failed entry goes back to the queue as if new (the user pressed Retry), and is sent at once. */
export async function retryEntry(id: string, now = Date.now()): Promise<void> {
  const db = await getDatabase();
  const doc = await db.outbox.findOne(id).incrementalModify((entry) =>
    entry.state === 'failed'
      ? {
          ...entry,
          state: 'pending',
          attempts: 0,
          failures: 0,
          nextAttemptAt: now,
          lastError: null,
          responseStatus: null,
          response: null,
          settledAt: null,
        }
      : entry,
  );
  if (doc?.state === 'pending') for (const listener of listeners) listener(entryOf(doc));
}

/**
 * A logout forgets the user's entries: what was not sent is never sent (one being sent at that
 * moment may still land; the server takes it once), and the answers kept with the rest go.
 */
export async function discardEntriesOf(userId: string): Promise<void> {
  const db = await getDatabase();
  await db.outbox.find({ selector: { userId } }).remove();
}

/** The user gave up on an entry that has not been sent: it is removed and never sent. */
export async function discardEntry(id: string): Promise<void> {
  const db = await getDatabase();
  await db.outbox.findOne(id).remove();
}
