// The admin panel's sections (/admin-panel): each feature that needs admin UI adds one entry here,
// with its component loaded only when the section opens.
import type { ComponentType } from 'react';
import type { MessageId } from '../../i18n/messages';
import '../social/messages';

export interface AdminSection {
  id: string;
  labelId: MessageId;
  load: () => Promise<{ default: ComponentType }>;
}

export const ADMIN_SECTIONS: AdminSection[] = [
  { id: 'moderation', labelId: 'social.admin.title', load: () => import('../social/admin/ModerationAdminSection') },
];
