// Submitting through the outbox and waiting for the answer, the one way every screen that queues
// an action does it (bookings, check-in, reviews, XP conversion, purchases, sessions, workouts,
// tickets, the avatar): the entry is stored first, then the screen waits briefly for the server;
// when the answer will not come soon the action is safe in the outbox and shown as pending.
import { filter, firstValueFrom, map, Observable, race, timer } from 'rxjs';
import { getDatabase } from '../db/database';
import { onReachabilityChange, serverUnreachable } from '../pwa/connectivity';
import { discardEntry, entryOf, type OutboxEntry, type OutboxRouteId, type SettledEntry } from './outbox';

/**
 * How long a screen waits for the server before it says "saved, will be sent": as long as the
 * service worker waits for the network before it answers from its cache.
 */
export const ONLINE_WAIT_MS = 3000;

const isSettled = <Id extends OutboxRouteId>(entry: OutboxEntry<Id>): entry is SettledEntry<Id> =>
  entry.state === 'done' || entry.state === 'failed';

/**
 * The entry once the server answered it for good (done or failed), or null as soon as the answer
 * will not come soon: the server is unreachable (the browser says it is offline, or a call just
 * went unanswered: a network that reaches nothing), an attempt failed and a retry is scheduled,
 * the entry was discarded, or `waitMs` passed.
 */
export async function answerOf<Id extends OutboxRouteId>(
  entry: OutboxEntry<Id>,
  waitMs = ONLINE_WAIT_MS,
): Promise<SettledEntry<Id> | null> {
  if (serverUnreachable()) return null;
  const db = await getDatabase();
  const outcome$ = db.outbox.findOne(entry.id).$.pipe(
    map((doc) => (doc ? (entryOf(doc) as OutboxEntry<Id>) : null)),
    filter((doc) => doc === null || isSettled(doc) || (doc.state === 'pending' && doc.attempts > 0)),
    map((doc) => (doc && isSettled(doc) ? doc : null)),
  );
  const unreachable$ = new Observable<null>((subscriber) =>
    onReachabilityChange(() => {
      if (serverUnreachable()) subscriber.next(null);
    }),
  );
  return firstValueFrom(race(outcome$, unreachable$, timer(waitMs).pipe(map(() => null))));
}

/**
 * Like answerOf, for a screen that shows a refusal itself (a form): a failed entry is removed once
 * answered, so it is not listed again in the outbox sheet.
 */
export async function answerShownHere<Id extends OutboxRouteId>(
  entry: OutboxEntry<Id>,
  waitMs = ONLINE_WAIT_MS,
): Promise<SettledEntry<Id> | null> {
  const answer = await answerOf(entry, waitMs);
  if (answer?.state === 'failed') await discardEntry(answer.id);
  return answer;
}

/** The entry once the server answered it for good, however long that takes; null when it was discarded unsent. */
export async function finalAnswerOf<Id extends OutboxRouteId>(entry: OutboxEntry<Id>): Promise<SettledEntry<Id> | null> {
  const db = await getDatabase();
  const settled = await firstValueFrom(
    db.outbox.findOne(entry.id).$.pipe(
      map((doc) => (doc ? (entryOf(doc) as OutboxEntry<Id>) : null)),
      filter((doc) => doc === null || isSettled(doc)),
    ),
  );
  return settled && isSettled(settled) ? settled : null;
}
