// Gym search over the gyms a region (and bounding box) query returned: filter, sort, and cut a
// page. Sorting needs every match, so a page is an offset into the sorted matches; the cursor
// carries that offset and a fingerprint of the search, so it cannot be used with another search.
import { createHash } from 'node:crypto';
import { distanceKm } from '@fitchoice/shared';
import { GYM_PAGE_DEFAULT, GYM_SEARCH_DEFAULT_RADIUS_KM, type GymSearchQuery, type GymSummary } from '@fitchoice/shared/api';
import type { GymRecord } from './catalogue';
import { isOpenAt } from './opening-hours';
import { ratingOf, toApiGym } from './views';

export class BadCursorError extends Error {
  constructor() {
    super('cursor does not belong to this search; start again without it');
    this.name = 'BadCursorError';
  }
}

export interface SearchPage {
  gyms: GymSummary[];
  nextCursor: string | null;
  total: number;
}

export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

function fingerprint(query: GymSearchQuery, region: string): string {
  const { cursor: _cursor, limit: _limit, ...search } = query;
  return createHash('sha256')
    .update(JSON.stringify({ ...search, region }))
    .digest('base64url')
    .slice(0, 12);
}

export function readCursor(cursor: string | undefined, expected: string): number {
  if (cursor === undefined) return 0;
  try {
    const { o, f } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o: unknown; f: unknown };
    if (f === expected && Number.isSafeInteger(o) && (o as number) >= 0) return o as number;
  } catch {
    // falls through to the error below
  }
  throw new BadCursorError();
}

export function searchGyms(candidates: readonly GymRecord[], query: GymSearchQuery, region: string, nowMs: number): SearchPage {
  const origin = query.lat !== undefined && query.lon !== undefined ? { latitude: query.lat, longitude: query.lon } : null;
  const radius = query.radiusKm ?? GYM_SEARCH_DEFAULT_RADIUS_KM;
  const words = query.q ? fold(query.q).split(/\s+/).filter(Boolean) : [];
  const seen = new Set<string>();
  const matches: { gym: GymRecord; distance: number | null; rating: number }[] = [];
  for (const gym of candidates) {
    if (seen.has(gym.id)) continue;
    seen.add(gym.id);
    const distance = origin ? distanceKm(origin, gym) : null;
    if (distance !== null && distance > radius) continue;
    if (words.length > 0) {
      const haystack = fold(`${gym.name} ${gym.city} ${gym.address.line1}`);
      if (!words.every((word) => haystack.includes(word))) continue;
    }
    if (query.amenities && !query.amenities.every((amenity) => gym.amenities.includes(amenity))) continue;
    if (query.openNow && !isOpenAt(gym.openingHours, gym.timeZone, nowMs)) continue;
    if (query.maxPriceUsd !== undefined && gym.priceUsdCents > Math.round(query.maxPriceUsd * 100)) continue;
    const rating = ratingOf(gym.ratingSum, gym.ratingCount).average ?? 0;
    if (query.minRating !== undefined && rating < query.minRating) continue;
    matches.push({ gym, distance, rating });
  }

  const sort = query.sort ?? (origin ? 'distance' : 'rating');
  const byId = (a: { gym: GymRecord }, b: { gym: GymRecord }) => (a.gym.id < b.gym.id ? -1 : 1);
  matches.sort((a, b) => {
    if (sort === 'distance') return (a.distance ?? 0) - (b.distance ?? 0) || byId(a, b);
    if (sort === 'price') return a.gym.priceUsdCents - b.gym.priceUsdCents || (a.distance ?? 0) - (b.distance ?? 0) || byId(a, b);
    return b.rating - a.rating || b.gym.ratingCount - a.gym.ratingCount || byId(a, b);
  });

  const print = fingerprint(query, region);
  const offset = readCursor(query.cursor, print);
  const limit = query.limit ?? GYM_PAGE_DEFAULT;
  const page = matches.slice(offset, offset + limit);
  const next = offset + limit < matches.length ? Buffer.from(JSON.stringify({ o: offset + limit, f: print })).toString('base64url') : null;
  return {
    gyms: page.map(({ gym, distance }) => ({
      ...toApiGym(gym, nowMs),
      distanceKm: distance === null ? null : Math.round(distance * 100) / 100,
    })),
    nextCursor: next,
    total: matches.length,
  };
}
