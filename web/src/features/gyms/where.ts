// Where the member is and which region's prices they see, for the gyms, bookings and leaderboard
// screens. Kept in this one module until the location feature (features/location) lands; then
// these two hooks read its store instead and nothing else changes.
//   Position: a stored location under 1 hour old (when permission was granted), else the browser's
//   geolocation (low accuracy, 7 s timeout, 10 min maximum age), else New York (spec section 4).
//   Region: the chosen region, else the one the position is in, else US.
import {
  DEFAULT_REGION,
  GEOLOCATION_MAXIMUM_AGE_MS,
  GEOLOCATION_OVERALL_CAP_MS,
  GEOLOCATION_TIMEOUT_MS,
  isRegionCode,
  LOCATION_CACHE_MAX_AGE_MS,
  type RegionCode,
  regionFromCoordinates,
  STORAGE_KEYS,
} from '@fitchoice/shared';
import { useEffect, useState } from 'react';
import { getRecord, setRecord, useRecord } from '../../db/records';

export interface MemberPosition {
  latitude: number;
  longitude: number;
  source: 'cache' | 'gps' | 'default';
}

export const NEW_YORK: MemberPosition = { latitude: 40.7128, longitude: -74.006, source: 'default' };

async function locate(): Promise<MemberPosition> {
  const [last, permission] = await Promise.all([getRecord(STORAGE_KEYS.lastLocation), getRecord(STORAGE_KEYS.locationPermission)]);
  if (last && permission === 'granted' && Date.now() - last.timestamp < LOCATION_CACHE_MAX_AGE_MS) {
    return { latitude: last.latitude, longitude: last.longitude, source: 'cache' };
  }
  if (typeof navigator === 'undefined' || !navigator.geolocation) return NEW_YORK;
  const position = await new Promise<GeolocationPosition | null>((resolve) => {
    const cap = setTimeout(() => resolve(null), GEOLOCATION_OVERALL_CAP_MS);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        clearTimeout(cap);
        resolve(p);
      },
      (error) => {
        clearTimeout(cap);
        if (error.code === error.PERMISSION_DENIED) void setRecord(STORAGE_KEYS.locationPermission, 'denied');
        resolve(null);
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAXIMUM_AGE_MS },
    );
  });
  if (!position) return NEW_YORK;
  const { latitude, longitude, accuracy } = position.coords;
  await Promise.all([
    setRecord(STORAGE_KEYS.lastLocation, { latitude, longitude, accuracy, timestamp: Date.now() }),
    setRecord(STORAGE_KEYS.locationPermission, 'granted'),
  ]);
  return { latitude, longitude, source: 'gps' };
}

let located: Promise<MemberPosition> | null = null;

/** The member's position; null until known (the lookup runs once per page load). */
export function useMemberPosition(): MemberPosition | null {
  const [position, setPosition] = useState<MemberPosition | null>(null);
  useEffect(() => {
    let live = true;
    located ??= locate().catch(() => NEW_YORK);
    located.then((p) => live && setPosition(p));
    return () => {
      live = false;
    };
  }, []);
  return position;
}

/** The region whose currency prices are shown in. */
export function useRegion(position: MemberPosition | null): RegionCode {
  const stored = useRecord(STORAGE_KEYS.region);
  if (isRegionCode(stored)) return stored;
  return (position && regionFromCoordinates(position.latitude, position.longitude)) || DEFAULT_REGION;
}
