// React views of the outbox: the pending count (header badge) and the unsettled entries (the sheet).
import { useEffect, useState } from 'react';
import { type Observable, of, type Subscription } from 'rxjs';
import { type FitChoiceDatabase, getDatabase } from '../db/database';
import { failedCount$, type OutboxEntry, pendingCount$, unsettledEntries$ } from './outbox';

function useDatabaseObservable<T>(select: (db: FitChoiceDatabase) => Observable<T>, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    let subscription: Subscription | null = null;
    let cancelled = false;
    getDatabase().then(
      (db) => {
        if (cancelled) return;
        subscription = select(db).subscribe(setValue);
      },
      (error: unknown) => console.error('The local database could not be opened', error),
    );
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
  }, [select]);
  return value;
}

/** Entries not yet answered by the server (pending or being sent), in every tab. */
export function usePendingCount(): number {
  return useDatabaseObservable(pendingCount$, 0);
}

export function useFailedCount(): number {
  return useDatabaseObservable(failedCount$, 0);
}

/** Pending, sending and failed entries, oldest first; only subscribed while `enabled` (the sheet is open). */
export function useUnsettledEntries(enabled = true): OutboxEntry[] {
  return useDatabaseObservable(enabled ? unsettledEntries$ : nothing$, EMPTY);
}

const EMPTY: OutboxEntry[] = [];
const nothing$ = (): Observable<OutboxEntry[]> => of(EMPTY);
