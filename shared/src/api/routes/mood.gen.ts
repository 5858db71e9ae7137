// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The mood routes, one export per route.
import type { RouteRef } from '../contract';

export const moodList = { id: 'mood.list', method: 'GET', path: '/api/mood/entries' } as const satisfies RouteRef<'mood.list'>;
export const moodPut = { id: 'mood.put', method: 'PUT', path: '/api/mood/entries/{id}', outbox: { label: 'outbox.kind.mood' } } as const satisfies RouteRef<'mood.put'>;
export const moodDelete = { id: 'mood.delete', method: 'DELETE', path: '/api/mood/entries/{id}', outbox: { label: 'outbox.kind.mood-delete' } } as const satisfies RouteRef<'mood.delete'>;
export const moodAdvice = { id: 'mood.advice', method: 'POST', path: '/api/mood/advice' } as const satisfies RouteRef<'mood.advice'>;
