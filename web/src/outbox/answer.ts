// Submitting through the outbox and waiting for the answer, the one way every screen that queues
// an action does it (bookings, check-in, reviews, XP conversion, purchases, sessions, workouts,
// tickets, the avatar): the entry is stored first, then the screen waits briefly for the server;
// when the answer will not come soon the action is safe in the outbox and shown as pending.
import { getDatabase } from '../db/database';
import { onReachabilityChange, serverUnreachable } from '../pwa/connectivity';
import { entryOf, loadOutbox, type OutboxEntry, type OutboxRouteId, type SettledEntry } from './entries';

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
  return new Promise((resolve) => {
    let answered = false;
    const answer = (settled: SettledEntry<Id> | null) => {
      if (answered) return;
      answered = true;
      clearTimeout(timer);
      stopWatching();
      subscription?.unsubscribe();
      resolve(settled);
    };
    const timer = setTimeout(() => answer(null), waitMs);
    const stopWatching = onReachabilityChange(() => {
      if (serverUnreachable()) answer(null);
    });
    let subscription: { unsubscribe(): void } | undefined;
    subscription = db.outbox.findOne(entry.id).$.subscribe((doc) => {
      const current = doc ? (entryOf(doc) as OutboxEntry<Id>) : null;
      if (current === null) answer(null);
      else if (isSettled(current)) answer(current);
      else if (current.state === 'pending' && current.attempts > 0) answer(null);
    });
    // Answered while subscribing (the entry's current state, given at once): the subscription ends too.
    if (answered) subscription.unsubscribe();
  });
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
  if (answer?.state === 'failed') await (await loadOutbox()).discardEntry(answer.id);
  return answer;
}

/** The entry once the server answered it for good, however long that takes; null when it was discarded unsent. */
export async function finalAnswerOf<Id extends OutboxRouteId>(entry: OutboxEntry<Id>): Promise<SettledEntry<Id> | null> {
  const db = await getDatabase();
  return new Promise((resolve) => {
    let answered = false;
    let subscription: { unsubscribe(): void } | undefined;
    subscription = db.outbox.findOne(entry.id).$.subscribe((doc) => {
      const current = doc ? (entryOf(doc) as OutboxEntry<Id>) : null;
      if (current !== null && !isSettled(current)) return;
      answered = true;
      subscription?.unsubscribe();
      resolve(current);
    });
    if (answered) subscription.unsubscribe();
  });
}
