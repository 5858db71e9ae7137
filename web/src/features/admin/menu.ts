// The admin panel's sections (/admin-panel?section=<id>): each is a component loaded the first time
// it is opened. A feature that needs admin screens writes its section in its own folder (a default
// export, e.g. features/store/admin/RewardsAdminSection.tsx) and adds its entry here, with its label
// in the admin catalogue (./messages.ts): the menu needs no feature's catalogue, and each section
// loads its own when opened.
import type { ComponentType } from 'react';
import type { MessageId } from '../../i18n/messages';
import './messages';

export interface AdminSection {
  /** The `section` search value; letters and dashes. */
  id: string;
  labelId: MessageId;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { id: 'applications', labelId: 'admin.section.applications', load: () => import('./sections/ApplicationsSection') },
  { id: 'users', labelId: 'admin.section.users', load: () => import('./sections/UsersSection') },
  { id: 'gyms', labelId: 'admin.section.gyms', load: () => import('./sections/GymsSection') },
  { id: 'moderation', labelId: 'admin.section.moderation', load: () => import('./sections/ModerationSection') },
  { id: 'certifications', labelId: 'admin.section.certifications', load: () => import('../pro-panel/admin/CertificationsAdminSection') },
  { id: 'support-tickets', labelId: 'admin.section.tickets', load: () => import('../support/admin/TicketsAdminSection') },
  { id: 'enterprise-leads', labelId: 'admin.section.leads', load: () => import('../enterprise/admin/LeadsAdminSection') },
  { id: 'rewards', labelId: 'admin.section.rewards', load: () => import('../store/admin/RewardsAdminSection') },
  { id: 'challenges', labelId: 'admin.section.challenges', load: () => import('../challenges/admin/ChallengesAdminSection') },
  { id: 'post-moderation', labelId: 'admin.section.posts', load: () => import('../social/admin/ModerationAdminSection') },
  { id: 'audit', labelId: 'admin.section.audit', load: () => import('./sections/AuditSection') },
];
