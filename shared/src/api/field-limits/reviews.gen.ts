// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The reviews routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const reviewsCreate = {
  text: { required: true, minLength: 1, maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
export const reviewsReport = {
  reason: { required: true },
  details: { maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
