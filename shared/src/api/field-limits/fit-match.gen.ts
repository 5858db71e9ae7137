// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The fit-match routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const fitMatchSaveProfile = {
  level: { required: true },
  region: { required: true },
} as const satisfies Record<string, InputLimits>;
