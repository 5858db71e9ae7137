// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The admin routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const adminRejectApplication = {
  reason: { required: true, minLength: 1, maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const adminSuspendUser = {
  reason: { required: true, minLength: 1, maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const adminUnlistGym = {
  reason: { required: true, minLength: 1, maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
