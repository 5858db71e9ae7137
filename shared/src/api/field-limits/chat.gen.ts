// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The chat routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const chatCreate = {
  name: { minLength: 1, maxLength: 80 },
} as const satisfies Record<string, InputLimits>;
export const chatSend = {
  clientId: { required: true },
  text: { required: true, minLength: 1, maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
