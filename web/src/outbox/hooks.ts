// React views of the outbox's entries: the unsettled ones (the sheet, and the screens that show what
// is pending) and the answers that arrive while a screen is open. They are read with RxDB's queries
// alone; the badge's counts, combined with rxjs, are live.ts's, so a screen that imports these hooks
// does not load rxjs for them.

import { useEffect, useMemo, useRef, useState } from 'react';
import type { RxDocument } from 'rxdb';
import { getDatabase } from '../db/database';
import { useLiveQuery } from '../db/live-query';
import type { OutboxDoc } from '../db/schemas';
import { entryOf, MEMBER_ACTIONS, type OutboxEntry, type OutboxRouteId } from './entries';

const EMPTY: OutboxEntry[] = [];

/** The entries of the documents a live query answered, the same array until it answers again. */
function useEntries<Id extends OutboxRouteId>(docs: RxDocument<OutboxDoc>[] | undefined): OutboxEntry<Id>[] {
  return useMemo(() => (docs ? docs.map((doc) => entryOf(doc) as OutboxEntry<Id>) : (EMPTY as OutboxEntry<Id>[])), [docs]);
}

/**
 * The member's actions waiting to be sent or being sent, plus those that failed for good, oldest
 * first, in every tab; only subscribed while `enabled` (the sheet is open).
 */
export function useUnsettledEntries(enabled = true): OutboxEntry[] {
  const docs = useLiveQuery(
    async () =>
      enabled
        ? (await getDatabase()).outbox.find({
            selector: { state: { $in: ['pending', 'sending', 'failed'] }, ...MEMBER_ACTIONS },
            sort: [{ createdAt: 'asc' }, { id: 'asc' }],
          }).$
        : null,
    String(enabled),
  );
  return useEntries(enabled ? docs : undefined);
}

/**
 * The entries of these routes still unsettled (waiting, being sent, refused) or answered since
 * `answeredSince` (by default since the screen opened), oldest first, from one live query: a screen
 * shows what waits and what was answered from the same moment, so nothing falls between the two.
 */
export function useEntriesOf<Id extends OutboxRouteId>(routes: readonly Id[], answeredSince?: number): OutboxEntry<Id>[] {
  const [openedAt] = useState(Date.now);
  const since = answeredSince ?? openedAt;
  const docs = useLiveQuery(
    async () =>
      (await getDatabase()).outbox.find({
        selector: {
          route: { $in: [...routes] },
          $or: [{ state: { $in: ['pending', 'sending', 'failed'] } }, { state: 'done', settledAt: { $gte: since } }],
        },
        sort: [{ id: 'asc' }],
      }).$,
    `${routes.join(',')}|${since}`,
  );
  return useEntries<Id>(docs);
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
  const docs = useLiveQuery(
    async () =>
      (await getDatabase()).outbox.find({ selector: { state: 'done', route: { $in: [...routes] }, settledAt: { $gte: since } } }).$,
    `${routes.join(',')}|${since}`,
  );
  const answered = useEntries<Id>(docs);
  const seen = useRef(new Set<string>());
  const latest = useRef(onAnswer);
  latest.current = onAnswer;
  useEffect(() => {
    for (const entry of answered) {
      if (seen.current.has(entry.id)) continue;
      seen.current.add(entry.id);
      latest.current(entry);
    }
  }, [answered]);
}
