// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The workouts routes' text fields and their limits.
import type { InputLimits } from '../field-limits.gen';

export const workoutsLog = {
  sessionId: { required: true },
  programId: { required: true },
  mode: { required: true },
  finishedAt: { required: true },
} as const satisfies Record<string, InputLimits>;
