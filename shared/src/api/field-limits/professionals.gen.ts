// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The professionals routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const professionalsReview = {
  text: { required: true, minLength: 1, maxLength: 1000 },
} as const satisfies Record<string, InputLimits>;
export const professionalsBook = {
  professionalId: { required: true, minLength: 1, maxLength: 128 },
  start: { required: true },
  mode: { required: true },
  gymId: { minLength: 1, maxLength: 64 },
  notes: { maxLength: 500 },
} as const satisfies Record<string, InputLimits>;
export const professionalsReschedule = {
  start: { required: true },
} as const satisfies Record<string, InputLimits>;
