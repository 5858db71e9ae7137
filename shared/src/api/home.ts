// GET /api/home?region=: what the member's home shows, in one request (issue 40, the cost model:
// each request costs its edge, gateway, Lambda and log line before any work, and re-reads the
// session). The same answers as the routes it stands for, so the app seeds their caches from it:
// the upcoming and the latest past bookings (GET /api/bookings), the stats (GET /api/profile/stats),
// the region's challenges (GET /api/challenges) and where the viewer's address places them
// (GET /api/location/ip; null where that answers 204).
import * as z from 'zod';
import { bookingListResponseSchema } from './bookings';
import { challengesQuerySchema, challengesResponseSchema } from './challenges';
import { ipLocationSchema } from './location';
import { profileStatsResponseSchema } from './rewards';
import type { RouteTable } from './route-contract';

export * from './home-constants';

/** The region whose challenges home shows (as GET /api/challenges takes it). */
export const homeQuerySchema = challengesQuerySchema;

export const homeResponseSchema = z.object({
  /** GET /api/bookings?scope=upcoming&limit=HOME_UPCOMING_LIMIT */
  upcoming: bookingListResponseSchema,
  /** GET /api/bookings?scope=past&limit=HOME_PAST_LIMIT */
  past: bookingListResponseSchema,
  /** GET /api/profile/stats */
  stats: profileStatsResponseSchema,
  /** GET /api/challenges?region= */
  challenges: challengesResponseSchema,
  /** GET /api/location/ip, null where it answers 204 (unknown). */
  location: ipLocationSchema.nullable(),
});
export type HomeResponse = z.infer<typeof homeResponseSchema>;

export const homeRoutes = {
  'home.get': {
    method: 'GET',
    path: '/api/home',
    guard: 'member',
    summary: "The member's home in one read: upcoming and past bookings, stats, the region's challenges, the viewer's position",
    query: homeQuerySchema,
    response: homeResponseSchema,
  },
} as const satisfies RouteTable;
