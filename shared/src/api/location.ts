// GET /api/location/ip: where the caller's IP address places them (spec section 4, "Location
// lookup order", step 3). The server asks the IP lookup services, so the browser never calls a third
// party for it; 204 when the place is unknown (a private address, every service failing).
import * as z from 'zod';
import type { RouteTable } from './route-contract';

const coordinate = (name: string, limit: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .min(-limit, `${name} must be between -${limit} and ${limit}`)
    .max(limit, `${name} must be between -${limit} and ${limit}`);

export const timeZoneAtQuerySchema = z.strictObject({ latitude: coordinate('latitude', 90), longitude: coordinate('longitude', 180) });
export const timeZoneAtResponseSchema = z.object({ timeZone: z.string() });

/** A point on Earth: finite degrees within range (a service's nonsense is refused by this). */
export const ipLocationSchema = z.strictObject({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export type IpLocation = z.infer<typeof ipLocationSchema>;

export const locationRoutes = {
  'location.ip': {
    method: 'GET',
    path: '/api/location/ip',
    guard: 'public',
    summary: "The caller's approximate position from their IP address (204 when unknown)",
    // No body with a 204.
    response: ipLocationSchema.optional(),
    status: [200, 204],
  },
  'location.timeZone': {
    method: 'GET',
    path: '/api/location/time-zone',
    guard: 'public',
    summary: "The IANA time zone of a place (a gym's pin), from the zone boundaries",
    query: timeZoneAtQuerySchema,
    response: timeZoneAtResponseSchema,
  },
} as const satisfies RouteTable;
