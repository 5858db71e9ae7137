// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The gym-panel routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const gymPanelUpdateProfile = {
  name: { required: true, minLength: 2, maxLength: 80 },
  description: { maxLength: 1000 },
  'address.line1': { required: true, minLength: 3, maxLength: 120 },
  'address.postcode': { maxLength: 16 },
  city: { required: true, minLength: 1, maxLength: 80 },
  'openingHours.mon.open': { required: true },
  'openingHours.mon.close': { required: true },
  'openingHours.tue.open': { required: true },
  'openingHours.tue.close': { required: true },
  'openingHours.wed.open': { required: true },
  'openingHours.wed.close': { required: true },
  'openingHours.thu.open': { required: true },
  'openingHours.thu.close': { required: true },
  'openingHours.fri.open': { required: true },
  'openingHours.fri.close': { required: true },
  'openingHours.sat.open': { required: true },
  'openingHours.sat.close': { required: true },
  'openingHours.sun.open': { required: true },
  'openingHours.sun.close': { required: true },
  'photos.key': { required: true },
  'photos.thumbnailKey': { required: true },
  'photos.alt': { required: true, minLength: 1, maxLength: 160 },
} as const satisfies Record<string, InputLimits>;
export const gymPanelUpload = {
  purpose: { required: true },
  contentType: { required: true },
} as const satisfies Record<string, InputLimits>;
export const gymPanelCheckin = {
  code: { required: true, minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
export const gymPanelRecordPayment = {
  amount: { required: true },
  currency: { required: true },
} as const satisfies Record<string, InputLimits>;
export const gymPanelInviteStaff = {
  email: { required: true, maxLength: 254 },
  name: { required: true, minLength: 1, maxLength: 80 },
} as const satisfies Record<string, InputLimits>;
export const gymPanelReply = {
  text: { required: true, minLength: 1, maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
