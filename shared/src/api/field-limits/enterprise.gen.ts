// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The enterprise routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const enterpriseCreateLead = {
  company: { required: true, minLength: 1, maxLength: 120 },
  contactName: { required: true, minLength: 1, maxLength: 80 },
  email: { required: true, maxLength: 254 },
  companySize: { required: true },
  region: { required: true },
  message: { required: true, minLength: 10, maxLength: 2000 },
} as const satisfies Record<string, InputLimits>;
