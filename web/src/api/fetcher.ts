// How the app reads its own API's answers (spec sections 7 and 8): a non-OK answer becomes an
// ApiError whose message is "<status>: <text>", and the default query function fetches the URL a
// query key's segments make.
// Every call tells the offline marker whether the server answered (pwa/connectivity.ts). Screens
// call routes through client.ts, which stands on this.
import { ApiError } from '@fitchoice/shared/http-errors';
import type { QueryFunction } from '@tanstack/react-query';
import { fetchReportingReachability } from '../pwa/connectivity';
import { endServerSessionIfPending } from './logout-pending';

/** Throws ApiError("<status>: <body text>") for a non-OK answer; the status text when the body is empty or unreadable. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  let text: string;
  try {
    text = (await response.text()) || response.statusText;
  } catch {
    text = response.statusText;
  }
  throw new ApiError(response.status, text);
}

/** The parsed JSON of an OK answer, or null for 204 No Content. */
export async function readJson<T>(response: Response): Promise<T | null> {
  if (response.status === 204) return null;
  return (await response.json()) as T;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/** GETs the URL made of the key's segments joined with '/' (a key [path, id] fetches path/<id>). */
export async function fetchQueryKey<T>(
  queryKey: readonly unknown[],
  { on401, signal, started }: { on401: UnauthorizedBehavior; signal?: AbortSignal; started?: Promise<Response> },
): Promise<T | null> {
  await endServerSessionIfPending();
  const response = await fetchReportingReachability(queryKey.join('/'), { credentials: 'include', signal }, started);
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return readJson<T>(response);
}

/** The default query function; with on401 'returnNull' a 401 answers null instead of failing. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return ({ queryKey, signal }) => fetchQueryKey<T>(queryKey, { on401, signal });
}
