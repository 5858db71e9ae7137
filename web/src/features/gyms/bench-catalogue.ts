// The 400 gyms both list benches render (gym-list.bench.tsx in happy-dom, gym-list.browser-bench.tsx
// in Chromium): deterministic, all within 30 km of New York.
import type { Gym } from '@fitchoice/shared/api';

export const COUNT = 400;
export const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const PALETTES: [string, string][] = [
  ['#0ea5e9', '#1e3a8a'],
  ['#a855f7', '#4c1d95'],
  ['#f97316', '#9a3412'],
  ['#10b981', '#064e3b'],
];
const PATTERNS = ['waves', 'grid', 'rings', 'stripes', 'dots'] as const;
const HOURS = { open: '06:00', close: '22:00' };

/** 400 gyms within 30 km of New York, deterministic. */
export function catalogue(): Gym[] {
  return Array.from({ length: COUNT }, (_, i) => {
    const angle = (i * 137.5 * Math.PI) / 180;
    const km = 0.5 + (i % 60) * 0.45;
    return {
      id: `gym-bench-${String(i).padStart(3, '0')}`,
      name: `Bench Gym ${i}`,
      description: 'A gym for the bench.',
      address: { line1: `${100 + i} Broadway`, postcode: '10001' },
      city: 'New York',
      region: 'US',
      location: { latitude: NEW_YORK.latitude + (km / 111) * Math.cos(angle), longitude: NEW_YORK.longitude + (km / 84) * Math.sin(angle) },
      timeZone: 'America/New_York',
      amenities: ['showers', 'lockers', 'wifi'],
      openingHours: { mon: HOURS, tue: HOURS, wed: HOURS, thu: HOURS, fri: HOURS, sat: HOURS, sun: null },
      priceUsd: 10 + (i % 25),
      priceSweatCoins: `${(10 + (i % 25)) * 10}.00`,
      capacityPerSlot: 20,
      rating: { average: 3 + (i % 20) / 10, count: i },
      photos: [0, 1, 2].map((n) => ({
        seed: i * 3 + n,
        palette: PALETTES[(i + n) % 4]!,
        pattern: PATTERNS[(i + n) % 5]!,
        alt: `Bench Gym ${i}`,
      })),
      openNow: true,
      version: 1,
      updatedAt: '2026-11-22T00:00:00.000Z',
    };
  });
}
