// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The mood routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const moodPut = {
  date: { required: true },
  note: { maxLength: 500 },
  createdAt: { required: true },
  updatedAt: { required: true },
} as const satisfies Record<string, InputLimits>;
export const moodAdvice = {
  today: { required: true },
  locale: { required: true },
} as const satisfies Record<string, InputLimits>;
