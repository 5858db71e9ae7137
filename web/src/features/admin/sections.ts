// The admin panel's sections (/admin-panel?section=<id>): each is a component loaded the first time
// it is opened. A feature that needs admin screens writes its section in its own folder (a default
// export), adds its entry here, and imports its own catalogue here so its label is registered
// before the panel's menu shows it.
import type { ComponentType } from 'react';
import type { MessageId } from '../../i18n/messages';
import '../challenges/messages';
import '../store/messages';

export interface AdminSection {
  /** The `section` search value; letters and dashes. */
  id: string;
  labelId: MessageId;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { id: 'rewards', labelId: 'store.admin.section', load: () => import('../store/admin/RewardsAdminSection') },
  { id: 'challenges', labelId: 'challenges.admin.section', load: () => import('../challenges/admin/ChallengesAdminSection') },
];
