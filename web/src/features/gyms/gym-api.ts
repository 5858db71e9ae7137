// The gyms feature's server reads, as TanStack Query factories. Every gym that arrives is also
// written to the local database (gym-cache.ts), which is what the screens render from.
import type { AvailabilityResponse, Gym, GymSearchResponse, ReviewListResponse, RewardsRulesResponse } from '@fitchoice/shared/api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchQueryKey } from '../../api/fetcher';
import { cacheGyms } from './gym-cache';

async function get<T>(url: string, signal?: AbortSignal): Promise<T> {
  return (await fetchQueryKey<T>([url], { on401: 'throw', signal })) as T;
}

/** One GET /api/gyms search (the query string of gym-filters' serverQuery), page by page. */
export const gymSearchQuery = (query: string) =>
  infiniteQueryOptions({
    queryKey: ['gyms', 'search', query],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam, signal }) => {
      const params = new URLSearchParams(query);
      if (pageParam) params.set('cursor', pageParam);
      const page = await get<GymSearchResponse>(`/api/gyms?${params}`, signal);
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
      const gym = await get<Gym>(`/api/gyms/${encodeURIComponent(gymId)}`, signal);
      await cacheGyms([gym]);
      return gym;
    },
  });

export const availabilityQuery = (gymId: string, date: string) =>
  queryOptions({
    queryKey: ['gyms', 'availability', gymId, date],
    queryFn: ({ signal }) => get<AvailabilityResponse>(`/api/gyms/${encodeURIComponent(gymId)}/availability?date=${date}`, signal),
    // Places fill up: availability is never older than a minute when shown again.
    staleTime: 60_000,
  });

export const reviewsQuery = (gymId: string, order: 'newest' | 'helpful') =>
  infiniteQueryOptions({
    queryKey: ['gyms', 'reviews', gymId, order],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ order, limit: '10' });
      if (pageParam) params.set('cursor', pageParam);
      return get<ReviewListResponse>(`/api/gyms/${encodeURIComponent(gymId)}/reviews?${params}`, signal);
    },
    getNextPageParam: (page) => page.nextCursor,
  });

export const rewardsRulesQuery = queryOptions({
  queryKey: ['rewards', 'rules'],
  queryFn: ({ signal }) => get<RewardsRulesResponse>('/api/rewards/rules', signal),
  staleTime: 60 * 60_000,
});
