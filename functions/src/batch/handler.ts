// POST /api/batch: the outbox replayer's calls, up to 25 in one request. Each call is handed to
// the handler module of its route as the event it would have been alone (the caller's headers and
// cookies, its own Idempotency-Key), so every check (session, guard, CSRF, validation) and the
// exactly-once answer are the route's own; the calls run side by side and one refused or failed
// call never changes its neighbours' answers.
import { ERROR_CODES } from '@fitchoice/shared';
import { type BatchAnswer, type BatchCall, batchRoutes } from '@fitchoice/shared/api';
import { BATCH_ROUTES } from '@fitchoice/shared/api/batch-routes';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { handler as bookings } from '../bookings/handler';
import { handler as heartbeat } from '../heartbeat/handler';
import { createHandler, type Handler } from '../http/handler';
import { logger } from '../log';
import { handler as professionals } from '../professionals/handler';
import { handler as wallet } from '../wallet/handler';

const MODULES: Record<string, Handler> = { bookings, heartbeat, professionals, wallet };

const routes = BATCH_ROUTES.map((route) => {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  // The id's first segment is the handler module (not handlerNameOf: its module carries the whole contract).
  const module = MODULES[route.id.slice(0, route.id.indexOf('.'))];
  if (!module) throw new Error(`batch: no handler module for ${route.id}`);
  return { route, names, module, pattern: new RegExp(`^${route.path.replace(/\{\w+\}/g, '([^/]+)')}$`) };
});

/** Headers a call does not inherit from the batch request: its own key, length and type are set per call. */
const NOT_INHERITED = new Set(['idempotency-key', 'content-length', 'content-type']);

export const handler = createHandler(batchRoutes, {
  'batch.send': {
    // Each call reads the session itself, as its route does alone.
    profile: false,
    async run({ body, event, requestId }) {
      const answers = await Promise.all(body.calls.map((call, index) => runCall(call, event, `${requestId}#${index}`)));
      return { statusCode: 200, body: { answers } };
    },
  },
});

async function runCall(call: BatchCall, event: APIGatewayProxyEventV2, requestId: string): Promise<BatchAnswer> {
  const found = routes
    .map((entry) => ({ entry, match: entry.pattern.exec(call.path) }))
    .find(({ entry, match }) => match && entry.route.method === call.method);
  if (!found) return refusal(call, 400, `${call.method} ${call.path} cannot be sent in a batch`, ERROR_CODES.badRequest);
  const { entry, match } = found;
  let pathParameters: Record<string, string>;
  try {
    pathParameters = Object.fromEntries(entry.names.map((name, i) => [name, decodeURIComponent(match![i + 1]!)]));
  } catch {
    return refusal(call, 400, `Malformed percent-encoding in ${call.path}`, ERROR_CODES.badRequest);
  }
  const headers: Record<string, string | undefined> = { 'content-type': 'application/json', 'idempotency-key': call.key };
  for (const [name, value] of Object.entries(event.headers ?? {})) if (!NOT_INHERITED.has(name.toLowerCase())) headers[name] = value;
  const routeKey = `${entry.route.method} ${entry.route.path}`;
  const result = await entry.module({
    ...event,
    routeKey,
    rawPath: call.path,
    rawQueryString: '',
    headers,
    queryStringParameters: undefined,
    pathParameters: entry.names.length > 0 ? pathParameters : undefined,
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
    isBase64Encoded: false,
    requestContext: {
      ...event.requestContext,
      routeKey,
      requestId,
      http: { ...event.requestContext.http, method: call.method, path: call.path },
    },
  });
  return answerOf(call, result);
}

function answerOf(call: BatchCall, result: APIGatewayProxyStructuredResultV2): BatchAnswer {
  let body: unknown = null;
  if (result.body) {
    try {
      body = JSON.parse(result.body);
    } catch {
      // Every route answers JSON; anything else is a bug worth a log line, and the text is still the answer.
      logger.warn('A batched call answered a body that is not JSON', { path: call.path });
      body = result.body;
    }
  }
  const retryAfter = Object.entries(result.headers ?? {}).find(([name]) => name.toLowerCase() === 'retry-after')?.[1];
  return { key: call.key, status: result.statusCode ?? 200, body, retryAfter: retryAfter === undefined ? null : String(retryAfter) };
}

function refusal(call: BatchCall, status: number, error: string, code: string): BatchAnswer {
  return { key: call.key, status, body: { error, code }, retryAfter: null };
}
