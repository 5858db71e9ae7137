// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The location routes, one export per route.
import type { RouteRef } from '../contract';

export const locationIp = { id: 'location.ip', method: 'GET', path: '/api/location/ip' } as const satisfies RouteRef<'location.ip'>;
export const locationTimeZone = { id: 'location.timeZone', method: 'GET', path: '/api/location/time-zone' } as const satisfies RouteRef<'location.timeZone'>;
