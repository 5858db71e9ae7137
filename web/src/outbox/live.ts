// The header badge's counts as live queries combined with rxjs, and their hooks. Apart from outbox.ts
// and hooks.ts, so a screen that queues an action or reads its entries does not load rxjs for it;
// the badge loads it with its own code.
import { heartbeatSend } from '@fitchoice/shared/api/routes';
import { combineLatest, map, type Observable } from 'rxjs';
import { type FitChoiceDatabase, getDatabase } from '../db/database';
import { useLiveQuery } from '../db/live-query';
import type { OutboxState } from '../db/schemas';

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

/** Entries not yet answered by the server (pending or being sent), in every tab. */
export function usePendingCount(): number {
  return useLiveQuery(async () => pendingCount$(await getDatabase()), 'pending', 0);
}

export function useFailedCount(): number {
  return useLiveQuery(async () => failedCount$(await getDatabase()), 'failed', 0);
}
