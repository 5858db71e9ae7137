// The time zone of a place on the map, as the server's zone lookup answers it (GET
// /api/location/time-zone): a gym's pin sends it with the pin, in the application and in the panel.
import * as routes from '@fitchoice/shared/api/routes';
import type { QueryClient } from '@tanstack/react-query';
import { apiCall, apiQueryKey } from '../../api/client';

/** The lookup's query for a place, rounded to about 100 m so nearby taps share one answer. */
export function pinZoneQuery(latitude: number, longitude: number) {
  const query = { latitude: Math.round(latitude * 1000) / 1000, longitude: Math.round(longitude * 1000) / 1000 };
  return {
    queryKey: apiQueryKey(routes.locationTimeZone, { query }),
    queryFn: () => apiCall(routes.locationTimeZone, { query }),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** The zone of the place, from the cache or asked now. */
export async function fetchPinZone(queryClient: QueryClient, latitude: number, longitude: number): Promise<string> {
  return (await queryClient.fetchQuery(pinZoneQuery(latitude, longitude))).timeZone;
}
