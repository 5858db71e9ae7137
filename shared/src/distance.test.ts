import { describe, expect, it } from 'vitest';
import { describeDistance, describeDistanceMiles, distanceKm, EARTH_RADIUS_KM, kmToMiles } from './distance';

describe('distanceKm (haversine, R = 6371)', () => {
  it('is zero for the same point', () => {
    expect(distanceKm({ latitude: 40, longitude: -74 }, { latitude: 40, longitude: -74 })).toBe(0);
  });

  it('is a quarter of the circumference from the equator to a pole', () => {
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 90, longitude: 0 })).toBeCloseTo((Math.PI * EARTH_RADIUS_KM) / 2, 6);
  });

  it('measures London to Paris at about 343.5 km', () => {
    const km = distanceKm({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 });
    expect(km).toBeGreaterThan(343);
    expect(km).toBeLessThan(344);
  });

  it('refuses what is not a coordinate', () => {
    expect(() => distanceKm({ latitude: Number.NaN, longitude: 0 }, { latitude: 0, longitude: 0 })).toThrow(/Not a coordinate/);
    expect(() => distanceKm({ latitude: 0, longitude: 0 }, { latitude: 95, longitude: 0 })).toThrow(RangeError);
  });

  it('converts km to miles', () => {
    expect(kmToMiles(1.609344)).toBeCloseTo(1, 12);
  });
});

describe('describeDistanceMiles (spec section 9)', () => {
  it.each([
    [0, 'Less than a mile away'],
    [0.99, 'Less than a mile away'],
    [1, '1 mile away'],
    [1.99, '1 mile away'],
    [2, '2 miles away'],
    [4.99, '4 miles away'],
    [5, 'About 5 miles away'],
    [9.99, 'About 9 miles away'],
    [10, '10 miles away'],
    [14.9, '10 miles away'],
    [15, '20 miles away'],
    [44.9, '40 miles away'],
    [49.99, '50 miles away'],
    [50, '50+ miles away'],
    [99.99, '50+ miles away'],
    [100, '100+ miles away'],
    [12000, '100+ miles away'],
  ])('%s miles reads "%s"', (miles, text) => {
    expect(describeDistanceMiles(miles)).toBe(text);
  });

  it.each([-0.1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (miles) => {
    expect(() => describeDistanceMiles(miles)).toThrow(/non-negative/);
  });

  it('describes the distance between two points', () => {
    // Times Square to Central Park South: about 0.6 miles.
    expect(describeDistance({ latitude: 40.758, longitude: -73.9855 }, { latitude: 40.7656, longitude: -73.9761 })).toBe(
      'Less than a mile away',
    );
    expect(describeDistance({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 })).toBe('100+ miles away');
  });
});
