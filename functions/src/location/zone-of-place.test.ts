import { describe, expect, it } from 'vitest';
import { timeZoneAt } from './zone-of-place';

describe('the zone of a place', () => {
  it.each([
    { case: 'San Francisco', latitude: 37.7749, longitude: -122.4194, zone: 'America/Los_Angeles' },
    { case: 'New York', latitude: 40.7128, longitude: -74.006, zone: 'America/New_York' },
    { case: 'São Paulo', latitude: -23.5505, longitude: -46.6333, zone: 'America/Sao_Paulo' },
    { case: 'Mumbai', latitude: 19.076, longitude: 72.8777, zone: 'Asia/Kolkata' },
  ])('$case is in $zone', ({ latitude, longitude, zone }) => {
    expect(timeZoneAt(latitude, longitude)).toBe(zone);
  });
});
