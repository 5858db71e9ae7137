// Turns a handler module's routes into one Lambda handler: decodes the event, enforces the body
// limit, CSRF, the route's guard (from the contract), validation of path, query and body (the
// contract's schemas) and Idempotency-Key, then shapes the answer. Every handler module is
// `export const handler = createHandler({ '<route id>': { run } })`.
import { type ApiErrorBody, ERROR_CODES } from '@fitchoice/shared';
import { describeValidationError } from '@fitchoice/shared/api';
import {
  type BodyOf,
  CACHE_BUSTER_PARAM,
  type Contract,
  type Guard,
  type ParamsOf,
  paramsSchemaOf,
  type QueryOf,
  type RouteContract,
  type RouteId,
  routeKeyOf,
  type StaffRole,
} from '@fitchoice/shared/api/contract';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { z } from 'zod';
import { config } from '../config';
import type { TransactItem } from '../dynamo/transact';
import { DomainError, ForbiddenError, InvalidInputError, NotFoundError, NotSignedInError } from '../errors';
import { logger } from '../log';
import { flushMetrics } from '../metrics';
import { DEVICE_TTL_SECONDS } from '../sessions/devices';
import { deviceOf } from '../sessions/session-device';
import { closeSession, openSession, SESSION_TTL_SECONDS, type SessionGrant, type SessionUser, sessionOfToken } from '../sessions/sessions';
import { type SessionDevice, SessionRefusedError, touchSession } from '../sessions/store';
import { currentTime } from '../time/clock';
import { traced } from '../trace';
import { getUser, type UserRecord } from '../users/store';
import { clientIp } from './client-ip';
import { clearedSessionCookies, deviceCookie, isLocalHost, parseCookies, SESSION_COOKIE, sessionCookies } from './cookies';
import { assertSameOriginPost } from './csrf';
import { errorBodyOf, httpHeadersOf, httpStatusOf, PayloadTooLargeError } from './errors';
import { type Answer, checkIdempotencyKey, requestHashOf, runIdempotent, type StoreAnswer, withoutFlags } from './idempotency';
import type { StoredAnswer } from './idempotency-store';
import { isNestedDeeperThan, MAX_BODY_BYTES, MAX_JSON_DEPTH } from './limits';
import { throttleNetwork } from './network';

/** A Lambda handler; the local runtime calls it without a Lambda context. */
export type Handler = ((event: APIGatewayProxyEventV2, context?: Context) => Promise<APIGatewayProxyStructuredResultV2>) & {
  /**
   * The local runtime's way in: a route that answers with server-sent events writes them to `sink`
   * as they come and answers null; any other answer comes back whole. (Lambda calls the function
   * itself: behind API Gateway the events are sent at once, as one body.)
   */
  withSink?: (event: APIGatewayProxyEventV2, sink: EventSink) => Promise<APIGatewayProxyStructuredResultV2 | null>;
};

/** Where a streamed answer goes, piece by piece (the local runtime's HTTP response). */
export interface EventSink {
  open(statusCode: number, headers: Record<string, string>): void;
  write(chunk: string): void;
}

export interface RequestContext<
  Body,
  Query,
  Params = Record<string, string>,
  User extends UserRecord | null = UserRecord | null,
  Session extends SessionUser | null = SessionUser | null,
> {
  body: Body;
  query: Query;
  /**
   * The signed-in user's profile: always there on a route whose guard needs a session (the guard
   * has let it through), unless the route says `profile: false`; maybe there on an `optional` one.
   */
  user: User;
  /** The session's user, also for `profile: false` routes (which save the profile read). */
  session: Session;
  /** The id of the request's session in its user's session list (devices), when it has one. */
  sessionId: string | null;
  requestId: string;
  sourceIp: string;
  now: Date;
  /** The path's `{name}` parameters, e.g. `id` of /api/gyms/{id}, checked by the contract. */
  params: Params;
  /** The request's cookies (the session's is read by the wrapper; sign-in reads the known-device one). */
  cookies: Record<string, string>;
  /**
   * With an Idempotency-Key: the item that stores `reply` as the key's answer, for the route to
   * write in the transaction that does its work (and answer `storedInTransaction`). Null without a key.
   */
  storeAnswer: ((reply: Reply) => TransactItem) | null;
  /** The Lambda event as it came (POST /api/batch hands its calls on with the caller's headers and cookies). */
  event: APIGatewayProxyEventV2;
}

/** What a route answers. The session effects are applied by the wrapper (and again on a replay). */
export interface Reply {
  statusCode: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Open a new session for this user (rotating any current one) and set its cookie. */
  openSessionFor?: SessionGrant;
  /** Set the known-device cookie to this token (sessions/devices.ts). */
  deviceToken?: string;
  /** Delete the current session and clear the cookie. */
  closeSession?: boolean;
  /** An answer that may change on a later try (e.g. not yet confirmed): never stored for replay. */
  transient?: boolean;
  /** The route wrote this answer with `storeAnswer` in its own committed transaction. */
  storedInTransaction?: boolean;
  /** A streamed answer (a route with `events` in the contract): each value is sent as one server-sent event. */
  events?: AsyncIterable<unknown>;
  /** A text answer (a route with `produces` in the contract), sent as that content type instead of JSON. */
  text?: string;
}

type GuardOf<Id extends RouteId> = Contract[Id]['guard'];

/** The session a route's guard lets through: none told to a public route, maybe one, or one. */
type SessionFor<G extends Guard> = G extends 'public' ? null : G extends 'optional' ? SessionUser | null : SessionUser;

/**
 * The profile a route's handler gets: none on a public route, maybe one on an optional route, and
 * one on every other (the guard refused the request without it), unless the route does without
 * it (`profile: false`; a staff route's guard always reads it, for the roles).
 */
type UserFor<G extends Guard, WithProfile extends boolean> = G extends 'public'
  ? null
  : G extends readonly StaffRole[]
    ? UserRecord
    : WithProfile extends false
      ? null
      : G extends 'optional'
        ? UserRecord | null
        : UserRecord;

/** The context a route's handler runs with: its validated input, and the session and profile its guard narrows to. */
export type RouteContext<Id extends RouteId, WithProfile extends boolean = true> = RequestContext<
  BodyOf<Id>,
  QueryOf<Id>,
  ParamsOf<Id>,
  UserFor<GuardOf<Id>, WithProfile>,
  SessionFor<GuardOf<Id>>
>;

/** How a handler module serves one route of the contract; the guard and schemas come from the contract. */
export type RouteImpl<Id extends RouteId> =
  | (RouteOptions & {
      profile?: true;
      run(context: RouteContext<Id>): Promise<Reply>;
    })
  | (RouteOptions & {
      /** The route needs only the session's user id and guest flag, not the profile (one read less). */
      profile: false;
      run(context: RouteContext<Id, false>): Promise<Reply>;
    });

interface RouteOptions {
  /**
   * A public form the app's pages post (a lead, a support ticket): refused without an allowed
   * Origin even when no session cookie comes with it, so other sites and bare scripts cannot post it.
   */
  requireOrigin?: boolean;
  /**
   * Every effect of the route, and its answer for an Idempotency-Key (`storeAnswer`), are written
   * in one transaction: the key is taken there instead of being claimed first (http/idempotency.ts).
   */
  answerInTransaction?: boolean;
  /**
   * The body carries the request's own key (a chat message's clientId), which the route's
   * conditions keep once, answering a repeat with the first result: an Idempotency-Key is checked
   * but not recorded, which would cost two writes for nothing.
   */
  keyedByBody?: boolean;
  /** Reshapes this route's error bodies (the purchase answers `{ success: false, message }`). */
  errorBody?: (body: ApiErrorBody) => Record<string, unknown>;
}

/** A module's implementations, by route id. */
export type RouteImpls<Id extends RouteId> = { [K in Id]: RouteImpl<K> };

/** A route with its contract, its types erased once the schemas have checked the input. */
interface BoundRoute {
  id: RouteId;
  contract: RouteContract;
  impl: RouteImpl<RouteId>;
  /** The path parameters' schema, built once (not per request). */
  paramsSchema: z.ZodType<Record<string, string>>;
}

interface Prepared {
  requestId: string;
  method: string;
  headers: Record<string, string | undefined>;
  sessionToken: string | undefined;
  secureCookies: boolean;
  rawBody: string;
  /** What a session opened by this request is listed as. */
  device: SessionDevice;
}

/**
 * The Lambda handler of a module's routes. `table` holds the contract's entries of the routes given
 * (a `…Routes` table from @fitchoice/shared/api, not the whole contract: a bundle then carries only
 * its own routes' schemas). The routes' ids are inferred from `routes`, so each one's context is
 * typed by its own guard.
 */
export function createHandler<Table extends Partial<Contract>, Id extends keyof Table & RouteId>(
  table: Table,
  routes: RouteImpls<Id>,
): Handler {
  const bound = new Map<string, BoundRoute>();
  for (const [id, impl] of Object.entries(routes) as [Id, RouteImpl<RouteId>][]) {
    const contract = (table as Record<string, RouteContract | undefined>)[id];
    if (!contract) throw new Error(`createHandler: ${id} is not in the table given`);
    bound.set(routeKeyOf(contract), { id, contract, impl, paramsSchema: paramsSchemaOf(contract) });
  }
  const handle = async (event: APIGatewayProxyEventV2, sink: EventSink | null, lambdaContext?: Context) => {
    const requestId = event.requestContext?.requestId ?? '';
    const matched = bound.get(event.routeKey);
    // Every log line of this invocation carries its Lambda context and request id.
    if (lambdaContext) logger.addContext(lambdaContext);
    logger.appendKeys({ requestId, route: matched?.id ?? event.routeKey });
    try {
      if (!matched) throw new NotFoundError(`No route for ${event.routeKey}`);
      return await traced(matched.id, () => serve(matched, event, requestId, sink));
    } catch (error) {
      return errorResult(error, requestId, matched?.impl.errorBody);
    } finally {
      flushMetrics();
      logger.removeKeys(['requestId', 'route']);
    }
  };
  const handler: Handler = async (event, lambdaContext) => (await handle(event, null, lambdaContext))!;
  handler.withSink = (event, sink) => handle(event, sink);
  return handler;
}

async function serve(
  { contract, impl: spec, paramsSchema }: BoundRoute,
  event: APIGatewayProxyEventV2,
  requestId: string,
  sink: EventSink | null,
) {
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
    // clientIp (above) has refused any request that did not prove it came through CloudFront.
    device: deviceOf(headers, config.originVerifySecret !== null),
  };
  const isPost = prepared.method === 'POST';
  // Every change is origin-checked, not only POST: the panels edit with PUT and DELETE.
  if (prepared.method !== 'GET') {
    assertSameOriginPost({
      headers,
      hasBody: rawBody.trim().length > 0,
      hasSessionCookie: prepared.sessionToken !== undefined,
      allowedOrigins: config.allowedOrigins,
    });
    if (spec.requireOrigin && !headers.origin) throw new ForbiddenError('Origin header required');
  }
  // Path parameters first: an id that cannot exist is "not found" before anything is read. Then the
  // guard, so a caller who may not use the route learns nothing about its body's rules.
  const params = validateParams(paramsSchema, event.pathParameters ?? {});
  const now = currentTime();
  const needsProfile = spec.profile !== false || typeof contract.guard !== 'string';
  const { session, user, sessionId } =
    contract.guard === 'public' ? { session: null, user: null, sessionId: null } : await signedIn(prepared.sessionToken, now, needsProfile);
  checkGuard(contract.guard, session, user, params);
  const body = parseBody(contract, rawBody);
  const query = contract.query ? validate(contract.query, queryOf(event)) : undefined;

  const context = (storeAnswer: RequestContext<unknown, unknown>['storeAnswer']): RequestContext<unknown, unknown> => ({
    body,
    query,
    user,
    session,
    sessionId,
    requestId,
    sourceIp,
    now,
    params,
    cookies,
    storeAnswer,
    event,
  });
  // A refusal thrown by the route itself is its answer (stored for replay like any other, unless transient).
  const run = async (storeAnswer: StoreAnswer | null): Promise<Answer> => {
    try {
      const reply = await spec.run(context(storeAnswer && ((reply) => storeAnswer(withoutFlags(toAnswer(reply))))) as never);
      if (config.checkResponses) checkResponse(contract, reply);
      if (reply.text !== undefined && contract.produces && reply.statusCode < 300) {
        return {
          ...toAnswer(reply),
          body: reply.text,
          headers: { ...reply.headers, 'content-type': `${contract.produces}; charset=utf-8` },
        };
      }
      return toAnswer(reply);
    } catch (error) {
      if (error instanceof DomainError && httpStatusOf(error) < 500) {
        if (config.checkResponses) checkErrorCode(contract, error);
        return { ...errorAnswer(error, requestId, spec.errorBody), ...(error.transient ? { transient: true } : {}) };
      }
      throw error;
    }
  };
  // A streamed answer is an answer, not a change: it runs without the Idempotency-Key's record.
  if (contract.events) return streamEvents(contract, await spec.run(context(null) as never), prepared, sink);
  const idempotencyKey = headers['idempotency-key'];
  if (idempotencyKey !== undefined && spec.keyedByBody) checkIdempotencyKey(idempotencyKey);
  const answer =
    isPost && idempotencyKey !== undefined && !spec.keyedByBody
      ? await runIdempotent({
          key: idempotencyKey,
          // An anonymous caller's keys are its network's: the one thing it proves (by the TCP handshake).
          scope: session?.userId ?? `anonymous#${throttleNetwork(sourceIp)}`,
          requestHash: requestHashOf(event.routeKey, event.pathParameters ?? {}, rawBody),
          run,
          answerInTransaction: spec.answerInTransaction === true,
        })
      : await run(null);
  return finish(answer, prepared);
}

interface SignedIn {
  session: SessionUser | null;
  user: UserRecord | null;
  sessionId: string | null;
}

const SIGNED_OUT: SignedIn = { session: null, user: null, sessionId: null };

/** The session of the cookie, and the profile unless the route does without it. A suspended or deleted account has no session. */
async function signedIn(token: string | undefined, now: Date, needsProfile: boolean): Promise<SignedIn> {
  const session = await sessionOfToken(token, now.getTime());
  if (!session) return SIGNED_OUT;
  const sessionId = session.sessionId ?? null;
  // When the session was last used, for the devices list (at most every few minutes; the real clock).
  await touchSession(session.tokenHash, session, Date.now());
  if (!needsProfile && session.isGuest !== undefined) {
    return { session: { userId: session.userId, isGuest: session.isGuest }, user: null, sessionId };
  }
  const user = await getUser(session.userId);
  if (!user || user.suspendedAt || user.deletedAt) return SIGNED_OUT;
  return { session: { userId: user.id, isGuest: user.isGuest }, user, sessionId };
}

/** The gyms a role of the user covers on a `{gymId}` route: an admin's every gym (null), a partner's own, the desk staff's. */
function gymsCoveredBy(role: string, user: UserRecord): readonly string[] | null {
  if (role === 'admin') return null;
  if (role === 'gym_partner') return user.gymIds ?? [];
  if (role === 'front_desk') return user.deskGymIds ?? [];
  return [];
}

/**
 * The contract's guard, in one place for every route: 401 without a session where one is needed,
 * 403 for a guest on a members' route, for a role the user lacks, for a temporary password not yet
 * changed, and for a `{gymId}` that none of the user's allowed roles covers (a partner's gym is not
 * the gyms they work the desk of, nor the other way round).
 */
export function checkGuard(guard: Guard, session: SessionUser | null, user: UserRecord | null, params: Record<string, string>): void {
  if (guard === 'public' || guard === 'optional') return;
  if (!session) throw new NotSignedInError();
  if (guard === 'user') return;
  if (session.isGuest) throw new ForbiddenError('Guests cannot do this; sign up to continue');
  if (guard === 'member') return;
  const held = guard.filter((role) => user?.roles.includes(role));
  if (!user || held.length === 0) throw new ForbiddenError('This is not available to your account');
  if (user.mustChangePassword) {
    throw new ForbiddenError('Change your temporary password before using the panel', ERROR_CODES.passwordChangeRequired);
  }
  const gymId = params.gymId;
  if (gymId !== undefined && !held.some((role) => gymsCoveredBy(role, user)?.includes(gymId) ?? true)) {
    throw new ForbiddenError('This gym is not one of yours');
  }
}

function validateParams(schema: BoundRoute['paramsSchema'], raw: Record<string, string | undefined>): Record<string, string> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw new NotFoundError('Not found');
}

/** Under tests, an answer that breaks its contract is a bug in the server: fail loudly. */
function checkResponse(contract: RouteContract, reply: Reply): void {
  if (reply.statusCode >= 300) return;
  if ((reply.text !== undefined) !== (contract.produces !== undefined)) {
    throw new Error(`${routeKeyOf(contract)} answered ${reply.text === undefined ? 'JSON' : 'text'}; its contract says otherwise`);
  }
  const expected = [contract.status ?? 200].flat();
  if (!expected.includes(reply.statusCode)) {
    throw new Error(`${routeKeyOf(contract)} answered ${reply.statusCode}; its contract says ${expected.join(' or ')}`);
  }
  if (!contract.response) return;
  const result = contract.response.safeParse(reply.body);
  if (!result.success) {
    throw new Error(`${routeKeyOf(contract)} answered a body its contract refuses: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
  }
}

const COMMON_ERROR_CODES: ReadonlySet<string> = new Set(Object.values(ERROR_CODES));

/** Under tests, a refusal with a code its route does not declare (`errors`) is a bug in the server or its contract: fail loudly. */
function checkErrorCode(contract: RouteContract, error: DomainError): void {
  if (COMMON_ERROR_CODES.has(error.code) || contract.errors?.includes(error.code)) return;
  throw new Error(`${routeKeyOf(contract)} refused with code ${error.code}, which its contract's errors do not list`);
}

/** Sends a streamed route's events: to the sink as they come, else (Lambda) as one body. A refusal is an ordinary answer. */
async function streamEvents(
  contract: RouteContract,
  reply: Reply,
  prepared: Prepared,
  sink: EventSink | null,
): Promise<APIGatewayProxyStructuredResultV2 | null> {
  if (!reply.events || reply.statusCode >= 300) return finish(toAnswer(reply), prepared);
  const headers = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-request-id': prepared.requestId };
  const lineOf = (event: unknown) => {
    if (config.checkResponses && contract.events && !contract.events.safeParse(event).success) {
      throw new Error(`${routeKeyOf(contract)} sent an event its contract refuses: ${JSON.stringify(event)}`);
    }
    return `data: ${JSON.stringify(event)}\n\n`;
  };
  if (sink) {
    sink.open(200, headers);
    for await (const event of reply.events) sink.write(lineOf(event));
    return null;
  }
  let body = '';
  for await (const event of reply.events) body += lineOf(event);
  return { statusCode: 200, headers, body };
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
    try {
      const token = await openSession(answer.openSessionFor, Date.now(), prepared.device);
      cookies.push(...sessionCookies(token, SESSION_TTL_SECONDS, prepared.secureCookies));
    } catch (error) {
      // The account was suspended, deleted or its password changed between the check and now.
      if (!(error instanceof SessionRefusedError)) throw error;
      return errorResult(new NotSignedInError('Sign in again'), prepared.requestId, undefined);
    }
  }
  if (answer.deviceToken) cookies.push(deviceCookie(answer.deviceToken, DEVICE_TTL_SECONDS, prepared.secureCookies));
  if (answer.closeSession) {
    await closeSession(prepared.sessionToken);
    cookies.push(...clearedSessionCookies(prepared.secureCookies));
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
  if (bytes.length > MAX_BODY_BYTES) throw new PayloadTooLargeError(MAX_BODY_BYTES);
  return bytes.toString('utf8');
}

function parseBody(spec: RouteContract, rawBody: string): unknown {
  const text = rawBody.trim();
  let parsed: unknown;
  if (text.length > 0) {
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new InvalidInputError('Malformed JSON body');
    }
    if (isNestedDeeperThan(parsed, MAX_JSON_DEPTH)) {
      throw new InvalidInputError(`The JSON body is nested too deep (at most ${MAX_JSON_DEPTH} levels)`);
    }
  }
  if (!spec.body) {
    const isEmpty = parsed === undefined || (isPlainObject(parsed) && Object.keys(parsed).length === 0);
    if (!isEmpty) throw new InvalidInputError('This endpoint takes no body');
    return undefined;
  }
  if (parsed === undefined) throw new InvalidInputError('A JSON body is required');
  return validate(spec.body, parsed);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The query's parameters without the phone's cache buster, which no route takes. */
function queryOf(event: APIGatewayProxyEventV2): Record<string, string | undefined> {
  const { [CACHE_BUSTER_PARAM]: _buster, ...query } = event.queryStringParameters ?? {};
  return query;
}

function validate(schema: z.ZodType, input: unknown): unknown {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const { field, message } = describeValidationError(result.error);
  throw new InvalidInputError(message, { field });
}

function errorAnswer(error: DomainError, requestId: string, reshape: RouteImpl<RouteId>['errorBody']): StoredAnswer {
  const body = errorBodyOf(error, requestId);
  return {
    statusCode: httpStatusOf(error),
    headers: { 'content-type': 'application/json; charset=utf-8', ...httpHeadersOf(error) },
    body: JSON.stringify(reshape ? reshape(body) : body),
  };
}

/** A refusal's answer, or a bug's: 500 `internal`, with the error logged (never sent). */
function errorResult(error: unknown, requestId: string, reshape: RouteImpl<RouteId>['errorBody']): APIGatewayProxyStructuredResultV2 {
  let answer: StoredAnswer;
  if (error instanceof DomainError) {
    answer = errorAnswer(error, requestId, reshape);
  } else {
    logger.error('Unhandled error', { requestId, error: error as Error });
    const body = { error: 'Something went wrong on our side; please try again', code: ERROR_CODES.internal, requestId };
    answer = {
      statusCode: 500,
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(reshape ? reshape(body) : body),
    };
  }
  return {
    statusCode: answer.statusCode,
    headers: { 'cache-control': 'no-store', 'x-request-id': requestId, ...answer.headers },
    body: answer.body,
  };
}
