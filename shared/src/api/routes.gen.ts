// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The API's routes without their schemas, one export per route, for the web app's client.
import type { RouteRef } from './contract';

export const authSignup = { id: 'auth.signup', method: 'POST', path: '/api/auth/signup' } as const satisfies RouteRef<'auth.signup'>;
export const authLogin = { id: 'auth.login', method: 'POST', path: '/api/auth/login' } as const satisfies RouteRef<'auth.login'>;
export const authGuest = { id: 'auth.guest', method: 'POST', path: '/api/auth/guest' } as const satisfies RouteRef<'auth.guest'>;
export const authMe = { id: 'auth.me', method: 'GET', path: '/api/auth/me' } as const satisfies RouteRef<'auth.me'>;
export const authLogout = { id: 'auth.logout', method: 'POST', path: '/api/auth/logout' } as const satisfies RouteRef<'auth.logout'>;
export const heartbeatSend = { id: 'heartbeat.send', method: 'POST', path: '/api/heartbeat' } as const satisfies RouteRef<'heartbeat.send'>;
export const walletPurchase = { id: 'wallet.purchase', method: 'POST', path: '/api/web3/crypto-purchase' } as const satisfies RouteRef<'wallet.purchase'>;
export const configGet = { id: 'config.get', method: 'GET', path: '/api/config' } as const satisfies RouteRef<'config.get'>;
export const walletLedger = { id: 'wallet.ledger', method: 'GET', path: '/api/wallet/ledger' } as const satisfies RouteRef<'wallet.ledger'>;
export const gymsSearch = { id: 'gyms.search', method: 'GET', path: '/api/gyms' } as const satisfies RouteRef<'gyms.search'>;
export const gymsGet = { id: 'gyms.get', method: 'GET', path: '/api/gyms/{id}' } as const satisfies RouteRef<'gyms.get'>;
export const gymsAvailability = { id: 'gyms.availability', method: 'GET', path: '/api/gyms/{id}/availability' } as const satisfies RouteRef<'gyms.availability'>;
export const reviewsList = { id: 'reviews.list', method: 'GET', path: '/api/gyms/{id}/reviews' } as const satisfies RouteRef<'reviews.list'>;
export const reviewsCreate = { id: 'reviews.create', method: 'POST', path: '/api/gyms/{id}/reviews' } as const satisfies RouteRef<'reviews.create'>;
export const reviewsHelpful = { id: 'reviews.helpful', method: 'POST', path: '/api/reviews/{id}/helpful' } as const satisfies RouteRef<'reviews.helpful'>;
export const reviewsReport = { id: 'reviews.report', method: 'POST', path: '/api/reviews/{id}/report' } as const satisfies RouteRef<'reviews.report'>;
export const bookingsCreate = { id: 'bookings.create', method: 'POST', path: '/api/bookings' } as const satisfies RouteRef<'bookings.create'>;
export const bookingsList = { id: 'bookings.list', method: 'GET', path: '/api/bookings' } as const satisfies RouteRef<'bookings.list'>;
export const bookingsCancel = { id: 'bookings.cancel', method: 'POST', path: '/api/bookings/{id}/cancel' } as const satisfies RouteRef<'bookings.cancel'>;
export const bookingsCheckinCode = { id: 'bookings.checkinCode', method: 'GET', path: '/api/bookings/{id}/checkin-code' } as const satisfies RouteRef<'bookings.checkinCode'>;
export const checkinsCreate = { id: 'checkins.create', method: 'POST', path: '/api/checkins' } as const satisfies RouteRef<'checkins.create'>;
export const rewardsRules = { id: 'rewards.rules', method: 'GET', path: '/api/rewards/rules' } as const satisfies RouteRef<'rewards.rules'>;
export const rewardsConvert = { id: 'rewards.convert', method: 'POST', path: '/api/rewards/convert' } as const satisfies RouteRef<'rewards.convert'>;
export const rewardsActivity = { id: 'rewards.activity', method: 'GET', path: '/api/activity' } as const satisfies RouteRef<'rewards.activity'>;
export const rewardsStats = { id: 'rewards.stats', method: 'GET', path: '/api/profile/stats' } as const satisfies RouteRef<'rewards.stats'>;
export const rewardsLeaderboard = { id: 'rewards.leaderboard', method: 'GET', path: '/api/leaderboards' } as const satisfies RouteRef<'rewards.leaderboard'>;
export const rewardsChallenges = { id: 'rewards.challenges', method: 'GET', path: '/api/challenges' } as const satisfies RouteRef<'rewards.challenges'>;
export const metaOpenapi = { id: 'meta.openapi', method: 'GET', path: '/api/openapi.json' } as const satisfies RouteRef<'meta.openapi'>;
