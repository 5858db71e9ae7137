// Uploads a file the way the storage port expects: ask the panel for a pre-signed upload, PUT the
// bytes to it with exactly its headers, and answer the key to name in the profile or certification.
import type { ProfessionalKind } from '@fitchoice/shared/api';
import { apiCall } from '../../api/client';
import { PANEL_ROUTES } from './panel-api';

export async function uploadFile(kind: ProfessionalKind, purpose: 'photo' | 'certification', file: File): Promise<string> {
  const ticket = await apiCall(PANEL_ROUTES[kind].upload, {
    body: { purpose, contentType: file.type as 'image/png', size: file.size },
  });
  const put = await fetch(ticket.url, { method: 'PUT', body: file, headers: ticket.headers });
  if (!put.ok) throw new Error(`${put.status}: ${await put.text()}`);
  return ticket.key;
}
