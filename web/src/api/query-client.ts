// TanStack Query defaults of spec section 9.
import { NO_RETRY_STATUSES, QUERY_GC_TIME_MS, QUERY_MAX_RETRIES, QUERY_STALE_TIME_MS, statusOf } from '@fitchoice/shared';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './fetcher';
import { sessionQuery } from './queries';

/**
 * A failed query is not retried when the API refused it for good: 400, 401, 403, 404 or 422 (spec
 * section 9 names 401, 403 and 404; a malformed or unprocessable request is refused again just the
 * same). The status is read, so a 500 whose request id happens to contain "401" is still retried;
 * otherwise up to QUERY_MAX_RETRIES times.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== null && (NO_RETRY_STATUSES as readonly number[]).includes(status)) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  // A call refused with 401 says the server ended the session (signed out everywhere, expired, the
  // account deleted): the session is checked again, and the app signs out of an ended one
  // (api/session.ts, app/auth.tsx) rather than show the member's screens as if offline.
  const checkSessionOn401 = (error: unknown) => {
    if (statusOf(error) === 401) void client.invalidateQueries({ queryKey: sessionQuery.queryKey });
  };
  const client = new QueryClient({
    queryCache: new QueryCache({ onError: checkSessionOn401 }),
    mutationCache: new MutationCache({ onError: checkSessionOn401 }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
