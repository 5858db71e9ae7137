// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The check-in routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const checkInCreate = {
  gymCode: { required: true, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
