// Great-circle distance and the miles wording (spec section 9, "Distance").

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
 * The distance wording in miles. Bands: under 1, under 5 (whole miles, rounded down), under 10
 * ("About", rounded down), under 50 (rounded to tens, as the spec says), under 100 ("50+"), and
 * beyond ("100+"). Rounding down in the first two bands keeps 4.99 from reading "5 miles".
 */
export function describeDistanceMiles(miles: number): string {
  if (typeof miles !== 'number' || !Number.isFinite(miles) || miles < 0) {
    throw new RangeError(`Distance must be a finite, non-negative number of miles, got ${String(miles)}`);
  }
  if (miles < 1) return 'Less than a mile away';
  if (miles < 5) {
    const whole = Math.floor(miles);
    return whole === 1 ? '1 mile away' : `${whole} miles away`;
  }
  if (miles < 10) return `About ${Math.floor(miles)} miles away`;
  if (miles < 50) return `${Math.round(miles / 10) * 10} miles away`;
  if (miles < 100) return '50+ miles away';
  return '100+ miles away';
}

/** The wording for the distance between two points. */
export function describeDistance(from: Coordinates, to: Coordinates): string {
  return describeDistanceMiles(kmToMiles(distanceKm(from, to)));
}
