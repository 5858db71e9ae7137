// The app's API client, derived from the contract: a screen names a route (`routes.bookingsCreate`,
// with `import * as routes from '@fitchoice/shared/api/routes'`, generated from shared/src/api/contract.ts
// a module per feature, so a chunk carries only the routes its code calls; not re-exported here, as a
// re-exported namespace is built whole into this module's chunk) and the client types its params,
// query, body and answer, and turns a non-OK answer into an ApiError. No screen writes a URL.
import type {
  ApiErrorCode,
  BodyIn,
  EventOf,
  ParamsOf,
  QueryIn,
  ResponseOf,
  RouteId,
  RouteRef,
  StreamRouteId,
} from '@fitchoice/shared/api/contract';
import { ApiError } from '@fitchoice/shared/http-errors';
import { FROM_CACHE_HEADER } from '../pwa/cache-names';
import { fetchReportingReachability } from '../pwa/connectivity';
import { readJson, throwIfNotOk } from './fetcher';
import { endServerSessionIfPending } from './logout-pending';

export type { RouteId, RouteRef };

type Params<Id extends RouteId> = keyof ParamsOf<Id> extends never ? { params?: undefined } : { params: ParamsOf<Id> };
type Query<Id extends RouteId> = QueryIn<Id> extends undefined ? { query?: undefined } : { query?: QueryIn<Id> };
type Body<Id extends RouteId> = BodyIn<Id> extends undefined ? { body?: undefined } : { body: BodyIn<Id> };

/** What a call of a route sends: its path parameters, query and body, each only where the route has one. */
export type CallInput<Id extends RouteId> = Params<Id> & Query<Id> & Body<Id>;

/** The input of a route that needs none may be left out. */
type OptionalInput<Id extends RouteId> = object extends CallInput<Id> ? [input?: CallInput<Id>] : [input: CallInput<Id>];

export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'null': a 401 answers null instead of throwing (the session query). */
  on401?: 'throw' | 'null';
  /**
   * Told when the answer is the service worker's cached copy, not the server's (no answer came in
   * time): a screen that keeps its own copy on the device does not write that older one over it.
   */
  onCachedCopy?: () => void;
}

/** The URL of a call: the route's path with its parameters encoded, and the query's defined values. */
export function apiPath<Id extends RouteId>(route: RouteRef<Id>, ...[input]: OptionalInput<Id> | [input: CallInput<Id>]): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown> };
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${route.id}: missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The query key of a GET: the call's URL as its one segment, so the default query function (which
 * joins a key's segments into the URL, spec section 7) fetches exactly this call.
 */
export function apiQueryKey<Id extends RouteId>(route: RouteRef<Id>, ...input: OptionalInput<Id>): [string] {
  return [apiPath(route, ...input)];
}

/** What apiQueryOptions answers: spelled out, since the type inferred over every route is too long for the compiler to write. */
export interface ApiQueryOptions<Id extends RouteId> {
  queryKey: [string];
  queryFn: (context: { signal: AbortSignal }) => Promise<ResponseOf<Id>>;
}

/** TanStack Query options for a GET: its key (apiQueryKey) and a typed fetch of it (apiCall). */
export function apiQueryOptions<Id extends RouteId>(route: RouteRef<Id>, ...input: OptionalInput<Id>): ApiQueryOptions<Id> {
  return {
    queryKey: apiQueryKey(route, ...input),
    queryFn: ({ signal }) => apiCall(route, (input[0] ?? {}) as CallInput<Id>, { signal }),
  };
}

/**
 * Calls a route and answers its parsed body (null for 204); a non-OK answer throws ApiError.
 * `input` is `{}` for a route that takes nothing.
 */
export async function apiCall<Id extends RouteId>(
  route: RouteRef<Id>,
  input: CallInput<Id>,
  options: CallOptions = {},
): Promise<ResponseOf<Id>> {
  const body = (input as { body?: unknown }).body;
  await endServerSessionIfPending();
  const response = await fetchReportingReachability(apiPath(route, input), {
    method: route.method,
    credentials: 'include',
    headers: body === undefined ? options.headers : { 'Content-Type': 'application/json', ...options.headers },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: options.signal,
  });
  if (response.headers.has(FROM_CACHE_HEADER)) options.onCachedCopy?.();
  if (options.on401 === 'null' && response.status === 401) return null as ResponseOf<Id>;
  await throwIfNotOk(response);
  return (await readJson(response)) as ResponseOf<Id>;
}

/**
 * Calls a route that answers with server-sent events, handing each event to `onEvent` as it
 * arrives (locally they stream; behind API Gateway they come at once). A refusal throws ApiError.
 */
export async function apiStream<Id extends StreamRouteId>(
  route: RouteRef<Id>,
  input: CallInput<Id>,
  onEvent: (event: EventOf<Id>) => void,
  options: Pick<CallOptions, 'signal'> = {},
): Promise<void> {
  const body = (input as { body?: unknown }).body;
  await endServerSessionIfPending();
  const response = await fetch(apiPath(route, input), {
    method: route.method,
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body ?? {}),
    signal: options.signal,
  });
  await throwIfNotOk(response);
  if (!response.body) return;
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.startsWith('data: ')) onEvent(JSON.parse(block.slice(6)) as EventOf<Id>);
      end = buffer.indexOf('\n\n');
    }
  }
}

/** Whether an error is the API refusing with this status (and code, when given). */
export function isApiError(error: unknown, status: number, code?: ApiErrorCode): error is ApiError {
  return error instanceof ApiError && error.status === status && (code === undefined || error.code === code);
}
