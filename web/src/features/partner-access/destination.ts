// Where a signed-in partner goes: to change a temporary password first, else to their panel (the
// first their roles open), else to the panels hub, which explains what panels are.
import { panelsOf, type User } from '@fitchoice/shared/api';
import type { LinkTarget } from '../../ui/LinkButton';

export function panelDestination(user: Pick<User, 'roles' | 'mustChangePassword'>): LinkTarget {
  if (user.mustChangePassword === true) return '/panel/change-password';
  return panelsOf(user)[0] ?? '/panels';
}
