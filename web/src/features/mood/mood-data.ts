// The member's mood entries on this device: logged, edited and deleted here first (offline too),
// sent through the outbox in order (one group), and merged with the server's copy when it is
// reachable (the newest edit wins; an entry deleted elsewhere goes unless a change of it is still
// queued here).
import * as routes from '@fitchoice/shared/api/routes';
import type { MoodEntry } from '@fitchoice/shared/coach';
import { addDays } from '@fitchoice/shared/coach';
import { map } from 'rxjs';
import { apiCall } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { getCoachDatabase } from '../../db/coach-collections';
import { getDatabase } from '../../db/database';
import { useLiveQuery } from '../../db/live-query';
import type { OutboxEntry } from '../../outbox/entries';
import { discardEntry } from '../../outbox/outbox';

export const MOOD_GROUP = 'mood';
/** How far back the app keeps and shows the log (the longest trend). */
export const MOOD_DAYS = 90;

export function useMoodEntries(userId: string): MoodEntry[] | undefined {
  return useLiveQuery(async () => {
    const db = await getCoachDatabase();
    return db.mood_entries
      .find({ selector: { userId } })
      .$.pipe(
        map((docs) =>
          docs
            .map((doc) => doc.toJSON().entry as MoodEntry)
            .sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt)),
        ),
      );
  }, userId);
}

export async function localMoodEntries(userId: string): Promise<MoodEntry[]> {
  const db = await getCoachDatabase();
  return (await db.mood_entries.find({ selector: { userId } }).exec()).map((doc) => doc.get('entry') as MoodEntry);
}

/** Logs or edits an entry: stored here at once, then queued for the server. */
export async function saveMood(userId: string, entry: MoodEntry): Promise<void> {
  const db = await getCoachDatabase();
  // A plain copy: an edit starts from the local copy, whose read-only views the change broadcast cannot clone.
  const copy = JSON.parse(JSON.stringify(entry)) as MoodEntry;
  await db.mood_entries.upsert({ id: entry.id, userId, date: entry.date, entry: copy, updatedAt: Date.parse(entry.updatedAt) });
  const { id, ...body } = entry;
  await enqueueCall(routes.moodPut, { params: { id }, body }, { group: MOOD_GROUP });
}

export async function deleteMood(id: string): Promise<void> {
  const db = await getCoachDatabase();
  await db.mood_entries.findOne(id).remove();
  await enqueueCall(routes.moodDelete, { params: { id } }, { group: MOOD_GROUP });
}

/** The mood entry a queued change is about (the last segment of its path). */
export const moodIdOf = (entry: Pick<OutboxEntry, 'path'>): string => entry.path.split('/').pop() as string;

/**
 * Gives up a change the server refused: the entry goes from the outbox and its copy from this
 * device; the server's copy, if it has one, comes back with the next pull.
 */
export async function discardRefusedMood(entry: OutboxEntry<'mood.put'>): Promise<void> {
  await discardEntry(entry.id);
  const db = await getCoachDatabase();
  await db.mood_entries.findOne(moodIdOf(entry)).remove();
}

/**
 * Entry ids with a change still queued here, or refused and not given up yet (their local copy is
 * the newest, and a refused one stays listed with its refusal until retried or discarded).
 */
async function queuedMoodIds(): Promise<Set<string>> {
  const db = await getDatabase();
  const queued = await db.outbox.find({ selector: { group: MOOD_GROUP, state: { $in: ['pending', 'sending', 'failed'] } } }).exec();
  return new Set(queued.map((doc) => moodIdOf({ path: doc.get('path') })));
}

/** Brings the server's last 90 days in: newer copies replace older ones; entries gone there go here too. */
export async function pullMoods(userId: string, today: string): Promise<void> {
  const { entries } = await apiCall(routes.moodList, { query: { from: addDays(today, -MOOD_DAYS), to: addDays(today, 1) } });
  const db = await getCoachDatabase();
  const queued = await queuedMoodIds();
  const local = new Map((await db.mood_entries.find({ selector: { userId } }).exec()).map((doc) => [doc.id, doc]));
  const fresh = entries.filter((entry) => {
    const mine = local.get(entry.id);
    return !queued.has(entry.id) && (!mine || mine.get('updatedAt') < Date.parse(entry.updatedAt));
  });
  await db.mood_entries.bulkUpsert(
    fresh.map((entry) => ({ id: entry.id, userId, date: entry.date, entry, updatedAt: Date.parse(entry.updatedAt) })),
  );
  const onServer = new Set(entries.map((entry) => entry.id));
  const from = addDays(today, -MOOD_DAYS);
  const gone = [...local.values()].filter((doc) => doc.get('date') >= from && !onServer.has(doc.id) && !queued.has(doc.id));
  await Promise.all(gone.map((doc) => doc.remove()));
}
