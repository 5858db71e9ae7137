// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The challenges routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const challengesCreate = {
  title: { required: true, minLength: 3, maxLength: 80 },
  description: { maxLength: 400 },
  measure: { required: true },
} as const satisfies Record<string, InputLimits>;
export const challengesAdminCreate = {
  title: { required: true, minLength: 3, maxLength: 80 },
  description: { required: true, minLength: 10, maxLength: 400 },
  startsAt: { required: true },
  endsAt: { required: true },
  measure: { required: true },
  rewardCoins: { required: true },
  region: { required: true },
} as const satisfies Record<string, InputLimits>;
