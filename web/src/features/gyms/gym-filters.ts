// The /gyms search state (kept in the URL so Back and a shared link restore it), how it becomes a
// GET /api/gyms query, and the same filters and sort applied to the gyms cached on the device, so
// the list renders from the local database and offline browsing filters exactly like the server.
import { type Coordinates, distanceKm, KM_PER_MILE } from '@fitchoice/shared';
import { AMENITIES, type Amenity, GYM_SEARCH_MAX_RADIUS_KM, type Gym, type OpeningHoursBody } from '@fitchoice/shared/api';
import { DEFAULT_MILES, type GymSort, type GymsSearch, validateGymsSearch } from './search-params';

export type { GymSort, GymsSearch } from './search-params';
export { DISTANCE_CHOICES_MILES, PRICE_CHOICES_USD, RATING_CHOICES } from './search-params';

export interface GymFilters {
  q: string;
  amenities: Amenity[];
  openNow: boolean;
  maxPriceUsd: number | null;
  minRating: number | null;
  maxMiles: number;
  sort: GymSort;
}

function parseAmenities(list: string): Amenity[] {
  const wanted = new Set(list.split(',').map((a) => a.trim()));
  return AMENITIES.filter((a) => wanted.has(a));
}

export function filtersFromSearch(search: GymsSearch): GymFilters {
  return {
    q: search.q ?? '',
    amenities: parseAmenities(search.amenities ?? ''),
    openNow: search.open === true,
    maxPriceUsd: search.price ?? null,
    minRating: search.rating ?? null,
    maxMiles: search.miles ?? DEFAULT_MILES,
    sort: search.sort ?? 'distance',
  };
}

/** The inverse of filtersFromSearch, keeping the view and the open gym as they are. */
export function searchFromFilters(filters: GymFilters, keep: Pick<GymsSearch, 'view' | 'gym'> = {}): GymsSearch {
  return validateGymsSearch({
    q: filters.q,
    amenities: filters.amenities.join(','),
    open: filters.openNow,
    price: filters.maxPriceUsd ?? undefined,
    rating: filters.minRating ?? undefined,
    miles: filters.maxMiles,
    sort: filters.sort,
    ...keep,
  });
}

export function radiusKm(filters: GymFilters): number {
  return Math.min(GYM_SEARCH_MAX_RADIUS_KM, Math.round(filters.maxMiles * KM_PER_MILE * 10) / 10);
}

/** The GET /api/gyms query string of a search (the page's cursor is added per page). */
export function serverQuery(filters: GymFilters, position: Coordinates, limit = 20): string {
  const params = new URLSearchParams({
    lat: position.latitude.toFixed(5),
    lon: position.longitude.toFixed(5),
    radiusKm: String(radiusKm(filters)),
    sort: filters.sort,
    limit: String(limit),
  });
  if (filters.q) params.set('q', filters.q);
  if (filters.amenities.length > 0) params.set('amenities', filters.amenities.join(','));
  if (filters.openNow) params.set('openNow', 'true');
  if (filters.maxPriceUsd !== null) params.set('maxPriceUsd', String(filters.maxPriceUsd));
  if (filters.minRating !== null) params.set('minRating', String(filters.minRating));
  return params.toString();
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS: Record<string, keyof OpeningHoursBody> = {
  Mon: 'mon',
  Tue: 'tue',
  Wed: 'wed',
  Thu: 'thu',
  Fri: 'fri',
  Sat: 'sat',
  Sun: 'sun',
};

/** The weekday and "HH:MM" wall time in a time zone at `now`. */
export function wallClock(timeZone: string, now: number): { day: keyof OpeningHoursBody; time: string } {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((p) => [p.type, p.value]));
  return { day: WEEKDAYS[parts.weekday ?? 'Mon'] ?? 'mon', time: `${parts.hour}:${parts.minute}` };
}

/** Open at `now` by the gym's own clock (hours never cross midnight: open < close, "24:00" allowed). */
export function isOpenAt(hours: OpeningHoursBody, timeZone: string, now: number): boolean {
  const { day, time } = wallClock(timeZone, now);
  const today = hours[day];
  return today !== null && today.open <= time && time < today.close;
}

export interface GymMatch {
  gym: Gym;
  distanceKm: number;
  openNow: boolean;
}

// The server's order (functions/src/gyms/search.ts), so a page fetched later slots in place.
const byId = (a: GymMatch, b: GymMatch) => (a.gym.id < b.gym.id ? -1 : 1);
const SORTS: Record<GymSort, (a: GymMatch, b: GymMatch) => number> = {
  distance: (a, b) => a.distanceKm - b.distanceKm || byId(a, b),
  rating: (a, b) => (b.gym.rating.average ?? 0) - (a.gym.rating.average ?? 0) || b.gym.rating.count - a.gym.rating.count || byId(a, b),
  price: (a, b) => a.gym.priceUsd - b.gym.priceUsd || a.distanceKm - b.distanceKm || byId(a, b),
};

/** Lower case without accents: "Zürich" matches "zurich", as on the server. */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The cached gyms that match the filters around `position`, in the chosen order. */
export function matchGyms(gyms: readonly Gym[], filters: GymFilters, position: Coordinates, now: number): GymMatch[] {
  const maxKm = radiusKm(filters);
  const words = fold(filters.q).split(/\s+/).filter(Boolean);
  const matches: GymMatch[] = [];
  for (const gym of gyms) {
    const km = distanceKm(position, gym.location);
    if (km > maxKm) continue;
    if (words.length > 0) {
      const haystack = fold(`${gym.name} ${gym.city} ${gym.address.line1}`);
      if (!words.every((word) => haystack.includes(word))) continue;
    }
    if (filters.amenities.some((a) => !gym.amenities.includes(a))) continue;
    if (filters.maxPriceUsd !== null && gym.priceUsd > filters.maxPriceUsd) continue;
    if (filters.minRating !== null && (gym.rating.average ?? 0) < filters.minRating) continue;
    const openNow = isOpenAt(gym.openingHours, gym.timeZone, now);
    if (filters.openNow && !openNow) continue;
    matches.push({ gym, distanceKm: km, openNow });
  }
  return matches.sort(SORTS[filters.sort]);
}

/** How many filters differ from the defaults (the Filters button's badge). */
export function activeFilterCount(filters: GymFilters): number {
  return (
    filters.amenities.length +
    Number(filters.openNow) +
    Number(filters.maxPriceUsd !== null) +
    Number(filters.minRating !== null) +
    Number(filters.maxMiles !== DEFAULT_MILES)
  );
}
