// React views of the outbox: the pending count (header badge) and the unsettled entries (the sheet).
import { useEffect, useState } from 'react';
import type { Observable, Subscription } from 'rxjs';
import { type FitChoiceDatabase, getDatabase } from '../db/database';
import { type OutboxEntry, pendingCount$, unsettledEntries$ } from './outbox';

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

/** Pending, sending and failed entries, oldest first. */
export function useUnsettledEntries(): OutboxEntry[] {
  return useDatabaseObservable(unsettledEntries$, EMPTY);
}

const EMPTY: OutboxEntry[] = [];
