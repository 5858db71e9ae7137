// Roles (spec section 6) and the panel each staff role opens, free of zod so the app's first
// screen can use them. The server decides access (the contract's guards); the app only uses these
// to show each role its panels and hide the rest.
import type { User } from './common';

export const ROLES = {
  guest: 'guest',
  member: 'member',
  admin: 'admin',
  gymPartner: 'gym_partner',
  trainer: 'trainer',
  nutritionist: 'nutritionist',
  /** A gym's front-desk staff, invited by its owner: checks members in at the gyms it is given (`deskGymIds`), nothing else. */
  frontDesk: 'front_desk',
} as const;

/** A guest is a user whose isGuest flag is set or whose roles contain 'guest' (spec section 6). */
export function isGuestUser(user: Pick<User, 'isGuest' | 'roles'> | null | undefined): boolean {
  return Boolean(user && (user.isGuest || user.roles.includes(ROLES.guest)));
}

/** The app's panels, and the roles that open each (the same roles their API routes are guarded by). */
export const PANELS = [
  { path: '/admin-panel', roles: [ROLES.admin] },
  { path: '/fitness-center-panel', roles: [ROLES.gymPartner, ROLES.frontDesk] },
  { path: '/trainer-panel', roles: [ROLES.trainer] },
  { path: '/nutritionist-panel', roles: [ROLES.nutritionist] },
  { path: '/analytics', roles: [ROLES.admin, ROLES.gymPartner] },
] as const;
export type PanelPath = (typeof PANELS)[number]['path'];

/** The panels a user's roles open, in the order above. */
export function panelsOf(user: Pick<User, 'roles'> | null | undefined): PanelPath[] {
  if (!user) return [];
  return PANELS.filter((panel) => panel.roles.some((role) => user.roles.includes(role))).map((panel) => panel.path);
}

/** Whether the user's roles open this panel. */
export function opensPanel(user: Pick<User, 'roles'> | null | undefined, path: PanelPath): boolean {
  return panelsOf(user).includes(path);
}
