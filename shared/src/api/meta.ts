// GET /api/openapi.json: the API contract as an OpenAPI 3.1 document (see openapi.ts).
import * as z from 'zod';
import type { RouteTable } from './route-contract';

export const openApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

export const metaRoutes = {
  'meta.openapi': {
    method: 'GET',
    path: '/api/openapi.json',
    guard: 'public',
    summary: 'This API as an OpenAPI 3.1 document',
    response: openApiDocumentSchema,
  },
} as const satisfies RouteTable;
