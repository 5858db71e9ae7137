// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The partners routes, one export per route.
import type { RouteRef } from '../contract';

export const partnersApply = { id: 'partners.apply', method: 'POST', path: '/api/partners/applications' } as const satisfies RouteRef<'partners.apply'>;
export const partnersPanelMe = { id: 'partners.panelMe', method: 'GET', path: '/api/panel/me' } as const satisfies RouteRef<'partners.panelMe'>;
export const partnersPanelGym = { id: 'partners.panelGym', method: 'GET', path: '/api/panel/gyms/{gymId}' } as const satisfies RouteRef<'partners.panelGym'>;
