// POST /api/heartbeat: the member is here. `at` is the client time of a heartbeat queued offline.
import * as z from 'zod';
import { isoDateTimeSchema } from './common';
import type { RouteTable } from './route-contract';

export const heartbeatRequestSchema = z.strictObject({
  userId: z.string().min(1, 'userId is required').max(64, 'userId is too long'),
  at: isoDateTimeSchema.optional(),
});

export const heartbeatRoutes = {
  'heartbeat.send': {
    method: 'POST',
    path: '/api/heartbeat',
    guard: 'member',
    outbox: { label: 'outbox.kind.heartbeat', batch: true },
    summary: 'The member is here (sent every 120 s)',
    body: heartbeatRequestSchema,
    status: 204,
  },
} as const satisfies RouteTable;
