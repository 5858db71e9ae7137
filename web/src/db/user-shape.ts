// The check of a user object the server sent or the device stored: the shared user schema
// (shared/src/api/user.ts, zod/mini, so the first screen stays small). The server validated the
// values already; this guards against a corrupt stored copy or an unexpected answer.
import type { User } from '@fitchoice/shared/api';
import { userSchema } from '@fitchoice/shared/api/user';

export function parseUser(value: unknown): User | null {
  const result = userSchema.safeParse(value);
  return result.success ? result.data : null;
}
