// POST /api/batch: up to MAX_BATCH_CALLS outbox mutations in one request, each with its own
// Idempotency-Key and its own answer, run side by side on the server (the replayer puts at most
// one entry of an outbox group in a batch, so the order within a group is the replayer's).
import * as z from 'zod';
import { MAX_BATCH_CALLS } from './batch-routes';
import type { RouteTable } from './route-contract';

/** The Idempotency-Key header's format (functions/src/http/idempotency.ts). */
const keySchema = z.string().regex(/^[A-Za-z0-9_\-:.]{1,128}$/, 'key must be 1 to 128 letters, digits or - _ : .');

export const batchCallSchema = z.strictObject({
  key: keySchema,
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  path: z.string().regex(/^\/api\/[A-Za-z0-9/_.~%-]{1,300}$/, 'path must be an /api/ path'),
  body: z.unknown().optional(),
});
export type BatchCall = z.infer<typeof batchCallSchema>;

export const batchRequestSchema = z.strictObject({
  calls: z
    .array(batchCallSchema)
    .min(1, 'calls must name at least one call')
    .max(MAX_BATCH_CALLS, `calls holds at most ${MAX_BATCH_CALLS}`)
    .refine((calls) => new Set(calls.map((call) => call.key)).size === calls.length, 'each call needs its own key'),
});

/** One call's answer, as the route would have answered it alone: status, JSON body (null without one) and Retry-After. */
export const batchAnswerSchema = z.strictObject({
  key: z.string(),
  status: z.number().int().min(100).max(599),
  body: z.unknown(),
  retryAfter: z.string().nullable(),
});
export type BatchAnswer = z.infer<typeof batchAnswerSchema>;

export const batchResponseSchema = z.strictObject({ answers: z.array(batchAnswerSchema) });

export const batchRoutes = {
  'batch.send': {
    method: 'POST',
    path: '/api/batch',
    guard: 'user',
    summary: 'Several queued mutations at once, each answered as if sent alone (in the order sent)',
    // Those of the routes it carries (infra/test/route-needs.test.ts): bookings and reviews queue their partners' notices.
    needs: ['notices'],
    body: batchRequestSchema,
    response: batchResponseSchema,
  },
} as const satisfies RouteTable;
