// The directory search over one kind's listed professionals: filter, sort and cut a page, as the
// gym search does (a page is an offset into the sorted matches; the cursor carries it and a
// fingerprint of the search, so it cannot be used with another).
import { createHash } from 'node:crypto';
import { distanceKm } from '@fitchoice/shared';
import { PRO_NEAR_DEFAULT_RADIUS_KM, PRO_PAGE_DEFAULT, type ProfessionalSearchQuery } from '@fitchoice/shared/api';
import { fold, readCursor } from '../gyms/search';
import type { ProfessionalRecord } from './store';

export interface ProMatch {
  pro: ProfessionalRecord;
  distanceKm: number | null;
}

export interface ProSearchPage {
  matches: ProMatch[];
  nextCursor: string | null;
  total: number;
}

function fingerprint(query: ProfessionalSearchQuery): string {
  const { cursor: _cursor, limit: _limit, ...search } = query;
  return createHash('sha256').update(JSON.stringify(search)).digest('base64url').slice(0, 12);
}

const lowestPrice = (pro: ProfessionalRecord) => Math.min(...pro.availability.sessionOptions.map((o) => o.priceUsd));
const average = (pro: ProfessionalRecord) => (pro.ratingCount > 0 ? pro.ratingSum / pro.ratingCount : 0);

export function searchProfessionals(candidates: readonly ProfessionalRecord[], query: ProfessionalSearchQuery): ProSearchPage {
  const origin = query.lat !== undefined && query.lon !== undefined ? { latitude: query.lat, longitude: query.lon } : null;
  const radius = query.radiusKm ?? PRO_NEAR_DEFAULT_RADIUS_KM;
  const words = query.q ? fold(query.q).split(/\s+/).filter(Boolean) : [];
  const matches: ProMatch[] = [];
  for (const pro of candidates) {
    if (pro.kind !== query.kind) continue;
    if (words.length > 0) {
      const text = fold(`${pro.name} ${pro.city} ${pro.headline}`);
      if (!words.every((word) => text.includes(word))) continue;
    }
    if (query.specialty && !pro.specialties.includes(query.specialty)) continue;
    if (query.language && !pro.languages.includes(query.language)) continue;
    if (query.mode === 'video' && !pro.video) continue;
    if (query.mode === 'in_person' && pro.gyms.length === 0) continue;
    const nearest = origin && pro.gyms.length > 0 ? Math.min(...pro.gyms.map((gym) => distanceKm(origin, gym))) : null;
    // "In person near me": at a gym within the radius.
    if (query.mode === 'in_person' && origin && (nearest === null || nearest > radius)) continue;
    if (query.maxPriceUsd !== undefined && lowestPrice(pro) > query.maxPriceUsd) continue;
    if (query.minRating !== undefined && (pro.ratingCount === 0 || average(pro) < query.minRating)) continue;
    if (query.verified && !pro.certifications.some((cert) => cert.status === 'verified')) continue;
    matches.push({ pro, distanceKm: nearest });
  }
  const sort = query.sort ?? (origin ? 'distance' : 'rating');
  const byName = (a: ProMatch, b: ProMatch) => a.pro.name.localeCompare(b.pro.name) || a.pro.id.localeCompare(b.pro.id);
  const order: Record<typeof sort, (a: ProMatch, b: ProMatch) => number> = {
    rating: (a, b) => average(b.pro) - average(a.pro) || b.pro.ratingCount - a.pro.ratingCount || byName(a, b),
    reviews: (a, b) => b.pro.ratingCount - a.pro.ratingCount || byName(a, b),
    price: (a, b) => lowestPrice(a.pro) - lowestPrice(b.pro) || byName(a, b),
    distance: (a, b) => (a.distanceKm ?? Number.POSITIVE_INFINITY) - (b.distanceKm ?? Number.POSITIVE_INFINITY) || byName(a, b),
  };
  matches.sort(order[sort]);
  const print = fingerprint(query);
  const offset = readCursor(query.cursor, print);
  const limit = query.limit ?? PRO_PAGE_DEFAULT;
  const next = offset + limit;
  return {
    matches: matches.slice(offset, next),
    nextCursor: next < matches.length ? Buffer.from(JSON.stringify({ o: next, f: print })).toString('base64url') : null,
    total: matches.length,
  };
}
