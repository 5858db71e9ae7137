// Reads of the rewards screens (profile stats, the activity history, the leaderboards).
import type { ActivityResponse, LeaderboardResponse, ProfileStatsResponse } from '@fitchoice/shared/api';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchQueryKey } from '../../api/fetcher';

async function get<T>(url: string, signal?: AbortSignal): Promise<T> {
  return (await fetchQueryKey<T>([url], { on401: 'throw', signal })) as T;
}

export const profileStatsQuery = queryOptions({
  queryKey: ['rewards', 'stats'],
  queryFn: ({ signal }) => get<ProfileStatsResponse>('/api/profile/stats', signal),
  staleTime: 0,
});

export const activityQuery = infiniteQueryOptions({
  queryKey: ['rewards', 'activity'],
  initialPageParam: null as string | null,
  queryFn: ({ pageParam, signal }) =>
    get<ActivityResponse>(`/api/activity?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, signal),
  getNextPageParam: (page) => page.nextCursor,
  staleTime: 0,
});

export const leaderboardQuery = (period: 'weekly' | 'all-time', scope: 'region' | 'friends', region: string) =>
  queryOptions({
    queryKey: ['rewards', 'leaderboard', period, scope, scope === 'region' ? region : null],
    queryFn: ({ signal }) =>
      get<LeaderboardResponse>(`/api/leaderboards?period=${period}&scope=${scope}${scope === 'region' ? `&region=${region}` : ''}`, signal),
    staleTime: 60_000,
  });
