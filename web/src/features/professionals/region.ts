// The member's region (its prices: i18n/formats.ts) and position ("near me"), from the location
// feature's store; kept apart from the gyms folder so this feature never imports gyms or bookings
// (which shows it on /bookings).
import type { RegionCode } from '@fitchoice/shared';
import { useMemo } from 'react';
import { useRegionStore } from '../location/region-store';

export function useRegionCode(): RegionCode {
  return useRegionStore((state) => state.region);
}

export function usePosition(): { latitude: number; longitude: number } | null {
  const latitude = useRegionStore((state) => state.location.latitude);
  const longitude = useRegionStore((state) => state.location.longitude);
  return useMemo(() => (latitude === null || longitude === null ? null : { latitude, longitude }), [latitude, longitude]);
}
