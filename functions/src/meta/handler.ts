// GET /api/openapi.json: the API contract as an OpenAPI 3.1 document, built once per container.

import { metaRoutes } from '@fitchoice/shared/api';
import { openApiDocument } from '@fitchoice/shared/api/openapi';
import { createHandler } from '../http/handler';

let document: Record<string, unknown> | null = null;

export const handler = createHandler(metaRoutes, {
  'meta.openapi': {
    async run() {
      document ??= openApiDocument();
      return { statusCode: 200, body: document, headers: { 'cache-control': 'public, max-age=300' } };
    },
  },
});
