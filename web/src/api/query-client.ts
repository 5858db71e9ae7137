// TanStack Query defaults of spec section 9.
import { NO_RETRY_STATUSES, QUERY_GC_TIME_MS, QUERY_MAX_RETRIES, QUERY_STALE_TIME_MS } from '@fitchoice/shared';
import { QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './fetcher';

/** A failed query is not retried when its message names 401, 403 or 404; otherwise up to QUERY_MAX_RETRIES times. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  if (NO_RETRY_STATUSES.some((status) => message.includes(String(status)))) return false;
  return failureCount < QUERY_MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
