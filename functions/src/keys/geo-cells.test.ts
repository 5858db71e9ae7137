import { distanceKm } from '@fitchoice/shared';
import { describe, expect, it } from 'vitest';
import { boundingBox, cellsCovering, GYM_CELL_PRECISION, geohash } from './geo-cells';

describe('geo cells', () => {
  it('matches known geohashes', () => {
    expect(geohash(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
    expect(geohash(40.7128, -74.006, 5)).toBe('dr5re');
  });

  it('covers every point within the radius with at most the allowed cells', () => {
    // A deterministic scatter of points around Manhattan; every one within 10 km must fall in a covering cell.
    const centre = { latitude: 40.758, longitude: -73.9855 };
    const cells = cellsCovering(boundingBox(centre.latitude, centre.longitude, 10));
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.length).toBeLessThanOrEqual(12);
    for (let i = 0; i < 2000; i++) {
      const point = { latitude: centre.latitude + Math.sin(i * 12.9898) * 0.1, longitude: centre.longitude + Math.cos(i * 78.233) * 0.13 };
      if (distanceKm(centre, point) > 10) continue;
      const hash = geohash(point.latitude, point.longitude, GYM_CELL_PRECISION);
      expect(cells.some((cell) => hash.startsWith(cell))).toBe(true);
    }
  });

  it('gives up on boxes too large to cover', () => {
    expect(cellsCovering(boundingBox(0, 0, 20000))).toEqual([]);
  });
});
