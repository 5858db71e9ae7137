// POST /api/enterprise/leads (public; the page must post it, a few an hour per network) and
// GET /api/admin/enterprise/leads (admins).
import type { AdminLeadsResponse } from '@fitchoice/shared/api';
import { enterpriseRoutes } from '@fitchoice/shared/api';
import { InvalidInputError } from '../errors';
import { assertFormAllowed } from '../http/form-throttle';
import { createHandler } from '../http/handler';
import { createLead, listLeads } from './store';

function readCursor(cursor: string | undefined): string | null {
  if (cursor === undefined) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!/^\d{4}-\d{2}-\d{2}T[\d:.]+Z#[\w-]+$/.test(text))
    throw new InvalidInputError('cursor is not valid; start again without it', { field: 'cursor' });
  return text;
}

export const handler = createHandler(enterpriseRoutes, {
  'enterprise.createLead': {
    requireOrigin: true,
    async run({ body, sourceIp, now }) {
      await assertFormAllowed('enterprise-lead', sourceIp, now);
      const lead = await createLead({ ...body, planId: body.planId ?? null }, now);
      return { statusCode: 201, body: { lead: { id: lead.id, createdAt: lead.createdAt } } };
    },
  },
  'enterprise.adminLeads': {
    async run({ query }) {
      const page = await listLeads(query.limit ?? 50, readCursor(query.cursor));
      const body: AdminLeadsResponse = {
        leads: page.leads,
        nextCursor: page.last ? Buffer.from(page.last).toString('base64url') : null,
      };
      return { statusCode: 200, body };
    },
  },
});
