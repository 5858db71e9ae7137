// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The store routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const storeRedeem = {
  rewardId: { required: true, minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
export const storeAdminCreate = {
  title: { required: true, minLength: 3, maxLength: 80 },
  description: { required: true, minLength: 10, maxLength: 400 },
  category: { required: true },
  priceCoins: { required: true },
  gymId: { minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
export const storeAdminUpdate = {
  title: { required: true, minLength: 3, maxLength: 80 },
  description: { required: true, minLength: 10, maxLength: 400 },
  category: { required: true },
  priceCoins: { required: true },
  gymId: { minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
