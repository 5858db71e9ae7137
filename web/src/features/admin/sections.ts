// The admin panel's sections (/admin-panel): each feature registers its own, loaded on demand, and
// imports its own catalogue here so its label is registered before the panel's menu shows it.
import type { ComponentType } from 'react';
import type { MessageId } from '../../i18n/messages';
import '../challenges/messages';
import '../pro-panel/messages';
import '../store/messages';

export interface AdminSection {
  id: string;
  labelId: MessageId;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { id: 'certifications', labelId: 'proPanel.admin.title', load: () => import('../pro-panel/admin/CertificationsAdminSection') },
  { id: 'rewards', labelId: 'store.admin.section', load: () => import('../store/admin/RewardsAdminSection') },
  { id: 'challenges', labelId: 'challenges.admin.section', load: () => import('../challenges/admin/ChallengesAdminSection') },
];
