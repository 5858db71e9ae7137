// Turns a table of routes into one Lambda handler: decodes the event, enforces the body limit,
// CSRF, the session, validation and Idempotency-Key, then shapes the answer. Every handler
// module is `export const handler = createHandler({...})`.
import { type ApiErrorBody, ERROR_CODES } from '@fitchoice/shared';
import { describeValidationError } from '@fitchoice/shared/api';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { z } from 'zod';
import { DEVICE_TTL_SECONDS } from '../auth/devices';
import { throttleNetwork } from '../auth/network';
import { closeSession, openSession, SESSION_TTL_SECONDS, type SessionUser, sessionOfToken } from '../auth/sessions';
import { currentTime } from '../clock';
import { config } from '../config';
import type { StoredAnswer } from '../store/idempotency';
import type { TransactItem } from '../store/transact';
import { getUser, type UserRecord } from '../store/users';
import { clientIp } from './client-ip';
import { clearedSessionCookie, deviceCookie, isLocalHost, parseCookies, SESSION_COOKIE, sessionCookie } from './cookies';
import { assertSameOriginPost } from './csrf';
import { HttpError, httpErrors } from './errors';
import { type Answer, requestHashOf, runIdempotent, type StoreAnswer, withoutFlags } from './idempotency';
import { MAX_BODY_BYTES } from './limits';
import { logger } from './log';

export type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** Who may call a route: anyone, anyone (with the user when signed in), a signed-in user, a signed-in non-guest. */
export type Access = 'public' | 'optional' | 'user' | 'member';

export interface RequestContext<Body, Query> {
  body: Body;
  query: Query;
  /** The signed-in user's profile: set whenever access is 'user' or 'member', unless the route says `profile: false`. */
  user: UserRecord | null;
  /** The session's user, also for `profile: false` routes (which save the profile read). */
  session: SessionUser | null;
  requestId: string;
  sourceIp: string;
  now: Date;
  /** The path's `{name}` parameters, e.g. `id` of /api/gyms/{id}. */
  params: Record<string, string | undefined>;
  /** The request's cookies (the session's is read by the wrapper; sign-in reads the known-device one). */
  cookies: Record<string, string>;
  /**
   * With an Idempotency-Key: the item that stores `reply` as the key's answer, for the route to
   * write in the transaction that does its work (and answer `storedInTransaction`). Null without a key.
   */
  storeAnswer: ((reply: Reply) => TransactItem) | null;
}

/** What a route answers. The session effects are applied by the wrapper (and again on a replay). */
export interface Reply {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Open a new session for this user (rotating any current one) and set its cookie. */
  openSessionFor?: SessionUser;
  /** Set the known-device cookie to this token (auth/devices.ts). */
  deviceToken?: string;
  /** Delete the current session and clear the cookie. */
  closeSession?: boolean;
  /** An answer that may change on a later try (e.g. not yet confirmed): never stored for replay. */
  transient?: boolean;
  /** The route wrote this answer with `storeAnswer` in its own committed transaction. */
  storedInTransaction?: boolean;
}

export interface RouteSpec<Body, Query> {
  access: Access;
  /** The JSON body's schema; a route without one takes no body (or `{}`). */
  body?: z.ZodType<Body>;
  query?: z.ZodType<Query>;
  /** false: the route needs only the session's user id and guest flag, not the profile (one read less). */
  profile?: boolean;
  run(context: RequestContext<Body, Query>): Promise<Reply>;
  /** Reshapes this route's error bodies (the purchase answers `{ success: false, message }`). */
  errorBody?: (body: ApiErrorBody) => Record<string, unknown>;
}

/** Erases a route's body and query types once its schemas have checked them. */
export interface AnyRoute {
  spec: RouteSpec<unknown, unknown>;
}

export function route<Body = undefined, Query = undefined>(spec: RouteSpec<Body, Query>): AnyRoute {
  return { spec: spec as unknown as RouteSpec<unknown, unknown> };
}

interface Prepared {
  requestId: string;
  method: string;
  headers: Record<string, string | undefined>;
  sessionToken: string | undefined;
  secureCookies: boolean;
  rawBody: string;
}

export function createHandler(routes: Record<string, AnyRoute>): Handler {
  return async (event) => {
    const requestId = event.requestContext?.requestId ?? '';
    const matched = Object.hasOwn(routes, event.routeKey) ? routes[event.routeKey] : undefined;
    try {
      if (!matched) throw httpErrors.notFound(`No route for ${event.routeKey}`);
      return await serve(matched.spec, event, requestId);
    } catch (error) {
      return errorResult(error, requestId, matched?.spec.errorBody);
    }
  };
}

async function serve(spec: RouteSpec<unknown, unknown>, event: APIGatewayProxyEventV2, requestId: string) {
  const headers = lowerCaseHeaders(event.headers);
  // Deployed, refuses what did not come through CloudFront, and finds the viewer behind the edge.
  const sourceIp = clientIp(headers, event.requestContext.http.sourceIp, config.originVerifySecret);
  const rawBody = decodeBody(event);
  const cookies = parseCookies(event.cookies, headers.cookie);
  const prepared: Prepared = {
    requestId,
    method: event.requestContext.http.method.toUpperCase(),
    headers,
    sessionToken: cookies[SESSION_COOKIE] || undefined,
    secureCookies: !isLocalHost(headers.host ?? event.requestContext.domainName),
    rawBody,
  };
  const isPost = prepared.method === 'POST';
  if (isPost) {
    assertSameOriginPost({
      headers,
      hasBody: rawBody.trim().length > 0,
      hasSessionCookie: prepared.sessionToken !== undefined,
      allowedOrigins: config.allowedOrigins,
    });
  }
  const body = parseBody(spec, rawBody);
  const query = spec.query ? validate(spec.query, event.queryStringParameters ?? {}) : undefined;
  const now = currentTime();

  const { session, user } = spec.access === 'public' ? { session: null, user: null } : await signedIn(prepared.sessionToken, now, spec);
  if (!session && (spec.access === 'user' || spec.access === 'member')) throw httpErrors.unauthorized();
  if (session?.isGuest && spec.access === 'member') throw httpErrors.forbidden('Guests cannot do this; sign up to continue');

  const context = (storeAnswer: RequestContext<unknown, unknown>['storeAnswer']): RequestContext<unknown, unknown> => ({
    body,
    query,
    user,
    session,
    requestId,
    sourceIp,
    now,
    params: event.pathParameters ?? {},
    cookies,
    storeAnswer,
  });
  // A refusal thrown by the route itself is its answer (stored for replay like any other).
  const run = async (storeAnswer: StoreAnswer | null): Promise<Answer> => {
    try {
      return toAnswer(await spec.run(context(storeAnswer && ((reply) => storeAnswer(withoutFlags(toAnswer(reply)))))));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode < 500) return errorAnswer(error, requestId, spec.errorBody);
      throw error;
    }
  };
  const idempotencyKey = headers['idempotency-key'];
  const answer =
    isPost && idempotencyKey !== undefined
      ? await runIdempotent({
          key: idempotencyKey,
          // An anonymous caller's keys are its network's: the one thing it proves (by the TCP handshake).
          scope: session?.userId ?? `anonymous#${throttleNetwork(sourceIp)}`,
          requestHash: requestHashOf(event.routeKey, rawBody),
          run,
        })
      : await run(null);
  return finish(answer, prepared);
}

/** The session of the cookie, and the profile unless the route does without it. */
async function signedIn(
  token: string | undefined,
  now: Date,
  spec: RouteSpec<unknown, unknown>,
): Promise<{ session: SessionUser | null; user: UserRecord | null }> {
  const session = await sessionOfToken(token, now.getTime());
  if (!session) return { session: null, user: null };
  if (spec.profile === false && session.isGuest !== undefined)
    return { session: { userId: session.userId, isGuest: session.isGuest }, user: null };
  const user = await getUser(session.userId);
  return user ? { session: { userId: user.id, isGuest: user.isGuest }, user } : { session: null, user: null };
}

function toAnswer(reply: Reply): Answer {
  return {
    statusCode: reply.statusCode,
    headers: reply.headers ?? {},
    body: reply.body === undefined ? '' : JSON.stringify(reply.body),
    ...(reply.openSessionFor ? { openSessionFor: reply.openSessionFor } : {}),
    ...(reply.deviceToken ? { deviceToken: reply.deviceToken } : {}),
    ...(reply.closeSession ? { closeSession: true } : {}),
    ...(reply.transient ? { transient: true } : {}),
    ...(reply.storedInTransaction ? { storedInTransaction: true } : {}),
  };
}

/** Applies the answer's session effects and shapes the Lambda result. */
async function finish(answer: Answer, prepared: Prepared): Promise<APIGatewayProxyStructuredResultV2> {
  const cookies: string[] = [];
  if (answer.openSessionFor) {
    // A new token on every sign-in; the one the browser held (if any) stops working.
    await closeSession(prepared.sessionToken);
    const token = await openSession(answer.openSessionFor, Date.now());
    cookies.push(sessionCookie(token, SESSION_TTL_SECONDS, prepared.secureCookies));
  }
  if (answer.deviceToken) cookies.push(deviceCookie(answer.deviceToken, DEVICE_TTL_SECONDS, prepared.secureCookies));
  if (answer.closeSession) {
    await closeSession(prepared.sessionToken);
    cookies.push(clearedSessionCookie(prepared.secureCookies));
  }
  return {
    statusCode: answer.statusCode,
    headers: {
      ...(answer.body ? { 'content-type': 'application/json; charset=utf-8' } : {}),
      // A member's own data may be kept by their browser (the service worker's offline copy),
      // always revalidated; anything else never. A route may say otherwise in its headers.
      'cache-control': prepared.method === 'GET' && answer.statusCode === 200 ? 'private, no-cache' : 'no-store',
      'x-request-id': prepared.requestId,
      ...answer.headers,
    },
    ...(cookies.length > 0 ? { cookies } : {}),
    body: answer.body,
  };
}

function lowerCaseHeaders(headers: APIGatewayProxyEventV2['headers']): Record<string, string | undefined> {
  const lower: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(headers ?? {})) lower[name.toLowerCase()] = value;
  return lower;
}

function decodeBody(event: APIGatewayProxyEventV2): string {
  if (!event.body) return '';
  const bytes = event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
  if (bytes.length > MAX_BODY_BYTES) throw httpErrors.payloadTooLarge(MAX_BODY_BYTES);
  return bytes.toString('utf8');
}

function parseBody(spec: RouteSpec<unknown, unknown>, rawBody: string): unknown {
  const text = rawBody.trim();
  let parsed: unknown;
  if (text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw httpErrors.badRequest('Malformed JSON body');
    }
  }
  if (!spec.body) {
    const isEmpty = parsed === undefined || (isPlainObject(parsed) && Object.keys(parsed).length === 0);
    if (!isEmpty) throw httpErrors.badRequest('This endpoint takes no body');
    return undefined;
  }
  if (parsed === undefined) throw httpErrors.badRequest('A JSON body is required');
  return validate(spec.body, parsed);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function validate<T>(schema: z.ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { field, message } = describeValidationError(result.error);
  throw httpErrors.badRequest(message, field);
}

function errorAnswer(error: HttpError, requestId: string, reshape: RouteSpec<unknown, unknown>['errorBody']): StoredAnswer {
  const body = error.toBody(requestId);
  return {
    statusCode: error.statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.extra.headers },
    body: JSON.stringify(reshape ? reshape(body) : body),
  };
}

function errorResult(
  error: unknown,
  requestId: string,
  reshape: RouteSpec<unknown, unknown>['errorBody'],
): APIGatewayProxyStructuredResultV2 {
  if (!(error instanceof HttpError)) logger.error('Unhandled error', { requestId, error: error as Error });
  const known =
    error instanceof HttpError ? error : new HttpError(500, 'Something went wrong on our side; please try again', ERROR_CODES.internal);
  const answer = errorAnswer(known, requestId, reshape);
  return {
    statusCode: answer.statusCode,
    headers: { 'cache-control': 'no-store', 'x-request-id': requestId, ...answer.headers },
    body: answer.body,
  };
}
