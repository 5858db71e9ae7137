// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The wallet routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const walletPurchase = {
  walletAddress: { required: true },
  ethAmount: { required: true },
  sweatCoinsAmount: { required: true },
  transactionHash: { required: true },
} as const satisfies Record<string, InputLimits>;
