// GET /api/location/ip: the caller's approximate position from their IP address, asked of the
// lookup services by the server (location/ip-locator.ts); 204 when no service can place them.
import { locationRoutes } from '@fitchoice/shared/api';
import { createHandler } from '../http/handler';
import { createIpLocator, readIpLocatorConfig } from './ip-locator';

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
});
