// GET /api/location/ip: the caller's approximate position from their IP address, asked of the
// lookup services by the server (location/ip-locator.ts); 204 when no service can place them.
// GET /api/location/time-zone: the zone of a place, as a gym's pin sets it.
import { locationRoutes } from '@fitchoice/shared/api';
import { createHandler } from '../http/handler';
import { createIpLocator, readIpLocatorConfig } from './ip-locator';
import { timeZoneAt } from './zone-of-place';

const locator = createIpLocator(readIpLocatorConfig());
/** The member's browser keeps the answer as long as the server does; it is theirs alone (their address). */
const CACHE_CONTROL = { 'cache-control': 'private, max-age=3600' };

export const handler = createHandler(locationRoutes, {
  'location.ip': {
    async run({ sourceIp, now }) {
      const place = await locator.locate(sourceIp, now.getTime());
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
