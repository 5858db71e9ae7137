// What an outbox entry is as the app reads it: its type per route, the typed view of a stored
// document, which entries are the member's own, and those a server read may not reflect yet. Apart
// from the writes (outbox.ts), so a screen that shows entries loads neither the id generator nor the
// database's schemas for it.
import type { BodyIn, OutboxRouteId, ResponseOf } from '@fitchoice/shared/api/contract';
import { heartbeatSend } from '@fitchoice/shared/api/routes';
import type { RxDocument } from 'rxdb';
import { getDatabase } from '../db/database';
import type { OutboxDoc } from '../db/schemas';

/**
 * The outbox's writes (outbox.ts: queueing with its id generator, Retry, Discard), loaded when first
 * needed: a screen that shows entries, or offers an action not yet taken, does not load them with its
 * first paint (the page loads them at idle anyway, to replay).
 */
export const loadOutbox = () => import('./outbox');

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

/**
 * What the member sees of the outbox (the header badge, its sheet, the screens' pending rows): their
 * own actions. The app's heartbeat is queued too, but it is nothing the member did.
 */
export const MEMBER_ACTIONS = { route: { $ne: heartbeatSend.id } };

/**
 * The user's actions waiting to be sent or being sent: what a logout would give up (a heartbeat is
 * not the member's to give up: a logout asked whether to wait for it, for nothing).
 */
export const unsentOf = (userId: string) => ({ userId, state: { $in: ['pending', 'sending'] }, ...MEMBER_ACTIONS });

/** Whether an entry calls one of these routes (and is typed as theirs). */
export function isEntryOf<Id extends OutboxRouteId>(entry: Pick<OutboxEntry, 'route'>, ...routes: readonly Id[]): entry is OutboxEntry<Id> {
  return (routes as readonly string[]).includes(entry.route);
}

/**
 * What the entries of `route` answered (done) among `entries` made, newest first, where `listed` (a
 * list read before those answers) does not have it yet: a screen shows an answer at once, not only
 * once its list is read again. `itemOf` picks the item from the route's answer.
 */
export function answeredNotListed<Id extends OutboxRouteId, Item extends { id: string }>(
  entries: readonly OutboxEntry[],
  route: Id,
  itemOf: (answer: AnswerOf<Id>) => Item,
  listed: readonly { id: string }[],
): Item[] {
  const ids = new Set(listed.map((item) => item.id));
  return entries
    .filter((entry) => entry.route === route && entry.state === 'done')
    .sort((a, b) => b.id.localeCompare(a.id))
    .map((entry) => itemOf(entry.response as AnswerOf<Id>))
    .filter((item) => !ids.has(item.id));
}

/** Done entries are kept this long so the screen that queued one can read the answer. */
export const DONE_RETENTION_MS = 24 * 60 * 60 * 1000;

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
