// What one route of the API contract says: its method and path, who may call it (the guard), and
// the schemas of its path parameters, query, body and answer. Each feature's schema module
// exports its routes as a `RouteTable`; `contract.ts` joins them into the one table that the
// server validates from, the web's client is generated from, and OpenAPI is published from.
import * as z from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every route's path starts with this; the web app's service worker and cache buster tell API calls by it. */
export const API_PREFIX = '/api/';

/**
 * The mobile cache buster (spec section 9) adds `?_cb=<time>` to every API call on phones; it is not
 * part of any route's query, so the server drops it before validating one.
 */
export const CACHE_BUSTER_PARAM = '_cb';

/** Roles that open a panel; a guard may allow several (an admin and a gym's partner both see /analytics). */
export const STAFF_ROLES = ['admin', 'gym_partner', 'front_desk', 'trainer', 'nutritionist'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Who may call a route, checked on the server before its handler runs:
 * - `public`: anyone; the handler is not told who is signed in.
 * - `optional`: anyone; the handler gets the user when there is a session.
 * - `user`: a session (a guest too), else 401.
 * - `member`: a session that is not a guest's, else 401/403.
 * - a list of staff roles: a session holding one of them (401 without a session, 403 `forbidden`
 *   otherwise, 403 `password_change_required` until a temporary password is changed). A route
 *   with a `{gymId}` parameter is also refused (403) unless one of the roles it allows covers that
 *   gym: an admin any, a gym partner the gyms it runs, the front desk the gyms it works at.
 */
export type Guard = 'public' | 'optional' | 'user' | 'member' | readonly StaffRole[];

/**
 * What a route uses from its deployment besides the table; the CDK stack gives a handler module's
 * function exactly what its routes need (infra/test/route-needs.test.ts checks the handlers' code
 * against these):
 * - `mail`: sends account mail (the SES identity, MAIL_FROM, APP_URL).
 * - `push`: sends Web Push or hands out its public key (the VAPID keys).
 * - `fanOut`: posts real-time events to members' sockets (REALTIME_ENDPOINT, ManageConnections).
 * - `uploads`: signs uploads and reads of files in the uploads bucket.
 * - `postPhotos`: deletes posts' photos from the uploads bucket.
 * - `checkinSecret`: signs or verifies check-in codes (CHECKIN_SECRET).
 * - `coachModel`: asks the coach's language model.
 * - `selfInvoke`: queues work as an asynchronous invocation of its own function (lambda:InvokeFunction on it).
 * - `notices`: queues notices to members and partners for the notices function to send (NOTICES_FUNCTION,
 *   lambda:InvokeFunction on it): their words in twelve languages, mail and push stay in that function.
 */
export const ROUTE_NEEDS = [
  'mail',
  'push',
  'fanOut',
  'uploads',
  'postPhotos',
  'checkinSecret',
  'coachModel',
  'selfInvoke',
  'notices',
] as const;
export type RouteNeed = (typeof ROUTE_NEEDS)[number];

/**
 * A mutation the web app queues in its outbox (stored on the device first, sent with an
 * Idempotency-Key, replayed until the server answers). The web's outbox reads these facts from
 * routes.gen.ts: the label of its entries and whether POST /api/batch carries it.
 */
export interface OutboxFacts {
  /** The web catalogue's message id that names the action in the outbox sheet: 'outbox.kind.booking'. */
  label: `outbox.kind.${string}`;
  /** POST /api/batch carries it (functions' batch handler serves exactly these routes). */
  batch?: true;
}

export interface RouteContract {
  method: HttpMethod;
  /** API Gateway syntax: `/api/gyms/{id}`. */
  path: string;
  guard: Guard;
  /** Set on a mutation the web app queues in its outbox. */
  outbox?: OutboxFacts;
  /** One line for the OpenAPI document. */
  summary: string;
  /** Path parameters; each `{name}` without a schema here is checked by `pathParamSchema`. */
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body; a route without one takes no body (or `{}`). */
  body?: z.ZodType;
  /** The answer's body on success. */
  response?: z.ZodType;
  /**
   * A streamed answer instead: server-sent events (`text/event-stream`), each one's data checked by
   * this schema. The local runtime sends them as they come; Lambda behind API Gateway sends them at once.
   */
  events?: z.ZodType;
  /** A text answer of this content type instead of JSON (an iCalendar feed): the route answers `text`, not `body`. */
  produces?: 'text/calendar';
  /** The success status, 200 unless said; a list when a success can answer more than one (the first is the usual one). */
  status?: number | readonly number[];
  /**
   * The codes of this route's own refusals (`slot_full`), beside the ones any route may answer
   * (ERROR_CODES: validation, the guard's, not found, conflict, busy...). The server answers no
   * other (checked under tests), and the web's refusal tables are typed by them (ErrorCodeOf).
   */
  errors?: readonly string[];
  /** What the route uses from its deployment besides the table; none unless said. */
  needs?: readonly RouteNeed[];
}

export type RouteTable = Record<string, RouteContract>;

/** Ids in paths: letters, digits, `-` and `_` (UUIDs, base64url, catalogue ids), at most 128. */
export const pathParamSchema = z
  .string()
  .min(1, 'Missing path parameter')
  .max(128, 'Path parameter is too long')
  .regex(/^[A-Za-z0-9_-]+$/, 'Path parameter has characters an id never has');

/** The `{name}` parameters of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

/** The schema that checks a route's path parameters: its own, or `pathParamSchema` for each. */
export function paramsSchemaOf(route: RouteContract): z.ZodType<Record<string, string>> {
  if (route.params) return route.params as z.ZodType<Record<string, string>>;
  return z.strictObject(Object.fromEntries(pathParamNames(route.path).map((name) => [name, pathParamSchema])));
}

/** "POST /api/bookings": API Gateway's route key, which a Lambda event names its route by. */
export function routeKeyOf(route: Pick<RouteContract, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
