// Every route the backend serves, from the API contract (shared/src/api/contract.ts), and the
// feature folder whose handler serves it (functions/src/<feature>/handler.ts): a route id's first segment.
// The local runtime routes from this list and the CDK stack deploys from it, so the two cannot
// drift. Paths use API Gateway's `{param}` syntax.
import {
  contractEntries,
  type FeatureOf,
  type HttpMethod,
  handlerNameOf,
  type RouteId,
  type RouteNeed,
} from '@fitchoice/shared/api/contract';

export type { HttpMethod };

/** The feature folders that serve routes. */
export type HandlerName = FeatureOf<RouteId>;

/**
 * Every feature folder that serves routes, derived from the contract (a new route is its entry there
 * plus its handler): one Lambda each, the CDK stack deploys them and the local runtime loads them.
 */
export const HANDLER_NAMES: readonly HandlerName[] = [...new Set(contractEntries().map(([id]) => handlerNameOf(id)))];

export interface RouteDefinition {
  id: RouteId;
  method: HttpMethod;
  path: string;
  /** The feature folder: functions/src/<handler>/handler.ts exports `handler`. */
  handler: HandlerName;
  /** What the route uses from its deployment besides the table (the contract's `needs`). */
  needs: readonly RouteNeed[];
}

export const ROUTES: readonly RouteDefinition[] = contractEntries().map(([id, route]) => ({
  id,
  method: route.method,
  path: route.path,
  handler: handlerNameOf(id),
  needs: route.needs ?? [],
}));

/** The handler modules with a route that needs this: the stack gives their functions what it takes. */
export function handlersThatNeed(need: RouteNeed): HandlerName[] {
  return [...new Set(ROUTES.filter((route) => route.needs.includes(need)).map((route) => route.handler))];
}
