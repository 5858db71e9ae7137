// How the panel words a refusal, in the partner's language: by the answer's `field` and `code`
// (api/field-errors.ts), never the server's English text; a failure without an answer (no
// connection) by the panel's offline message. The profile form shows a field's problem at the field.

import type { FeatureRouteId } from '@fitchoice/shared/api/contract';
import { type RefusalTable, wordRefusal } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import './messages';

/** Every request field a panel call may be refused for, and its wording. */
export const GYM_PANEL_FIELDS = {
  name: 'gymPanel.invalid.name',
  description: 'gymPanel.invalid.description',
  address: 'gymPanel.invalid.address',
  city: 'gymPanel.invalid.city',
  location: 'gymPanel.invalid.location',
  timeZone: 'gymPanel.invalid.timeZone',
  hoursInNewZone: 'gymPanel.invalid.hoursInNewZone',
  openingHours: 'gymPanel.invalid.hours',
  closures: 'gymPanel.invalid.closures',
  priceUsd: 'gymPanel.invalid.price',
  capacityPerSlot: 'gymPanel.invalid.capacity',
  photos: 'gymPanel.invalid.photos',
  contentType: 'gymPanel.invalid.photoFile',
  size: 'gymPanel.invalid.photoFile',
  text: 'gymPanel.invalid.reply',
  date: 'gymPanel.invalid.date',
  from: 'gymPanel.invalid.range',
  to: 'gymPanel.invalid.range',
} as const satisfies Record<string, MessageId>;

/** The codes the panel's calls answer (functions/src/gym-panel/handler.ts and the guard), worded for the staff. */
const GYM_PANEL_REFUSALS = {
  unauthorized: 'gymPanel.refused.signedOut',
  forbidden: 'gymPanel.refused.forbidden',
  password_change_required: 'gymPanel.refused.password',
  not_found: 'gymPanel.refused.notFound',
  stale_gym: 'gymPanel.refused.stale',
  booking_not_booked: 'gymPanel.refused.notBooked',
  slot_not_over: 'gymPanel.refused.slotNotOver',
  already_marked: 'gymPanel.refused.alreadyMarked',
  payment_recorded: 'gymPanel.payment.refused.recorded',
  paid_in_sweatcoins: 'gymPanel.payment.refused.sweatcoins',
  booking_cancelled: 'gymPanel.payment.refused.cancelled',
  already_staff: 'gymPanel.staff.refused.already',
  account_unavailable: 'gymPanel.staff.refused.unavailable',
  too_many_requests: 'gymPanel.refused.tooMany',
  validation_failed: 'gymPanel.invalid.other',
  bad_request: 'gymPanel.invalid.other',
  payload_too_large: 'gymPanel.invalid.photoFile',
} as const satisfies RefusalTable<FeatureRouteId<'gym-panel'>>;

/** The message that words a failed panel call: its field's, else its code's, else the panel's fallback. */
export function problemOf(error: unknown): MessageId {
  return wordRefusal(error, {
    fields: GYM_PANEL_FIELDS,
    codes: GYM_PANEL_REFUSALS,
    offline: 'gymPanel.refused.offline',
    other: 'gymPanel.refused.other',
  }).messageId;
}
