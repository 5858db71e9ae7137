// Booking, cancelling and moving sessions go through the outbox like every gym action: stored on
// the device first, sent with their Idempotency-Key, shown as pending until the server answers.
// A refusal comes back as the entry's answer; its code says what happened (slot_taken: nothing
// was charged) and words it (api/field-errors.ts), never the server's English text.
import { routes } from '../../api/client';
import { enqueueCall } from '../../api/enqueue-call';
import { type RefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import { answerShownHere } from '../../outbox/answer';
import type { OutboxEntry, OutboxRouteId } from '../../outbox/outbox';
import './messages';

/** The session actions' routes: book, cancel, move, review. */
export const SESSION_ROUTES = [
  routes.professionalsBook.id,
  routes.professionalsCancel.id,
  routes.professionalsReschedule.id,
  routes.professionalsReview.id,
] as const;

export type Outcome = { state: 'done' } | { state: 'pending' } | { state: 'failed'; code: string; messageId: MessageId };

/** How a refused session booking, cancellation, move or review is worded by its code. */
const PRO_REFUSALS = {
  slot_taken: 'pro.booking.taken',
  insufficient_sweatcoins: 'pro.booking.noCoins',
  slot_in_past: 'pro.refused.past',
  slot_under_notice: 'pro.refused.notice',
  slot_beyond_window: 'pro.refused.tooFar',
  slot_not_a_slot: 'pro.refused.notSlot',
  slot_length_not_offered: 'pro.refused.notSlot',
  cancel_already_cancelled: 'pro.refused.cancelled',
  cancel_not_booked: 'pro.refused.over',
  reschedule_not_booked: 'pro.refused.over',
  cancel_started: 'pro.refused.started',
  reschedule_too_late: 'pro.refused.moveTooLate',
  already_reviewed: 'pro.refused.reviewed',
} as const satisfies RefusalTable<'professionals.book' | 'professionals.cancel' | 'professionals.reschedule' | 'professionals.review'>;

async function outcomeOf<Id extends OutboxRouteId>(entry: OutboxEntry<Id>): Promise<Outcome> {
  const answer = await answerShownHere(entry);
  if (!answer) return { state: 'pending' };
  if (answer.state === 'done') return { state: 'done' };
  return {
    state: 'failed',
    code: answer.response?.code ?? '',
    messageId: refusalMessageId(answer.response, PRO_REFUSALS, 'pro.booking.failed'),
  };
}

export async function bookSession(body: {
  professionalId: string;
  start: string;
  lengthMinutes: number;
  mode: 'in_person' | 'video';
  gymId?: string;
  notes?: string;
}): Promise<Outcome> {
  return outcomeOf(await enqueueCall(routes.professionalsBook, { body }));
}

export async function cancelSession(id: string): Promise<Outcome> {
  return outcomeOf(await enqueueCall(routes.professionalsCancel, { params: { id } }));
}

export async function rescheduleSession(id: string, start: string): Promise<Outcome> {
  return outcomeOf(await enqueueCall(routes.professionalsReschedule, { params: { id }, body: { start } }));
}

export async function reviewProfessional(id: string, stars: number, text: string): Promise<Outcome> {
  return outcomeOf(await enqueueCall(routes.professionalsReview, { params: { id }, body: { stars, text } }));
}
