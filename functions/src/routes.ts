// Every route the backend serves, from the API contract (shared/src/api/contract.ts), and the
// feature folder whose handler serves it (functions/src/<feature>/handler.ts): a route id's first segment.
// The local runtime routes from this list and the CDK stack deploys from it, so the two cannot
// drift. Paths use API Gateway's `{param}` syntax.
import { contractEntries, type HttpMethod, handlerNameOf, type RouteId } from '@fitchoice/shared/api/contract';

export type { HttpMethod };

export const HANDLER_NAMES = [
  'auth',
  'heartbeat',
  'wallet',
  'config',
  'gyms',
  'reviews',
  'bookings',
  'check-in',
  'rewards',
  'store',
  'challenges',
  'meta',
  'partners',
  'admin',
  'account',
  'coach',
  'mood',
  'motivation',
  'professionals',
  'pro-panel',
  'gym-panel',
  'analytics',
  'workouts',
  'avatar',
  'enterprise',
  'support',
  'friends',
  'social',
  'chat',
  'fit-match',
  'push',
  'batch',
  'location',
] as const;
export type HandlerName = (typeof HANDLER_NAMES)[number];

export interface RouteDefinition {
  id: RouteId;
  method: HttpMethod;
  path: string;
  /** The feature folder: functions/src/<handler>/handler.ts exports `handler`. */
  handler: HandlerName;
}

function handlerOf(id: RouteId): HandlerName {
  const name = handlerNameOf(id);
  if (!(HANDLER_NAMES as readonly string[]).includes(name)) throw new Error(`Route ${id}: no handler module "${name}" in HANDLER_NAMES`);
  return name as HandlerName;
}

export const ROUTES: readonly RouteDefinition[] = contractEntries().map(([id, route]) => ({
  id,
  method: route.method,
  path: route.path,
  handler: handlerOf(id),
}));
