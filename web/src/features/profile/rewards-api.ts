// Reads of the rewards screens (profile stats and XP rules, the activity history, the leaderboards).
import type { RegionCode } from '@fitchoice/shared';
import * as routes from '@fitchoice/shared/api/routes';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';

export const profileStatsQuery = queryOptions({
  queryKey: ['rewards', 'stats'],
  queryFn: ({ signal }) => apiCall(routes.rewardsStats, {}, { signal }),
  staleTime: 0,
});

/** How XP is earned and converted (the profile's rewards panel and its explainer). */
export const rewardsRulesQuery = queryOptions({
  queryKey: ['rewards', 'rules'],
  queryFn: ({ signal }) => apiCall(routes.rewardsRules, {}, { signal }),
  staleTime: 60 * 60_000,
});

export const activityQuery = infiniteQueryOptions({
  queryKey: ['rewards', 'activity'],
  initialPageParam: null as string | null,
  queryFn: ({ pageParam, signal }) => apiCall(routes.rewardsActivity, { query: { limit: 20, cursor: pageParam ?? undefined } }, { signal }),
  getNextPageParam: (page) => page.nextCursor,
  staleTime: 0,
});

export const leaderboardQuery = (period: 'weekly' | 'all-time', scope: 'region' | 'friends', region: RegionCode) =>
  queryOptions({
    queryKey: ['rewards', 'leaderboard', period, scope, scope === 'region' ? region : null],
    queryFn: ({ signal }) =>
      apiCall(routes.rewardsLeaderboard, { query: { period, scope, region: scope === 'region' ? region : undefined } }, { signal }),
    staleTime: 60_000,
  });
