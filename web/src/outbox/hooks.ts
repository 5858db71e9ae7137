// React views of the outbox: the pending count (header badge) and the unsettled entries (the sheet).
import { of } from 'rxjs';
import { getDatabase } from '../db/database';
import { useLiveQuery } from '../db/live-query';
import { failedCount$, type OutboxEntry, pendingCount$, unsettledEntries$ } from './outbox';

/** Entries not yet answered by the server (pending or being sent), in every tab. */
export function usePendingCount(): number {
  return useLiveQuery(async () => pendingCount$(await getDatabase()), 'pending', 0);
}

export function useFailedCount(): number {
  return useLiveQuery(async () => failedCount$(await getDatabase()), 'failed', 0);
}

/** Pending, sending and failed entries, oldest first; only subscribed while `enabled` (the sheet is open). */
export function useUnsettledEntries(enabled = true): OutboxEntry[] {
  return useLiveQuery(async () => (enabled ? unsettledEntries$(await getDatabase()) : of(EMPTY)), String(enabled), EMPTY);
}

const EMPTY: OutboxEntry[] = [];
