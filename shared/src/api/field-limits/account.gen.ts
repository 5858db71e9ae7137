// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The account routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const accountForgotPassword = {
  email: { required: true, maxLength: 254 },
} as const satisfies Record<string, InputLimits>;
export const accountVerifyEmail = {
  token: { required: true },
} as const satisfies Record<string, InputLimits>;
export const accountChangeEmail = {
  newEmail: { required: true, maxLength: 254 },
  password: { required: true, minLength: 1, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
export const accountDelete = {
  password: { required: true, minLength: 1, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
