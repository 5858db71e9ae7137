// The outbox as live queries (RxDB's observables, so rxjs): the header badge's counts, the outbox
// sheet's entries and what a logout would give up. Apart from outbox.ts, so a screen that queues an
// action or reads an entry does not load rxjs for it.
import { heartbeatSend } from '@fitchoice/shared/api/routes';
import { combineLatest, map, type Observable } from 'rxjs';
import type { FitChoiceDatabase } from '../db/database';
import type { OutboxState } from '../db/schemas';
import { entryOf, type OutboxEntry } from './outbox';

/**
 * What the member sees in the outbox (the header badge and its sheet): their own actions. The app's
 * heartbeat is queued too, but it is nothing the member did, so it is neither listed nor counted.
 */
const MEMBER_ACTIONS = { route: { $ne: heartbeatSend.id } };

/** The member's actions waiting to be sent or being sent, plus those that failed for good, oldest first. */
export function unsettledEntries$(db: FitChoiceDatabase): Observable<OutboxEntry[]> {
  return db.outbox
    .find({
      selector: { state: { $in: ['pending', 'sending', 'failed'] }, ...MEMBER_ACTIONS },
      sort: [{ createdAt: 'asc' }, { id: 'asc' }],
    })
    .$.pipe(map((docs) => docs.map(entryOf)));
}

/** Heartbeats in these states (coalesced, so a few at most), to take off the counts. */
function heartbeats$(db: FitChoiceDatabase, states: OutboxState[]): Observable<number> {
  return db.outbox.find({ selector: { state: { $in: states }, route: heartbeatSend.id } }).$.pipe(map((docs) => docs.length));
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

/**
 * How many of the user's actions wait to be sent or are being sent: what a logout would give up (a
 * heartbeat is not the member's to give up: a logout asked whether to wait for it, for nothing).
 */
export function unsentCountOf$(db: FitChoiceDatabase, userId: string): Observable<number> {
  // Found, not counted: a count must run on an index alone, and none covers the user and the state.
  return db.outbox
    .find({ selector: { userId, state: { $in: ['pending', 'sending'] }, ...MEMBER_ACTIONS } })
    .$.pipe(map((docs) => docs.length));
}
