// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The motivation routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const motivationSetReminder = {
  time: { required: true },
  timeZone: { required: true },
} as const satisfies Record<string, InputLimits>;
