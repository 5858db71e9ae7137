// Web Push: the server's VAPID public key and this device's subscriptions (per-kind switches are
// in the social settings, friends.ts).
//   GET  /api/push/key                      -> {publicKey}
//   POST /api/push/subscriptions            {endpoint, keys} -> 204
//   POST /api/push/subscriptions/remove     {endpoint} -> 204
import * as z from 'zod';
import type { RouteTable } from './route-contract';

export const pushKeyResponseSchema = z.object({ publicKey: z.string() });
export const pushSubscriptionRequestSchema = z.strictObject({
  endpoint: z.url({ protocol: /^https?$/, error: 'endpoint must be the push service URL' }).max(2000),
  keys: z.strictObject({
    p256dh: z.string().regex(/^[A-Za-z0-9_-]{40,200}={0,2}$/, 'keys.p256dh is not a key'),
    auth: z.string().regex(/^[A-Za-z0-9_-]{10,60}={0,2}$/, 'keys.auth is not a key'),
  }),
});
export const pushUnsubscribeRequestSchema = z.strictObject({ endpoint: z.string().max(2000) });

export const pushRoutes = {
  'push.key': {
    method: 'GET',
    path: '/api/push/key',
    guard: 'member',
    summary: "The server's VAPID public key",
    needs: ['push'],
    response: pushKeyResponseSchema,
  },
  'push.subscribe': {
    method: 'POST',
    path: '/api/push/subscriptions',
    guard: 'member',
    summary: "Receive push notifications on this device's subscription",
    body: pushSubscriptionRequestSchema,
    status: 204,
  },
  'push.unsubscribe': {
    method: 'POST',
    path: '/api/push/subscriptions/remove',
    guard: 'member',
    summary: 'Stop push notifications on a subscription',
    body: pushUnsubscribeRequestSchema,
    status: 204,
  },
} as const satisfies RouteTable;
