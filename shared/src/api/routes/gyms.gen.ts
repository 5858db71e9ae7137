// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The gyms routes, one export per route.
import type { RouteRef } from '../contract';

export const gymsSearch = { id: 'gyms.search', method: 'GET', path: '/api/gyms' } as const satisfies RouteRef<'gyms.search'>;
export const gymsGet = { id: 'gyms.get', method: 'GET', path: '/api/gyms/{id}' } as const satisfies RouteRef<'gyms.get'>;
export const gymsAvailability = { id: 'gyms.availability', method: 'GET', path: '/api/gyms/{id}/availability' } as const satisfies RouteRef<'gyms.availability'>;
