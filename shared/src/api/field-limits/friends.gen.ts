// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The friends routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const friendsRequest = {
  userId: { required: true },
} as const satisfies Record<string, InputLimits>;
