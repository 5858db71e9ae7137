// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The support routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const supportCreateTicket = {
  name: { required: true, minLength: 1, maxLength: 80 },
  email: { required: true, maxLength: 254 },
  topic: { required: true },
  subject: { required: true, minLength: 1, maxLength: 140 },
  message: { required: true, minLength: 10, maxLength: 4000 },
} as const satisfies Record<string, InputLimits>;
export const supportReply = {
  message: { required: true, minLength: 1, maxLength: 4000 },
} as const satisfies Record<string, InputLimits>;
export const supportAdminReply = {
  message: { required: true, minLength: 1, maxLength: 4000 },
} as const satisfies Record<string, InputLimits>;
