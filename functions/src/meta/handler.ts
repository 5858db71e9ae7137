// GET /api/openapi.json: the API contract as an OpenAPI 3.1 document, built once per container.
// GET /api/health: the version and whether the table answers (meta/health.ts); never cached.

import { metaRoutes } from '@fitchoice/shared/api';
import { openApiDocument } from '@fitchoice/shared/api/openapi';
import { createHandler } from '../http/handler';
import { health } from './health';

let document: Record<string, unknown> | null = null;

export const handler = createHandler(metaRoutes, {
  'meta.openapi': {
    async run() {
      document ??= openApiDocument();
      return { statusCode: 200, body: document, headers: { 'cache-control': 'public, max-age=300' } };
    },
  },
  'meta.health': {
    async run() {
      const body = await health();
      return { statusCode: body.status === 'ok' ? 200 : 503, body, headers: { 'cache-control': 'no-store' } };
    },
  },
});
