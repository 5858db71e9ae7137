// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The wallet-links routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const walletLinksChallenge = {
  address: { required: true },
} as const satisfies Record<string, InputLimits>;
export const walletLinksCreate = {
  nonce: { required: true },
  signature: { required: true },
} as const satisfies Record<string, InputLimits>;
