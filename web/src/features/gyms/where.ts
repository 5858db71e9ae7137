// Where the member is and which region's prices they see, for the gyms, bookings and leaderboard
// screens: read from the location feature's store (features/location), which looks the position up
// in the spec's order (cache, GPS, IP, time zone, New York) and keeps the region.
import type { RegionCode } from '@fitchoice/shared';
import { useEffect, useMemo } from 'react';
import type { LocationSource } from '../location/lookup';
import { useRegionStore } from '../location/region-store';

export interface MemberPosition {
  latitude: number;
  longitude: number;
  source: LocationSource | null;
}

/**
 * The member's position; null until the first lookup has answered. A screen showing it starts the
 * lookup (once per page) rather than waiting for the idle page's LocaleStartup.
 */
export function useMemberPosition(): MemberPosition | null {
  useEffect(() => {
    import('../location/location-service')
      .then(({ startLocale }) => startLocale())
      .catch((error: unknown) => console.warn('Could not locate the member', error));
  }, []);
  const latitude = useRegionStore((state) => state.location.latitude);
  const longitude = useRegionStore((state) => state.location.longitude);
  const source = useRegionStore((state) => state.location.source);
  return useMemo(() => (latitude === null || longitude === null ? null : { latitude, longitude, source }), [latitude, longitude, source]);
}

/** The region whose currency prices are shown in (the member's choice, else where they are). */
export function useRegion(): RegionCode {
  return useRegionStore((state) => state.region);
}

/** A lookup is running (the member pressed "Use my location", or the app is starting). */
export function useLocating(): boolean {
  return useRegionStore((state) => state.location.loading);
}
