// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The push routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const pushSubscribe = {
  endpoint: { required: true, maxLength: 2000 },
  'keys.p256dh': { required: true },
  'keys.auth': { required: true },
} as const satisfies Record<string, InputLimits>;
export const pushUnsubscribe = {
  endpoint: { maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
