// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The avatar routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const avatarSave = {
  body: { required: true },
  skin: { required: true },
  hair: { required: true },
  hairColor: { required: true },
  face: { required: true },
  outfit: { required: true },
  outfitColor: { required: true },
  accessory: { required: true },
} as const satisfies Record<string, InputLimits>;
export const avatarBuy = {
  layer: { required: true },
  partId: { required: true, minLength: 1, maxLength: 64 },
} as const satisfies Record<string, InputLimits>;
