// Prices everywhere: a USD amount shown in the current region's currency through the shared
// formatter (symbol first, 2 decimals, JPY whole, INR in Indian grouping).
import { formatUsdForRegion } from '@fitchoice/shared';
import { useCallback } from 'react';
import { useRegionStore } from './region-store';

export function useFormatPrice(): (usd: number) => string {
  const region = useRegionStore((state) => state.region);
  return useCallback((usd: number) => formatUsdForRegion(usd, region), [region]);
}
