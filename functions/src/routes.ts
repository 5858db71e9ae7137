// Every route the backend serves, and the handler module (functions/src/handlers/<handler>.ts)
// that serves it. The local runtime routes from this list and the CDK stack deploys from it, so
// the two cannot drift. Paths use API Gateway's `{param}` syntax.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteDefinition {
  method: HttpMethod;
  path: string;
  /** The handler module's name: functions/src/handlers/<handler>.ts exports `handler`. */
  handler: HandlerName;
}

export const HANDLER_NAMES = ['auth', 'heartbeat', 'wallet', 'config', 'gyms', 'reviews', 'bookings', 'checkins', 'rewards'] as const;
export type HandlerName = (typeof HANDLER_NAMES)[number];

export const ROUTES: readonly RouteDefinition[] = [
  { method: 'POST', path: '/api/auth/signup', handler: 'auth' },
  { method: 'POST', path: '/api/auth/login', handler: 'auth' },
  { method: 'POST', path: '/api/auth/guest', handler: 'auth' },
  { method: 'GET', path: '/api/auth/me', handler: 'auth' },
  { method: 'POST', path: '/api/auth/logout', handler: 'auth' },
  { method: 'POST', path: '/api/heartbeat', handler: 'heartbeat' },
  { method: 'POST', path: '/api/web3/crypto-purchase', handler: 'wallet' },
  { method: 'GET', path: '/api/wallet/ledger', handler: 'wallet' },
  { method: 'GET', path: '/api/config', handler: 'config' },
  { method: 'GET', path: '/api/gyms', handler: 'gyms' },
  { method: 'GET', path: '/api/gyms/{id}', handler: 'gyms' },
  { method: 'GET', path: '/api/gyms/{id}/availability', handler: 'gyms' },
  { method: 'GET', path: '/api/gyms/{id}/reviews', handler: 'reviews' },
  { method: 'POST', path: '/api/gyms/{id}/reviews', handler: 'reviews' },
  { method: 'POST', path: '/api/reviews/{id}/helpful', handler: 'reviews' },
  { method: 'POST', path: '/api/reviews/{id}/report', handler: 'reviews' },
  { method: 'POST', path: '/api/bookings', handler: 'bookings' },
  { method: 'GET', path: '/api/bookings', handler: 'bookings' },
  { method: 'POST', path: '/api/bookings/{id}/cancel', handler: 'bookings' },
  { method: 'GET', path: '/api/bookings/{id}/checkin-code', handler: 'bookings' },
  { method: 'POST', path: '/api/checkins', handler: 'checkins' },
  { method: 'GET', path: '/api/rewards/rules', handler: 'rewards' },
  { method: 'POST', path: '/api/rewards/convert', handler: 'rewards' },
  { method: 'GET', path: '/api/activity', handler: 'rewards' },
  { method: 'GET', path: '/api/profile/stats', handler: 'rewards' },
  { method: 'GET', path: '/api/leaderboards', handler: 'rewards' },
  { method: 'GET', path: '/api/challenges', handler: 'rewards' },
];
