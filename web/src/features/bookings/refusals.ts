// How the bookings screens word a refused booking, cancellation or check-in: by the answer's code
// (api/field-errors.ts), in the member's language; the server's English text is never shown.
import { type RefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import './messages';

export const BOOKING_REFUSALS = {
  slot_full: 'bookings.refused.full',
  already_booked: 'bookings.refused.already',
  insufficient_sweatcoins: 'bookings.refused.coins',
  slot_not_a_slot: 'bookings.refused.notSlot',
  slot_ended: 'bookings.refused.ended',
  slot_too_far_ahead: 'bookings.refused.tooFar',
  guest_cannot_pay_at_gym: 'bookings.refused.guestDesk',
  not_found: 'bookings.refused.notFound',
  cancel_already_cancelled: 'bookings.refused.cancelled',
  booking_cancelled: 'bookings.refused.cancelled',
  cancel_attended: 'bookings.refused.attended',
  checkin_code_used: 'bookings.refused.attended',
  cancel_too_late: 'bookings.refused.cancelTooLate',
  checkin_too_late: 'bookings.refused.checkinEnded',
} as const satisfies RefusalTable<'bookings.create' | 'bookings.cancel' | 'check-in.create'>;

/** The wording of a failed booking action's answer. */
export function bookingRefusalId(answer: OutboxEntry): MessageId {
  return refusalMessageId(answer.response, BOOKING_REFUSALS, 'bookings.refused.other');
}
