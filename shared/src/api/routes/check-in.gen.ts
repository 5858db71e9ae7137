// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The check-in routes, one export per route.
import type { RouteRef } from '../contract';

export const checkInCreate = { id: 'check-in.create', method: 'POST', path: '/api/checkins', outbox: { label: 'outbox.kind.checkin' } } as const satisfies RouteRef<'check-in.create'>;
