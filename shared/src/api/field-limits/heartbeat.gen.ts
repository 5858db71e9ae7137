// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The heartbeat routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const heartbeatSend = {
  userId: { required: true, minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
