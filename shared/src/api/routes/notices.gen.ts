// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The notices routes, one export per route.
import type { RouteRef } from '../contract';

export const noticesPartnerSettings = { id: 'notices.partnerSettings', method: 'GET', path: '/api/panel/notifications' } as const satisfies RouteRef<'notices.partnerSettings'>;
export const noticesUpdatePartnerSettings = { id: 'notices.updatePartnerSettings', method: 'PUT', path: '/api/panel/notifications' } as const satisfies RouteRef<'notices.updatePartnerSettings'>;
