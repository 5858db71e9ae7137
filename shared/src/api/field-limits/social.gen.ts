// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The social routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const socialCreatePhotoUpload = {
  contentType: { required: true },
} as const satisfies Record<string, InputLimits>;
export const socialCreatePost = {
  clientId: { required: true },
  text: { required: true, minLength: 1, maxLength: 2000 },
  visibility: { required: true },
  'photo.id': { required: true },
  'photo.alt': { maxLength: 300 },
} as const satisfies Record<string, InputLimits>;
export const socialComment = {
  clientId: { required: true },
  text: { required: true, minLength: 1, maxLength: 1000 },
} as const satisfies Record<string, InputLimits>;
export const socialReportPost = {
  reason: { required: true },
  details: { maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const socialReportComment = {
  reason: { required: true },
  details: { maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const socialModerate = {
  action: { required: true },
} as const satisfies Record<string, InputLimits>;
