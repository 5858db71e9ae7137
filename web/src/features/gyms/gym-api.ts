// The gyms feature's server reads, as TanStack Query factories. Every gym that arrives is also
// written to the local database (gym-cache.ts), which is what the screens render from.
import * as routes from '@fitchoice/shared/api/routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { cacheGyms } from './gym-cache';

/** One GET /api/gyms search (the query string of gym-filters' serverQuery), page by page. */
export const gymSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['gyms', 'search', query],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      if (pageParam) params.set('cursor', pageParam);
      const page = await apiCall(routes.gymsSearch, { query: Object.fromEntries(params) }, { signal });
      await cacheGyms(page.gyms);
      return page;
    },
    getNextPageParam: (page) => page.nextCursor,
    retry: false,
  });

export const gymDetailsQuery = (gymId: string) =>
  queryOptions({
    queryKey: ['gyms', 'details', gymId],
    queryFn: async ({ signal }) => {
      const gym = await apiCall(routes.gymsGet, { params: { id: gymId } }, { signal });
      await cacheGyms([gym]);
      return gym;
    },
  });

export const availabilityQuery = (gymId: string, date: string) =>
  queryOptions({
    queryKey: ['gyms', 'availability', gymId, date],
    queryFn: ({ signal }) => apiCall(routes.gymsAvailability, { params: { id: gymId }, query: { date } }, { signal }),
    // Places fill up: availability is never older than a minute when shown again.
    staleTime: 60_000,
  });

export const reviewsQuery = (gymId: string, order: 'newest' | 'helpful') =>
  infiniteQueryOptions({
    queryKey: ['gyms', 'reviews', gymId, order],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      apiCall(routes.reviewsList, { params: { id: gymId }, query: { order, limit: 10, cursor: pageParam ?? undefined } }, { signal }),
    getNextPageParam: (page) => page.nextCursor,
  });
