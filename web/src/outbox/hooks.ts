// React views of the outbox: the pending count (header badge), the unsettled entries (the sheet,
// and the screens that show what is pending), and the answers that arrive while a screen is open.
import { useEffect, useRef, useState } from 'react';
import { map, of } from 'rxjs';
import { getDatabase } from '../db/database';
import { useLiveQuery } from '../db/live-query';
import { failedCount$, pendingCount$, unsettledEntries$ } from './live';
import { entryOf, type OutboxEntry, type OutboxRouteId } from './outbox';

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

/**
 * The entries of these routes still unsettled (waiting, being sent, refused) or answered since
 * `answeredSince`, oldest first, from one live query: a screen shows what waits and what was
 * answered from the same moment, so nothing falls between the two.
 */
export function useEntriesOf<Id extends OutboxRouteId>(routes: readonly Id[], answeredSince: number): OutboxEntry<Id>[] {
  return useLiveQuery(
    async () =>
      (await getDatabase()).outbox
        .find({
          selector: {
            route: { $in: [...routes] },
            $or: [{ state: { $in: ['pending', 'sending', 'failed'] } }, { state: 'done', settledAt: { $gte: answeredSince } }],
          },
          sort: [{ id: 'asc' }],
        })
        .$.pipe(map((docs) => docs.map((doc) => entryOf(doc) as OutboxEntry<Id>))),
    `${routes.join(',')}|${answeredSince}`,
    EMPTY as OutboxEntry<Id>[],
  );
}

/**
 * Calls `onAnswer` once for each entry of these routes the server answers (done) while the screen
 * is open, whoever sent it (this tab, another, the service worker): the screen puts the answer in
 * its copy at once, so nothing flips back to what a read made before the answer said.
 */
export function useAnswers<Id extends OutboxRouteId>(
  routes: readonly Id[],
  onAnswer: (entry: OutboxEntry<Id>) => void,
  /** Answers stored since then; by default since the screen opened. */
  answeredSince?: number,
): void {
  const [openedAt] = useState(Date.now);
  const since = answeredSince ?? openedAt;
  const answered = useLiveQuery(
    async () =>
      (await getDatabase()).outbox
        .find({ selector: { state: 'done', route: { $in: [...routes] }, settledAt: { $gte: since } } })
        .$.pipe(map((docs) => docs.map((doc) => entryOf(doc) as OutboxEntry<Id>))),
    `${routes.join(',')}|${since}`,
  );
  const seen = useRef(new Set<string>());
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  useEffect(() => {
    for (const entry of answered ?? []) {
      if (seen.current.has(entry.id)) continue;
      seen.current.add(entry.id);
      latest.current(entry);
    }
  }, [answered]);
}
