// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The rewards routes, one export per route.
import type { RouteRef } from '../contract';

export const rewardsRules = { id: 'rewards.rules', method: 'GET', path: '/api/rewards/rules' } as const satisfies RouteRef<'rewards.rules'>;
export const rewardsConvert = { id: 'rewards.convert', method: 'POST', path: '/api/rewards/convert', outbox: { label: 'outbox.kind.xp-convert' } } as const satisfies RouteRef<'rewards.convert'>;
export const rewardsActivity = { id: 'rewards.activity', method: 'GET', path: '/api/activity' } as const satisfies RouteRef<'rewards.activity'>;
export const rewardsStats = { id: 'rewards.stats', method: 'GET', path: '/api/profile/stats' } as const satisfies RouteRef<'rewards.stats'>;
export const rewardsLeaderboard = { id: 'rewards.leaderboard', method: 'GET', path: '/api/leaderboards' } as const satisfies RouteRef<'rewards.leaderboard'>;
