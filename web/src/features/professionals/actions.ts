// Booking, cancelling and moving sessions go through the outbox like every gym action: stored on
// the device first, sent with their Idempotency-Key, shown as pending until the server answers.
// A refusal comes back as the entry's answer; its code says what happened (slot_taken: nothing
// was charged).
import { routes } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { discardEntry, type OutboxEntry, whenSettled } from '../../outbox/outbox';

export const PRO_ACTION = {
  book: 'pro-booking',
  cancel: 'pro-booking-cancel',
  reschedule: 'pro-booking-reschedule',
  review: 'pro-review',
} as const;
export const PRO_ACTION_KINDS: readonly string[] = Object.values(PRO_ACTION);

export type Outcome = { state: 'done'; response: unknown } | { state: 'pending' } | { state: 'failed'; code: string; message: string };

/** How long a screen waits for the server before it says "saved, will be sent" (as the gym actions do). */
const ONLINE_WAIT_MS = 8000;

/** The entry once answered, or null while it waits (offline, or slower than the wait); a refusal shown here leaves the outbox. */
async function answered(entry: OutboxEntry): Promise<OutboxEntry | null> {
  if (navigator.onLine === false) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ONLINE_WAIT_MS);
  });
  try {
    const answer = await Promise.race([whenSettled(entry.id), timeout]);
    if (answer?.state === 'failed') await discardEntry(answer.id);
    return answer;
  } finally {
    clearTimeout(timer);
  }
}

async function outcomeOf(entry: OutboxEntry): Promise<Outcome> {
  const answer = await answered(entry);
  if (!answer) return { state: 'pending' };
  if (answer.state === 'done') return { state: 'done', response: answer.response };
  const body = (answer.response ?? {}) as { code?: string; error?: string };
  return { state: 'failed', code: body.code ?? '', message: body.error ?? answer.lastError ?? '' };
}

export async function bookSession(body: {
  professionalId: string;
  start: string;
  lengthMinutes: number;
  mode: 'in_person' | 'video';
  gymId?: string;
  notes?: string;
}): Promise<Outcome> {
  return outcomeOf(await enqueueCall(PRO_ACTION.book, routes.professionalsBook, { body }));
}

export async function cancelSession(id: string): Promise<Outcome> {
  return outcomeOf(await enqueueCall(PRO_ACTION.cancel, routes.professionalsCancel, { params: { id } }));
}

export async function rescheduleSession(id: string, start: string): Promise<Outcome> {
  return outcomeOf(await enqueueCall(PRO_ACTION.reschedule, routes.professionalsReschedule, { params: { id }, body: { start } }));
}

export async function reviewProfessional(id: string, stars: number, text: string): Promise<Outcome> {
  return outcomeOf(await enqueueCall(PRO_ACTION.review, routes.professionalsReview, { params: { id }, body: { stars, text } }));
}
