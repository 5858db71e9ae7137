// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The push routes, one export per route.
import type { RouteRef } from '../contract';

export const pushKey = { id: 'push.key', method: 'GET', path: '/api/push/key' } as const satisfies RouteRef<'push.key'>;
export const pushSubscribe = { id: 'push.subscribe', method: 'POST', path: '/api/push/subscriptions' } as const satisfies RouteRef<'push.subscribe'>;
export const pushUnsubscribe = { id: 'push.unsubscribe', method: 'POST', path: '/api/push/subscriptions/remove' } as const satisfies RouteRef<'push.unsubscribe'>;
