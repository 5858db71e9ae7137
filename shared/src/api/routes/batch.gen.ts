// Generated from contract.ts by `npm run generate -w @fitchoice/shared`: do not edit.
// The batch routes, one export per route.
import type { RouteRef } from '../contract';

export const batchSend = { id: 'batch.send', method: 'POST', path: '/api/batch' } as const satisfies RouteRef<'batch.send'>;
