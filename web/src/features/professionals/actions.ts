// Booking, cancelling and moving sessions go through the outbox like every gym action: stored on
// the device first, sent with their Idempotency-Key, shown as pending until the server answers.
// A refusal comes back as the entry's answer; its code says what happened (slot_taken: nothing
// was charged) and words it (api/field-errors.ts), never the server's English text.
import type { ProPayWith } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { enqueueCall } from '../../api/enqueue-call';
import type { MessageId } from '../../i18n/messages';
import { answerShownHere } from '../../outbox/answer';
import type { OutboxEntry, OutboxRouteId } from '../../outbox/entries';
import { coinsSpent } from '../wallet/coin-balance';
import { sessionRefusalId } from './refusals';
import './messages';

/** The session actions' routes: book, cancel, move, review. */
export const SESSION_ROUTES = [
  routes.professionalsBook.id,
  routes.professionalsCancel.id,
  routes.professionalsReschedule.id,
  routes.professionalsReview.id,
] as const;

export type Outcome = { state: 'done' } | { state: 'pending' } | { state: 'failed'; code: string; messageId: MessageId };

async function outcomeOf<Id extends OutboxRouteId>(entry: OutboxEntry<Id>): Promise<Outcome> {
  const answer = await answerShownHere(entry);
  if (!answer) return { state: 'pending' };
  if (answer.state === 'done') return { state: 'done' };
  return {
    state: 'failed',
    code: answer.response?.code ?? '',
    messageId: sessionRefusalId(answer),
  };
}

/** Books a session; paid in SweatCoins, the balance shows them spent (pending) from the moment it is saved. */
export async function bookSession(
  body: {
    professionalId: string;
    start: string;
    lengthMinutes: number;
    mode: 'in_person' | 'video';
    gymId?: string;
    notes?: string;
    payWith: ProPayWith;
  },
  priceSweatCoins: string,
): Promise<Outcome> {
  const coins = body.payWith === 'sweatcoins' ? { coins: coinsSpent(priceSweatCoins) } : {};
  return outcomeOf(await enqueueCall(routes.professionalsBook, { body }, coins));
}

/** Cancels a session; `refund` is what comes back (before the cut-off), in the balance (pending) at once. */
export async function cancelSession(id: string, refund: string | null): Promise<Outcome> {
  return outcomeOf(await enqueueCall(routes.professionalsCancel, { params: { id } }, refund === null ? {} : { coins: refund }));
}

export async function rescheduleSession(id: string, start: string): Promise<Outcome> {
  return outcomeOf(await enqueueCall(routes.professionalsReschedule, { params: { id }, body: { start } }));
}

export async function reviewProfessional(id: string, stars: number, text: string): Promise<Outcome> {
  return outcomeOf(await enqueueCall(routes.professionalsReview, { params: { id }, body: { stars, text } }));
}
