// How the check-in screen words a refused check-in (no visit open now, another gym's or an old code,
// a visit paid at the desk, already checked in, scanned too long ago, too far from the last one too
// soon): by the answer's code (api/field-errors.ts), in the member's language; the server's English
// text is never shown.
import { type OwnRefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import './messages';

export const CHECKIN_REFUSALS = {
  checkin_no_booking: 'checkin.refused.noBooking',
  gym_code_invalid: 'checkin.refused.wrongCode',
  checkin_pay_at_desk: 'checkin.refused.payAtDesk',
  checkin_code_used: 'checkin.refused.already',
  booking_cancelled: 'checkin.refused.cancelled',
  checkin_too_late: 'checkin.refused.tooLate',
  checkin_impossible_travel: 'checkin.refused.travel',
} as const satisfies OwnRefusalTable<'check-in.create'>;

/** The wording of a failed check-in's answer. */
export function checkinRefusalId(answer: OutboxEntry): MessageId {
  return refusalMessageId(answer.response, CHECKIN_REFUSALS, 'checkin.refused.other');
}
