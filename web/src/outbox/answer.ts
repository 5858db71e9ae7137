// Submitting through the outbox and waiting for the answer, the one way every screen that queues
// an action does it (bookings, check-in, reviews, XP conversion, purchases, sessions, workouts,
// tickets, the avatar): the entry is stored first, then the screen waits briefly for the server;
// when the answer will not come soon the action is safe in the outbox and shown as pending.
import { filter, firstValueFrom, map, race, timer } from 'rxjs';
import { getDatabase } from '../db/database';
import { isOffline } from '../pwa/connectivity';
import { discardEntry, type OutboxEntry } from './outbox';

/** How long a screen waits for the server before it says "saved, will be sent when online". */
export const ONLINE_WAIT_MS = 8000;

const isSettled = (entry: OutboxEntry) => entry.state === 'done' || entry.state === 'failed';

/**
 * The entry once the server answered it for good (done or failed), or null as soon as the answer
 * will not come soon: offline (the browser says so, or the offline marker, which also knows a
 * network that reaches nothing), an attempt failed and a retry is scheduled, the entry was discarded, or `waitMs` passed.
 */
export async function answerOf(entry: OutboxEntry, waitMs = ONLINE_WAIT_MS): Promise<OutboxEntry | null> {
  if (isOffline() || globalThis.navigator?.onLine === false) return null;
  const db = await getDatabase();
  const outcome$ = db.outbox.findOne(entry.id).$.pipe(
    map((doc) => (doc ? (doc.toJSON() as OutboxEntry) : null)),
    filter((doc) => doc === null || isSettled(doc) || (doc.state === 'pending' && doc.attempts > 0)),
    map((doc) => (doc && isSettled(doc) ? doc : null)),
  );
  return firstValueFrom(race(outcome$, timer(waitMs).pipe(map(() => null))));
}

/**
 * Like answerOf, for a screen that shows a refusal itself (a form): a failed entry is removed once
 * answered, so it is not listed again in the outbox sheet.
 */
export async function answerShownHere(entry: OutboxEntry, waitMs = ONLINE_WAIT_MS): Promise<OutboxEntry | null> {
  const answer = await answerOf(entry, waitMs);
  if (answer?.state === 'failed') await discardEntry(answer.id);
  return answer;
}

/** The entry once the server answered it for good, however long that takes; null when it was discarded unsent. */
export async function finalAnswerOf(id: string): Promise<OutboxEntry | null> {
  const db = await getDatabase();
  const doc = await firstValueFrom(db.outbox.findOne(id).$.pipe(filter((d) => d === null || isSettled(d.toJSON() as OutboxEntry))));
  return doc ? (doc.toJSON() as OutboxEntry) : null;
}
