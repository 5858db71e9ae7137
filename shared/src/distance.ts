// Great-circle distance and its band in miles (spec section 9, "Distance"); the app words the band.

export const EARTH_RADIUS_KM = 6371;
export const KM_PER_MILE = 1.609344;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

function assertCoordinates({ latitude, longitude }: Coordinates): void {
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) {
    throw new RangeError(`Not a coordinate: ${latitude}, ${longitude}`);
  }
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres with an earth radius of 6371 km. */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  assertCoordinates(from);
  assertCoordinates(to);
  const dLat = toRadians(to.latitude - from.latitude);
  const dLon = toRadians(to.longitude - from.longitude);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(from.latitude)) * Math.cos(toRadians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export function kmToMiles(km: number): number {
  return km / KM_PER_MILE;
}

/**
 * A distance as the spec words it (section 9, "Distance"), without the words: each language says
 * it (the web app's catalogues: "Less than a mile away", "About 7 miles away", "50+ miles away").
 * - `underOne`: under a mile;
 * - `miles`: under 5, whole miles rounded down (4.99 is not "5"), or 10 to under 50 rounded to tens;
 * - `about`: 5 to under 10, rounded down ("About 7 miles away");
 * - `over`: 50 to under 100 ("50+"), or 100 and beyond ("100+").
 */
export type DistanceBand =
  | { band: 'underOne' }
  | { band: 'miles'; miles: number }
  | { band: 'about'; miles: number }
  | { band: 'over'; miles: 50 | 100 };

export function distanceBandMiles(miles: number): DistanceBand {
  if (typeof miles !== 'number' || !Number.isFinite(miles) || miles < 0) {
    throw new RangeError(`Distance must be a finite, non-negative number of miles, got ${String(miles)}`);
  }
  if (miles < 1) return { band: 'underOne' };
  if (miles < 5) return { band: 'miles', miles: Math.floor(miles) };
  if (miles < 10) return { band: 'about', miles: Math.floor(miles) };
  if (miles < 50) return { band: 'miles', miles: Math.round(miles / 10) * 10 };
  return { band: 'over', miles: miles < 100 ? 50 : 100 };
}

/** The band of the distance between two points. */
export function distanceBand(from: Coordinates, to: Coordinates): DistanceBand {
  return distanceBandMiles(kmToMiles(distanceKm(from, to)));
}
