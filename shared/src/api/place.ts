// Where something is: a point on the map and an IANA time zone. Apart from common.ts so that only
// the routes that take a place carry these schemas (each handler's bundle has a budget).
import * as z from 'zod';
import { isTimeZone } from '../time-zone';

/** An IANA time zone such as "Europe/London" (one Intl knows). */
export const timeZoneSchema = z
  .string({ error: 'timeZone is required' })
  .refine(isTimeZone, 'timeZone must be an IANA time zone such as "Europe/London"');

/** Where a place is, on the map. */
export const locationSchema = z.strictObject({
  latitude: z.number().min(-90, 'latitude must be between -90 and 90').max(90, 'latitude must be between -90 and 90'),
  longitude: z.number().min(-180, 'longitude must be between -180 and 180').max(180, 'longitude must be between -180 and 180'),
});
