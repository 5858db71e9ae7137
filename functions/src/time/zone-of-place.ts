// The IANA time zone of a place, from the zone boundaries @photostructure/tz-lookup carries (a kept
// library with the IANA data; ~70 KB): a gym's zone follows its pin.
import tzLookup from '@photostructure/tz-lookup';

/** The zone at these coordinates (at sea, the nautical zone, e.g. "Etc/GMT+8"). */
export function timeZoneAt(latitude: number, longitude: number): string {
  return tzLookup(latitude, longitude);
}
