// The API contract: every route the backend serves, joined from each feature's table. The server
// routes, guards and validates from it (functions/src/http/handler.ts), the CDK stack deploys it,
// the web's client is generated from it (routes.gen.ts, `npm run generate -w @fitchoice/shared`),
// and GET /api/openapi.json publishes it. A route id's first segment names the feature folder
// whose handler serves it: 'bookings.create' is functions/src/bookings/handler.ts.
import type * as z from 'zod';
import type { ErrorCode } from '../errors';
import { accountRoutes, passwordRoutes } from './account';
import { adminRoutes } from './admin';
import { analyticsRoutes } from './analytics';
import { authRoutes } from './auth';
import { avatarRoutes } from './avatar';
import { batchRoutes } from './batch';
import { bookingRoutes } from './bookings';
import { calendarRoutes } from './calendar';
import { challengeRoutes } from './challenges';
import { chatRoutes } from './chat';
import { coachRoutes } from './coach';
import { enterpriseRoutes } from './enterprise';
import { feedRoutes } from './feed';
import { fitMatchRoutes } from './fit-match';
import { friendRoutes } from './friends';
import { gymPanelRoutes } from './gym-panel';
import { gymRoutes } from './gyms';
import { heartbeatRoutes } from './heartbeat';
import { homeRoutes } from './home';
import { ledgerRoutes } from './ledger';
import { locationRoutes } from './location';
import { metaRoutes } from './meta';
import { moodRoutes } from './mood';
import { motivationRoutes } from './motivation';
import { noticeRoutes } from './notices';
import { partnerRoutes } from './partners';
import { proPanelRoutes } from './pro-panel';
import { professionalRoutes } from './professionals';
import { purchaseRoutes } from './purchase';
import { pushRoutes } from './push';
import { rewardRoutes } from './rewards';
import type { OutboxFacts, RouteContract } from './route-contract';
import { storeRoutes } from './store';
import { supportRoutes } from './support';
import { walletLinkRoutes } from './wallet-links';
import { workoutRoutes } from './workouts';

export * from './route-contract';

export const CONTRACT = {
  ...authRoutes,
  ...passwordRoutes,
  ...heartbeatRoutes,
  ...purchaseRoutes,
  ...ledgerRoutes,
  ...walletLinkRoutes,
  ...gymRoutes,
  ...bookingRoutes,
  ...rewardRoutes,
  ...storeRoutes,
  ...challengeRoutes,
  ...professionalRoutes,
  ...proPanelRoutes,
  ...calendarRoutes,
  ...gymPanelRoutes,
  ...analyticsRoutes,
  ...metaRoutes,
  ...coachRoutes,
  ...moodRoutes,
  ...motivationRoutes,
  ...workoutRoutes,
  ...avatarRoutes,
  ...enterpriseRoutes,
  ...supportRoutes,
  ...partnerRoutes,
  ...adminRoutes,
  ...accountRoutes,
  ...friendRoutes,
  ...feedRoutes,
  ...chatRoutes,
  ...fitMatchRoutes,
  ...pushRoutes,
  ...noticeRoutes,
  ...batchRoutes,
  ...locationRoutes,
  ...homeRoutes,
} as const;

export type Contract = typeof CONTRACT;
export type RouteId = keyof Contract;

type SchemaOf<R, Key extends string> = R extends { [K in Key]: infer S extends z.ZodType } ? S : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;
type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a caller sends (before the server's transforms and defaults). */
export type BodyIn<Id extends RouteId> = Input<SchemaOf<Contract[Id], 'body'>>;
export type QueryIn<Id extends RouteId> = Input<SchemaOf<Contract[Id], 'query'>>;
/** What a handler receives (after validation). */
export type BodyOf<Id extends RouteId> = Output<SchemaOf<Contract[Id], 'body'>>;
export type QueryOf<Id extends RouteId> = Output<SchemaOf<Contract[Id], 'query'>>;
/** The answer's body on success (undefined for a route that answers none). */
export type ResponseOf<Id extends RouteId> = Output<SchemaOf<Contract[Id], 'response'>>;
/** A feature's routes: those whose id starts with `<feature>.` ('gym-panel' -> 'gym-panel.gyms' | ...). */
export type FeatureRouteId<Feature extends string> = Extract<RouteId, `${Feature}.${string}`>;
/** The codes of a route's own refusals, as its contract declares them (`errors`). */
export type RouteErrorCode<Id extends RouteId> = Id extends RouteId
  ? Contract[Id] extends { errors: readonly (infer Code extends string)[] }
    ? Code
    : never
  : never;
/** Every code a route may answer: the ones any route may (ERROR_CODES), and its own. */
export type ErrorCodeOf<Id extends RouteId> = ErrorCode | RouteErrorCode<Id>;
/** Every code the API answers. */
export type ApiErrorCode = ErrorCodeOf<RouteId>;
/** Routes that answer with server-sent events, and the data of each event. */
export type StreamRouteId = { [Id in RouteId]: SchemaOf<Contract[Id], 'events'> extends undefined ? never : Id }[RouteId];
export type EventOf<Id extends StreamRouteId> = Output<SchemaOf<Contract[Id], 'events'>>;

/** The routes the web app queues in its outbox (their contract entry has `outbox`). */
export type OutboxRouteId = { [Id in RouteId]: Contract[Id] extends { outbox: OutboxFacts } ? Id : never }[RouteId];

/** A route as the web client holds it (routes.gen.ts): its id, method and path, and its outbox facts if it has any; no schemas. */
export type RouteRef<Id extends RouteId = RouteId> = {
  [K in Id]: {
    readonly id: K;
    readonly method: Contract[K]['method'];
    readonly path: Contract[K]['path'];
  } & (Contract[K] extends { outbox: infer Facts } ? { readonly outbox: Facts } : { readonly outbox?: undefined });
}[Id];

/** The `{name}` parameters of a route's path as an object type. */
type ParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;
export type ParamsOf<Id extends RouteId> = { [K in ParamNames<Contract[Id]['path']>]: string };

/** Every route, for code that walks the table (the router, the CDK stack, the OpenAPI document). */
export function contractEntries(): [RouteId, RouteContract][] {
  return Object.entries(CONTRACT) as [RouteId, RouteContract][];
}

/** The feature folder whose handler serves a route: its id's first segment ('gym-panel.gyms' -> 'gym-panel'). */
export type FeatureOf<Id extends string> = Id extends `${infer Feature}.${string}` ? Feature : never;

export function handlerNameOf<Id extends string>(id: Id): FeatureOf<Id> {
  return id.slice(0, id.indexOf('.')) as FeatureOf<Id>;
}
