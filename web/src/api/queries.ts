// Query factories: one place that names each query's key and options.
import { SESSION_STALE_TIME_MS } from '@fitchoice/shared';
import { queryOptions } from '@tanstack/react-query';
import { fetchSession, SESSION_PATH } from './session';

export const sessionQuery = queryOptions({
  queryKey: [SESSION_PATH],
  queryFn: ({ signal }) => fetchSession({ signal }),
  staleTime: SESSION_STALE_TIME_MS,
  retry: false,
  refetchOnWindowFocus: false,
});
