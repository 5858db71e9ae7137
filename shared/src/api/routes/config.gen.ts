// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The config routes, one export per route.
import type { RouteRef } from '../contract';

export const configGet = { id: 'config.get', method: 'GET', path: '/api/config' } as const satisfies RouteRef<'config.get'>;
