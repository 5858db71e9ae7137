// The admin panel's sections, each a feature's own component (default export), loaded when the
// panel opens. A feature that needs admin screens adds its entry here, and imports its catalogue
// here so its label is registered before the panel's menu shows it.
import type { ComponentType } from 'react';
import type { MessageId } from '../../i18n/messages';
import '../challenges/messages';
import '../enterprise/messages';
import '../pro-panel/messages';
import '../store/messages';
import '../support/messages';
import '../social/messages';

export interface AdminSection {
  id: string;
  labelId: MessageId;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { id: 'certifications', labelId: 'proPanel.admin.title', load: () => import('../pro-panel/admin/CertificationsAdminSection') },
  { id: 'support-tickets', labelId: 'admin.tickets.title', load: () => import('../support/admin/TicketsAdminSection') },
  { id: 'enterprise-leads', labelId: 'admin.leads.title', load: () => import('../enterprise/admin/LeadsAdminSection') },
  { id: 'rewards', labelId: 'store.admin.section', load: () => import('../store/admin/RewardsAdminSection') },
  { id: 'challenges', labelId: 'challenges.admin.section', load: () => import('../challenges/admin/ChallengesAdminSection') },
  { id: 'moderation', labelId: 'social.admin.title', load: () => import('../social/admin/ModerationAdminSection') },
];
