// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The bookings routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const bookingsCreate = {
  gymId: { required: true, minLength: 1, maxLength: 64 },
  slotStart: { required: true },
  payWith: { required: true },
} as const satisfies Record<string, InputLimits>;
