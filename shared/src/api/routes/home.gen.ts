// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The home routes, one export per route.
import type { RouteRef } from '../contract';

export const homeGet = { id: 'home.get', method: 'GET', path: '/api/home' } as const satisfies RouteRef<'home.get'>;
