// GET /api/location/ip: the caller's approximate position from their IP address, as CloudFront
// placed them (location/viewer-position.ts); 204 when it did not (and always locally).
// GET /api/location/time-zone: the zone of a place, as a gym's pin sets it.
import { locationRoutes } from '@fitchoice/shared/api';
import { createHandler } from '../http/handler';
import { viewerPositionOf } from './viewer-position';
import { timeZoneAt } from './zone-of-place';

/** The member's browser may keep the answer for an hour; it is theirs alone (their address). */
const CACHE_CONTROL = { 'cache-control': 'private, max-age=3600' };

export const handler = createHandler(locationRoutes, {
  'location.ip': {
    async run({ event }) {
      const place = viewerPositionOf(event.headers);
      return place ? { statusCode: 200, body: place, headers: CACHE_CONTROL } : { statusCode: 204, headers: CACHE_CONTROL };
    },
  },
  'location.timeZone': {
    async run({ query }) {
      // Zone borders move seldom: a day's caching is safe.
      return {
        statusCode: 200,
        body: { timeZone: timeZoneAt(query.latitude, query.longitude) },
        headers: { 'cache-control': 'public, max-age=86400' },
      };
    },
  },
});
