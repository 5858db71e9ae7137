// The IANA time zone of a place, from the zone boundaries @photostructure/tz-lookup carries (a kept
// library with the IANA data; 72 KB minified, so only this handler bundles it): GET
// /api/location/time-zone answers it, and the app sends a gym's pin's zone with the pin.
import tzLookup from '@photostructure/tz-lookup';

/** The zone at these coordinates (at sea, the nautical zone, e.g. "Etc/GMT+8"). */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzLookup(latitude, longitude);
}
