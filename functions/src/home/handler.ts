// GET /api/home?region=: the member's home in one request (what the app asks on opening). Each
// part is the answer of the route it stands for, made by that route's own function, in one read
// pass: the two bookings pages, the stats item (read once for the stats and the challenges'
// progress), the challenges and the viewer's position from CloudFront's headers.
import { HOME_PAST_LIMIT, HOME_UPCOMING_LIMIT, type HomeResponse, homeRoutes } from '@fitchoice/shared/api';
import { listBookings } from '../bookings/store';
import { toApiBooking } from '../bookings/views';
import { challengeList } from '../challenges/list';
import { createHandler } from '../http/handler';
import { viewerPositionOf } from '../location/viewer-position';
import { profileStats } from '../rewards/profile-stats';
import { getStats } from '../rewards/store';

export const handler = createHandler(homeRoutes, {
  'home.get': {
    async run({ query, user, now, event }) {
      const stats = getStats(user.id);
      const bookingsPage = async (scope: 'upcoming' | 'past', limit: number) => {
        const { bookings, nextCursor } = await listBookings(user.id, scope, now, { limit, cursor: undefined });
        return { bookings: bookings.map(toApiBooking), nextCursor };
      };
      const [upcoming, past, challenges, statsRecord] = await Promise.all([
        bookingsPage('upcoming', HOME_UPCOMING_LIMIT),
        bookingsPage('past', HOME_PAST_LIMIT),
        challengeList(user.id, query.region, now, stats),
        stats,
      ]);
      const body: HomeResponse = {
        upcoming,
        past,
        stats: profileStats(user, statsRecord, now),
        challenges,
        location: viewerPositionOf(event.headers),
      };
      return { statusCode: 200, body };
    },
  },
});
