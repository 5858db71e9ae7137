// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The batch routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const batchSend = {
  'calls.key': { required: true },
  'calls.method': { required: true },
  'calls.path': { required: true },
} as const satisfies Record<string, InputLimits>;
