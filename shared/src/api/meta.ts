// GET /api/openapi.json: the API contract as an OpenAPI 3.1 document (see openapi.ts); GET
// /api/health: whether this server answers and reaches its table, for uptime checks.
import * as z from 'zod';
import type { RouteTable } from './route-contract';

export const openApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

export const healthSchema = z.strictObject({
  /** `ok`, or `unavailable` (answered with 503) when the table cannot be reached. */
  status: z.enum(['ok', 'unavailable']),
  /** The backend's version, with the commit it was deployed from when known (`0.1.0+3f2a9c1d0b4e`). */
  version: z.string(),
  table: z.strictObject({ reachable: z.boolean(), latencyMs: z.number().nullable() }),
});
export type Health = z.infer<typeof healthSchema>;

export const metaRoutes = {
  'meta.openapi': {
    method: 'GET',
    path: '/api/openapi.json',
    guard: 'public',
    summary: 'This API as an OpenAPI 3.1 document',
    response: openApiDocumentSchema,
  },
  'meta.health': {
    method: 'GET',
    path: '/api/health',
    guard: 'public',
    summary: 'Whether this server answers and reaches its table, and its version (503 when the table is unreachable)',
    response: healthSchema,
  },
} as const satisfies RouteTable;
