// Geohash cells, so that a gym's GSI sort key starts with its cell and a search within a radius
// becomes a few `begins_with` queries on the cells that cover the search's bounding box.
import { EARTH_RADIUS_KM } from '@fitchoice/shared';

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';
export const GYM_CELL_PRECISION = 6;

export function geohash(latitude: number, longitude: number, precision: number): string {
  let latMin = -90;
  let latMax = 90;
  let lonMin = -180;
  let lonMax = 180;
  let hash = '';
  let bit = 0;
  let value = 0;
  let even = true;
  while (hash.length < precision) {
    if (even) {
      const mid = (lonMin + lonMax) / 2;
      if (longitude >= mid) {
        value = (value << 1) | 1;
        lonMin = mid;
      } else {
        value <<= 1;
        lonMax = mid;
      }
    } else {
      const mid = (latMin + latMax) / 2;
      if (latitude >= mid) {
        value = (value << 1) | 1;
        latMin = mid;
      } else {
        value <<= 1;
        latMax = mid;
      }
    }
    even = !even;
    if (++bit === 5) {
      hash += BASE32[value];
      bit = 0;
      value = 0;
    }
  }
  return hash;
}

/** Cell size in degrees at a precision: [latitude, longitude]. */
function cellSize(precision: number): [number, number] {
  const bits = precision * 5;
  const lonBits = Math.ceil(bits / 2);
  const latBits = Math.floor(bits / 2);
  return [180 / 2 ** latBits, 360 / 2 ** lonBits];
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/** The box around a point that holds every point within `radiusKm` (clamped at the poles; no antimeridian wrap is needed for our regions). */
export function boundingBox(latitude: number, longitude: number, radiusKm: number): BoundingBox {
  const dLat = (radiusKm / EARTH_RADIUS_KM) * (180 / Math.PI);
  const cos = Math.cos((latitude * Math.PI) / 180);
  const dLon = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    minLat: Math.max(-90, latitude - dLat),
    maxLat: Math.min(90, latitude + dLat),
    minLon: Math.max(-180, longitude - dLon),
    maxLon: Math.min(180, longitude + dLon),
  };
}

/**
 * Geohash prefixes whose cells together cover the box: the longest precision that needs at most
 * `maxCells` cells. Returns [] when even one-character cells would be too many (search the whole
 * region instead).
 */
export function cellsCovering(box: BoundingBox, maxCells = 12): string[] {
  for (let precision = GYM_CELL_PRECISION; precision >= 1; precision--) {
    const [latStep, lonStep] = cellSize(precision);
    const rows = Math.floor((box.maxLat + 90) / latStep) - Math.floor((box.minLat + 90) / latStep) + 1;
    const cols = Math.floor((box.maxLon + 180) / lonStep) - Math.floor((box.minLon + 180) / lonStep) + 1;
    if (rows * cols > maxCells) continue;
    const cells = new Set<string>();
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const lat = Math.min(89.999999, (Math.floor((box.minLat + 90) / latStep) + row + 0.5) * latStep - 90);
        const lon = Math.min(179.999999, (Math.floor((box.minLon + 180) / lonStep) + col + 0.5) * lonStep - 180);
        cells.add(geohash(lat, lon, precision));
      }
    }
    return [...cells].sort();
  }
  return [];
}
