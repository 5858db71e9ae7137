// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The auth routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const authSignup = {
  email: { required: true, maxLength: 254 },
  password: { required: true, minLength: 8, maxLength: 256 },
  name: { required: true, minLength: 1, maxLength: 80 },
} as const satisfies Record<string, InputLimits>;
export const authLogin = {
  email: { required: true, maxLength: 254 },
  password: { required: true, minLength: 1, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
export const authChangePassword = {
  currentPassword: { required: true, minLength: 1, maxLength: 256 },
  newPassword: { required: true, minLength: 8, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
export const authResetPassword = {
  token: { required: true },
  newPassword: { required: true, minLength: 8, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
export const authPartnerWelcome = {
  token: { required: true },
  newPassword: { required: true, minLength: 8, maxLength: 256 },
} as const satisfies Record<string, InputLimits>;
