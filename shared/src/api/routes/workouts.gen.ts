// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The workouts routes, one export per route.
import type { RouteRef } from '../contract';

export const workoutsLog = { id: 'workouts.log', method: 'POST', path: '/api/workouts/sessions', outbox: { label: 'outbox.kind.workout' } } as const satisfies RouteRef<'workouts.log'>;
export const workoutsHistory = { id: 'workouts.history', method: 'GET', path: '/api/workouts/sessions' } as const satisfies RouteRef<'workouts.history'>;
