// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The meta routes, one export per route.
import type { RouteRef } from '../contract';

export const metaOpenapi = { id: 'meta.openapi', method: 'GET', path: '/api/openapi.json' } as const satisfies RouteRef<'meta.openapi'>;
export const metaHealth = { id: 'meta.health', method: 'GET', path: '/api/health' } as const satisfies RouteRef<'meta.health'>;
