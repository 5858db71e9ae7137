// The durable outbox: every mutation the app makes is written here first, with a UUIDv7 id that
// is also its Idempotency-Key, and the UI shows it as pending until the server has answered.
// enqueue() resolves only once the entry is in IndexedDB, so "saved" on screen means saved.
import { HEARTBEAT_INTERVAL_MS, STORAGE_KEYS } from '@fitchoice/shared';
import type { BodyIn } from '@fitchoice/shared/api/contract';
import { heartbeatSend } from '@fitchoice/shared/api/routes';
import { v7 as uuidv7 } from 'uuid';
import { type FitChoiceDatabase, getDatabase } from '../db/database';
import { DEFAULT_OUTBOX_GROUP, type OutboxDoc } from '../db/schemas';
import { entryOf, type OutboxEntry, type OutboxRouteId } from './entries';

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
