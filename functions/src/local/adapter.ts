// node:http -> APIGatewayProxyEventV2 -> the same handler modules Lambda runs -> node:http.
// Also answers what API Gateway would: 404 for an unknown path, 405 for a known path with
// another method, 413 for a body over the limit.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiErrorBody } from '@fitchoice/shared';
import { ERROR_CODES } from '@fitchoice/shared';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { Handler } from '../http/handler';
import { MAX_BODY_BYTES } from '../http/limits';
import { type HandlerName, ROUTES, type RouteDefinition } from '../routes';

export type HandlerModules = Record<HandlerName, Handler>;

interface CompiledRoute {
  definition: RouteDefinition;
  pattern: RegExp;
  params: string[];
}

const compiled: CompiledRoute[] = ROUTES.map((definition) => {
  const params: string[] = [];
  const source = definition.path
    .split('/')
    .map((segment) => {
      const param = /^\{(\w+)\+?\}$/.exec(segment);
      if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      params.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { definition, pattern: new RegExp(`^${source}$`), params };
});

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(text);
}

export function sendError(res: ServerResponse, status: number, error: string, code: string, headers: Record<string, string> = {}): void {
  const body: ApiErrorBody = { error, code };
  sendJson(res, status, body, headers);
}

class BodyTooLarge extends Error {}

/** Reads the body, refusing more than `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) {
      reject(new BodyTooLarge());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export interface ApiRequestOptions {
  handlers: HandlerModules;
  /** Under test hooks: take the client IP from X-Forwarded-For, so tests can act as several clients. */
  trustForwardedFor: boolean;
}

/** Serves an /api/* request. */
export async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL, options: ApiRequestOptions): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  const matches = compiled
    .map((route) => ({ route, match: route.pattern.exec(url.pathname) }))
    .filter((candidate) => candidate.match !== null);
  if (matches.length === 0) {
    sendError(res, 404, `Not found: ${url.pathname}`, ERROR_CODES.notFound);
    return;
  }
  const found = matches.find((candidate) => candidate.route.definition.method === method);
  if (!found) {
    const allow = [...new Set(matches.map((candidate) => candidate.route.definition.method))].join(', ');
    sendError(res, 405, `Method ${method} not allowed on ${url.pathname}`, ERROR_CODES.methodNotAllowed, { allow });
    return;
  }
  let body: Buffer;
  try {
    body = await readBody(req, MAX_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    res.setHeader('connection', 'close');
    sendError(res, 413, `Request body is larger than ${MAX_BODY_BYTES} bytes`, ERROR_CODES.payloadTooLarge);
    return;
  }
  const { definition, params } = found.route;
  const pathParameters = decodePathParameters(params, found.match!);
  if (!pathParameters) {
    sendError(res, 400, `Malformed percent-encoding in ${url.pathname}`, ERROR_CODES.badRequest);
    return;
  }
  const event = toEvent(req, url, `${definition.method} ${definition.path}`, body, pathParameters, options.trustForwardedFor);
  const handler = options.handlers[definition.handler];
  if (!handler.withSink) {
    writeResult(res, await handler(event));
    return;
  }
  // Server-sent events go out as the handler writes them (Nagle off, so each arrives at once).
  const result = await handler.withSink(event, {
    open(status, headers) {
      res.socket?.setNoDelay(true);
      res.writeHead(status, headers);
      res.flushHeaders();
    },
    write(chunk) {
      res.write(chunk);
    },
  });
  if (result) writeResult(res, result);
  else res.end();
}

/** The path's parameters, decoded as API Gateway does; null when one has a malformed % escape (API Gateway answers 400). */
function decodePathParameters(names: string[], match: RegExpExecArray): Record<string, string> | null {
  try {
    return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
  } catch (error) {
    if (error instanceof URIError) return null;
    throw error;
  }
}

function toEvent(
  req: IncomingMessage,
  url: URL,
  routeKey: string,
  body: Buffer,
  pathParameters: Record<string, string>,
  trustForwardedFor: boolean,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = (req.headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = name in query ? `${query[name]},${value}` : value;
  const forwarded = trustForwardedFor ? headers['x-forwarded-for']?.split(',')[0]?.trim() : undefined;
  const now = new Date();
  const isText = /json|text|xml|x-www-form-urlencoded/i.test(headers['content-type'] ?? '');
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies: cookies.length > 0 ? cookies : undefined,
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    pathParameters: Object.keys(pathParameters).length > 0 ? pathParameters : undefined,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'local',
      http: {
        method: (req.method ?? 'GET').toUpperCase(),
        path: url.pathname,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp: forwarded || (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    // Like API Gateway: text bodies as they are, anything else base64-encoded.
    body: body.length === 0 ? undefined : isText ? body.toString('utf8') : body.toString('base64'),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

function writeResult(res: ServerResponse, result: APIGatewayProxyStructuredResultV2): void {
  const body = result.body === undefined ? Buffer.alloc(0) : Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8');
  const headers: Record<string, string | number | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) headers[name] = String(value);
  if (result.cookies && result.cookies.length > 0) headers['set-cookie'] = result.cookies;
  headers['content-length'] = body.length;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(body);
}
