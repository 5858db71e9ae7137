// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The motivation routes, one export per route.
import type { RouteRef } from '../contract';

export const motivationToday = { id: 'motivation.today', method: 'GET', path: '/api/motivation/today' } as const satisfies RouteRef<'motivation.today'>;
export const motivationGetReminder = { id: 'motivation.getReminder', method: 'GET', path: '/api/motivation/reminder' } as const satisfies RouteRef<'motivation.getReminder'>;
export const motivationSetReminder = { id: 'motivation.setReminder', method: 'PUT', path: '/api/motivation/reminder', outbox: { label: 'outbox.kind.motivation-reminder' } } as const satisfies RouteRef<'motivation.setReminder'>;
