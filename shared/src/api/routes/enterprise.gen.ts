// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The enterprise routes, one export per route.
import type { RouteRef } from '../contract';

export const enterpriseCreateLead = { id: 'enterprise.createLead', method: 'POST', path: '/api/enterprise/leads' } as const satisfies RouteRef<'enterprise.createLead'>;
export const enterpriseAdminLeads = { id: 'enterprise.adminLeads', method: 'GET', path: '/api/admin/enterprise/leads' } as const satisfies RouteRef<'enterprise.adminLeads'>;
