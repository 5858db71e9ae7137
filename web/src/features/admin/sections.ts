// The admin panel's sections (/admin-panel): each feature registers its own, loaded on demand.
import type { ComponentType } from 'react';
import type { MessageId } from '../../i18n/messages';
import '../pro-panel/messages';

export interface AdminSection {
  id: string;
  labelId: MessageId;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { id: 'certifications', labelId: 'proPanel.admin.title', load: () => import('../pro-panel/admin/CertificationsAdminSection') },
];
