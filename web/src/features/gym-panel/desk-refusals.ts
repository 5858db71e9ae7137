// The front desk's check-in refusals, worded for the staff by their code (the server's words speak
// to the member): on the desk, where the check-in was made, and in the outbox sheet.
import type { OwnRefusalTable } from '../../api/field-errors';
import './messages';

export const DESK_CHECKIN_REFUSALS = {
  checkin_code_used: 'gymPanel.desk.refused.used',
  booking_cancelled: 'gymPanel.desk.refused.cancelled',
  checkin_too_early: 'gymPanel.desk.refused.early',
  checkin_expired: 'gymPanel.desk.refused.ended',
  checkin_impossible_travel: 'gymPanel.desk.refused.travel',
  not_found: 'gymPanel.desk.refused.unknown',
} as const satisfies OwnRefusalTable<'gym-panel.checkin'>;
