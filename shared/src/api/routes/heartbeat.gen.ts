// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The heartbeat routes, one export per route.
import type { RouteRef } from '../contract';

export const heartbeatSend = { id: 'heartbeat.send', method: 'POST', path: '/api/heartbeat', outbox: { label: 'outbox.kind.heartbeat', batch: true } } as const satisfies RouteRef<'heartbeat.send'>;
