// Roles (spec section 6), free of zod so the app's first screen can use them.
import type { User } from './common';

export const ROLES = { guest: 'guest', member: 'member', admin: 'admin', partner: 'partner' } as const;

/** A guest is a user whose isGuest flag is set or whose roles contain 'guest' (spec section 6). */
export function isGuestUser(user: Pick<User, 'isGuest' | 'roles'> | null | undefined): boolean {
  return Boolean(user && (user.isGuest || user.roles.includes(ROLES.guest)));
}
