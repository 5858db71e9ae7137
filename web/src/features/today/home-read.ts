// Opening home reads its parts in one request, GET /api/home (issue 40: each request costs its
// edge, gateway, Lambda and log line before any work), and seeds each part's own cache with it:
// the bookings kept on the device, the stats and the region's challenges in react-query, and the IP
// position the location lookup would ask for. The other screens read their own routes when opened.
// Offline, the service worker answers its last copy: the stats and challenges are seeded from it,
// the bookings on the device stay as they are (they are as new as that copy, or newer).
import type { RegionCode } from '@fitchoice/shared';
import * as routes from '@fitchoice/shared/api/routes';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../api/client';
import { keepReadBookings } from '../bookings/booking-cache';
import { challengesQuery, withAnswersSince } from '../challenges/challenges-api';
import { shareIpLocation } from '../location/location-service';
import { profileStatsQuery } from '../profile/rewards-api';

/**
 * The read; its data is only when it was made (the parts live in their own caches). Keyed by member,
 * not region: a region the location moves to later is the challenges list's own read.
 */
export const homeReadQuery = (userId: string, region: RegionCode, queryClient: QueryClient) =>
  queryOptions({
    queryKey: ['home', userId],
    queryFn: async ({ signal }) => {
      const readAt = Date.now();
      let cachedCopy = false;
      const answer = apiCall(routes.homeGet, { query: { region } }, { signal, onCachedCopy: () => (cachedCopy = true) });
      shareIpLocation(answer.then((home) => home.location));
      const home = await answer;
      queryClient.setQueryData(profileStatsQuery.queryKey, home.stats);
      queryClient.setQueryData(challengesQuery(region).queryKey, await withAnswersSince(home.challenges, cachedCopy ? 0 : readAt));
      if (!cachedCopy) await keepReadBookings(userId, home, readAt);
      return readAt;
    },
    staleTime: 0,
    // Offline it is asked anyway (the worker answers its copy); a failure is not retried: each part
    // then reads its own route (or the worker's copy of it).
    networkMode: 'offlineFirst',
    retry: false,
  });

/**
 * The options a part of home reads its cache with: not before the home read has answered (or
 * failed: then it reads its own route), and never on its own after (the home read refreshes it;
 * a change that invalidates it still reads it again).
 */
export function afterHomeRead(read: boolean) {
  return { enabled: read, staleTime: Number.POSITIVE_INFINITY, refetchOnReconnect: false } as const;
}
