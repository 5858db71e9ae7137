import { gymSearchQuerySchema } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './catalogue';
import { BadCursorError, searchGyms } from './search';

const catalogue = generateCatalogue();
const now = Date.parse('2026-11-23T15:00:00Z'); // a Monday, 10:00 in New York
const inRegion = (region: string) => catalogue.filter((g) => g.region === region);
const query = (q: Record<string, string>) => gymSearchQuerySchema.parse(q);
const newYork = { lat: '40.7128', lon: '-74.006' };

describe('gym search', () => {
  it('finds the gyms near a position, nearest first, with their distance', () => {
    const page = searchGyms(catalogue, query({ ...newYork, radiusKm: '10' }), 'US', now);
    expect(page.total).toBeGreaterThan(5);
    expect(page.gyms.every((g) => g.city === 'New York' && g.distanceKm! <= 10)).toBe(true);
    const distances = page.gyms.map((g) => g.distanceKm!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it('pages through every match once with the cursor', () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = searchGyms(inRegion('GB'), query({ region: 'GB', limit: '7', ...(cursor ? { cursor } : {}) }), 'GB', now);
      seen.push(...page.gyms.map((g) => g.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toHaveLength(40);
    expect(new Set(seen).size).toBe(40);
  });

  it('refuses a cursor from another search', () => {
    const page = searchGyms(inRegion('GB'), query({ region: 'GB', limit: '5' }), 'GB', now);
    expect(() =>
      searchGyms(inRegion('GB'), query({ region: 'GB', limit: '5', sort: 'price', cursor: page.nextCursor! }), 'GB', now),
    ).toThrow(BadCursorError);
    expect(() => searchGyms(inRegion('GB'), query({ region: 'GB', cursor: 'garbage' }), 'GB', now)).toThrow(BadCursorError);
  });

  it('filters by name without accents, amenities, price, rating and opening', () => {
    expect(
      searchGyms(inRegion('BR'), query({ region: 'BR', q: 'sao paulo', limit: '50' }), 'BR', now).gyms.every((g) => g.city === 'São Paulo'),
    ).toBe(true);
    const pools = searchGyms(inRegion('US'), query({ region: 'US', amenities: 'pool,sauna', limit: '50' }), 'US', now);
    expect(pools.gyms.every((g) => g.amenities.includes('pool') && g.amenities.includes('sauna'))).toBe(true);
    const cheap = searchGyms(inRegion('US'), query({ region: 'US', maxPriceUsd: '20', sort: 'price', limit: '50' }), 'US', now);
    expect(cheap.gyms.every((g) => g.priceUsd <= 20)).toBe(true);
    expect(cheap.gyms.map((g) => g.priceUsd)).toEqual([...cheap.gyms.map((g) => g.priceUsd)].sort((a, b) => a - b));
    const good = searchGyms(inRegion('US'), query({ region: 'US', minRating: '4.5', limit: '50' }), 'US', now);
    expect(good.gyms.every((g) => (g.rating.average ?? 0) >= 4.5)).toBe(true);
    // 03:00 on a Monday in New York: only the all-day gyms are open.
    const night = searchGyms(
      catalogue,
      query({ ...newYork, radiusKm: '20', openNow: 'true', limit: '50' }),
      'US',
      Date.parse('2026-11-23T08:00:00Z'),
    );
    expect(night.gyms.every((g) => g.amenities.includes('24-hour'))).toBe(true);
  });
});
