// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The API's routes without their schemas, for the web app's client (no zod on its first screen).
import type { RouteId } from './contract';
import type { Guard, HttpMethod } from './route-contract';

export const ROUTES = {
  'auth.signup': { method: 'POST', path: '/api/auth/signup', guard: 'public' },
  'auth.login': { method: 'POST', path: '/api/auth/login', guard: 'public' },
  'auth.guest': { method: 'POST', path: '/api/auth/guest', guard: 'public' },
  'auth.me': { method: 'GET', path: '/api/auth/me', guard: 'user' },
  'auth.logout': { method: 'POST', path: '/api/auth/logout', guard: 'public' },
  'heartbeat.send': { method: 'POST', path: '/api/heartbeat', guard: 'member' },
  'wallet.purchase': { method: 'POST', path: '/api/web3/crypto-purchase', guard: 'member' },
  'config.get': { method: 'GET', path: '/api/config', guard: 'public' },
  'wallet.ledger': { method: 'GET', path: '/api/wallet/ledger', guard: 'user' },
  'gyms.search': { method: 'GET', path: '/api/gyms', guard: 'public' },
  'gyms.get': { method: 'GET', path: '/api/gyms/{id}', guard: 'public' },
  'gyms.availability': { method: 'GET', path: '/api/gyms/{id}/availability', guard: 'public' },
  'reviews.list': { method: 'GET', path: '/api/gyms/{id}/reviews', guard: 'optional' },
  'reviews.create': { method: 'POST', path: '/api/gyms/{id}/reviews', guard: 'member' },
  'reviews.helpful': { method: 'POST', path: '/api/reviews/{id}/helpful', guard: 'member' },
  'reviews.report': { method: 'POST', path: '/api/reviews/{id}/report', guard: 'member' },
  'bookings.create': { method: 'POST', path: '/api/bookings', guard: 'user' },
  'bookings.list': { method: 'GET', path: '/api/bookings', guard: 'user' },
  'bookings.cancel': { method: 'POST', path: '/api/bookings/{id}/cancel', guard: 'user' },
  'bookings.checkinCode': { method: 'GET', path: '/api/bookings/{id}/checkin-code', guard: 'user' },
  'checkins.create': { method: 'POST', path: '/api/checkins', guard: 'user' },
  'rewards.rules': { method: 'GET', path: '/api/rewards/rules', guard: 'public' },
  'rewards.convert': { method: 'POST', path: '/api/rewards/convert', guard: 'user' },
  'rewards.activity': { method: 'GET', path: '/api/activity', guard: 'user' },
  'rewards.stats': { method: 'GET', path: '/api/profile/stats', guard: 'user' },
  'rewards.leaderboard': { method: 'GET', path: '/api/leaderboards', guard: 'user' },
  'rewards.challenges': { method: 'GET', path: '/api/challenges', guard: 'user' },
  'meta.openapi': { method: 'GET', path: '/api/openapi.json', guard: 'public' },
} as const satisfies { [Id in RouteId]: { method: HttpMethod; path: string; guard: Guard } };
