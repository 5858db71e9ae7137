// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The challenges routes, one export per route.
import type { RouteRef } from '../contract';

export const challengesList = { id: 'challenges.list', method: 'GET', path: '/api/challenges' } as const satisfies RouteRef<'challenges.list'>;
export const challengesCreate = { id: 'challenges.create', method: 'POST', path: '/api/challenges', outbox: { label: 'outbox.kind.challenge-create' } } as const satisfies RouteRef<'challenges.create'>;
export const challengesJoin = { id: 'challenges.join', method: 'POST', path: '/api/challenges/{id}/join', outbox: { label: 'outbox.kind.challenge-join' } } as const satisfies RouteRef<'challenges.join'>;
export const challengesLeave = { id: 'challenges.leave', method: 'POST', path: '/api/challenges/{id}/leave', outbox: { label: 'outbox.kind.challenge-leave' } } as const satisfies RouteRef<'challenges.leave'>;
export const challengesLeaderboard = { id: 'challenges.leaderboard', method: 'GET', path: '/api/challenges/{id}/leaderboard' } as const satisfies RouteRef<'challenges.leaderboard'>;
export const challengesAdminList = { id: 'challenges.adminList', method: 'GET', path: '/api/admin/challenges' } as const satisfies RouteRef<'challenges.adminList'>;
export const challengesAdminCreate = { id: 'challenges.adminCreate', method: 'POST', path: '/api/admin/challenges' } as const satisfies RouteRef<'challenges.adminCreate'>;
export const challengesAdminRetire = { id: 'challenges.adminRetire', method: 'DELETE', path: '/api/admin/challenges/{id}' } as const satisfies RouteRef<'challenges.adminRetire'>;
