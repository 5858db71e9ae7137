// How the desk words the refusals of what it sends (a check-in, a payment), by their code: the
// server's words speak to the member, these to the staff. On the desk, where each was made, and in
// the outbox sheet.
import type { OwnRefusalTable, RefusalTable } from '../../api/field-errors';
import './messages';

export const DESK_CHECKIN_REFUSALS = {
  checkin_code_used: 'gymPanel.desk.refused.used',
  booking_cancelled: 'gymPanel.desk.refused.cancelled',
  checkin_too_early: 'gymPanel.desk.refused.early',
  checkin_expired: 'gymPanel.desk.refused.ended',
  checkin_impossible_travel: 'gymPanel.desk.refused.travel',
  not_found: 'gymPanel.desk.refused.unknown',
} as const satisfies OwnRefusalTable<'gym-panel.checkin'>;

export const PAYMENT_REFUSALS = {
  payment_recorded: 'gymPanel.payment.refused.recorded',
  booking_cancelled: 'gymPanel.payment.refused.cancelled',
  paid_in_sweatcoins: 'gymPanel.payment.refused.sweatcoins',
  validation_failed: 'gymPanel.payment.invalid',
  not_found: 'gymPanel.refused.notFound',
} as const satisfies RefusalTable<'gym-panel.recordPayment'>;
