// How a refused session booking, cancellation, move or review is worded by its code (the answer's
// code, never the server's English text): where it was made, on /bookings, and in the outbox sheet.
import { type OwnRefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import type { SettledEntry } from '../../outbox/entries';
import './messages';

/** How a refused session booking, cancellation, move or review is worded by its code. */
export const PRO_REFUSALS = {
  slot_taken: 'pro.booking.taken',
  insufficient_sweatcoins: 'pro.booking.noCoins',
  guest_cannot_pay_at_session: 'pro.booking.pay.atSessionGuest',
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
} as const satisfies OwnRefusalTable<'professionals.book' | 'professionals.cancel' | 'professionals.reschedule' | 'professionals.review'>;

/** The wording of a refused session action. */
export function sessionRefusalId(answer: Pick<SettledEntry, 'response'>): MessageId {
  return refusalMessageId(answer.response, PRO_REFUSALS, 'pro.booking.failed');
}
