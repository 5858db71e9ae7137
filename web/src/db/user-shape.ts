// A structural check of the user object the server sends (shared/src/api/common.ts userSchema).
// Written by hand so the first screen does not load zod (~60 KB gzipped); the server validated the
// values already, this only guards against a corrupt stored copy or an unexpected answer.
import type { User } from '@fitchoice/shared/api';

export function parseUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const user = value as Record<string, unknown>;
  const valid =
    typeof user.id === 'string' &&
    (user.email === null || typeof user.email === 'string') &&
    typeof user.name === 'string' &&
    Array.isArray(user.roles) &&
    user.roles.every((role) => typeof role === 'string') &&
    typeof user.isGuest === 'boolean' &&
    typeof user.xp === 'number' &&
    typeof user.sweatCoins === 'string' &&
    typeof user.createdAt === 'string';
  return valid ? (user as unknown as User) : null;
}
