import { describe, expect, it } from 'vitest';
import { distanceBand, distanceBandMiles, distanceKm, EARTH_RADIUS_KM, kmToMiles } from './distance';

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

// The spec's wording of each band is asserted where the words are: web/src/features/gyms/format.test.tsx.
describe('distanceBandMiles (spec section 9)', () => {
  it.each([
    [0, { band: 'underOne' }],
    [0.99, { band: 'underOne' }],
    [1, { band: 'miles', miles: 1 }],
    [1.99, { band: 'miles', miles: 1 }],
    [2, { band: 'miles', miles: 2 }],
    [4.99, { band: 'miles', miles: 4 }],
    [5, { band: 'about', miles: 5 }],
    [9.99, { band: 'about', miles: 9 }],
    [10, { band: 'miles', miles: 10 }],
    [14.9, { band: 'miles', miles: 10 }],
    [15, { band: 'miles', miles: 20 }],
    [44.9, { band: 'miles', miles: 40 }],
    [49.99, { band: 'miles', miles: 50 }],
    [50, { band: 'over', miles: 50 }],
    [99.99, { band: 'over', miles: 50 }],
    [100, { band: 'over', miles: 100 }],
    [12000, { band: 'over', miles: 100 }],
  ])('%s miles is %o', (miles, band) => {
    expect(distanceBandMiles(miles)).toEqual(band);
  });

  it.each([-0.1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s', (miles) => {
    expect(() => distanceBandMiles(miles)).toThrow(/non-negative/);
  });

  it('bands the distance between two points', () => {
    // Times Square to Central Park South: about 0.6 miles.
    expect(distanceBand({ latitude: 40.758, longitude: -73.9855 }, { latitude: 40.7656, longitude: -73.9761 })).toEqual({
      band: 'underOne',
    });
    expect(distanceBand({ latitude: 51.5074, longitude: -0.1278 }, { latitude: 48.8566, longitude: 2.3522 })).toEqual({
      band: 'over',
      miles: 100,
    });
  });
});
