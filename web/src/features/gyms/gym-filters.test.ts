import type { Gym, OpeningHoursBody } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromSearch, type GymFilters, isOpenAt, matchGyms, searchFromFilters, serverQuery } from './gym-filters';
import { validateGymsSearch } from './search-params';

const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const ALL_DAY = { open: '00:00', close: '24:00' };
const WEEKDAYS_9_TO_5: OpeningHoursBody = {
  mon: { open: '09:00', close: '17:00' },
  tue: { open: '09:00', close: '17:00' },
  wed: { open: '09:00', close: '17:00' },
  thu: { open: '09:00', close: '17:00' },
  fri: { open: '09:00', close: '17:00' },
  sat: null,
  sun: null,
};

function gym(id: string, patch: Partial<Gym> = {}): Gym {
  return {
    id,
    name: `Gym ${id}`,
    description: '',
    address: { line1: '1 Main St', postcode: '10001' },
    city: 'New York',
    region: 'US',
    location: NEW_YORK,
    timeZone: 'America/New_York',
    amenities: [],
    openingHours: { mon: ALL_DAY, tue: ALL_DAY, wed: ALL_DAY, thu: ALL_DAY, fri: ALL_DAY, sat: ALL_DAY, sun: ALL_DAY },
    priceUsd: 20,
    priceSweatCoins: '200.00',
    capacityPerSlot: 10,
    rating: { average: 4, count: 10 },
    photos: [],
    openNow: true,
    version: 1,
    updatedAt: '2026-11-22T00:00:00.000Z',
    ...patch,
  };
}

const defaults = filtersFromSearch({});
const with_ = (patch: Partial<GymFilters>): GymFilters => ({ ...defaults, ...patch });
// A Monday, 15:00 UTC = 10:00 in New York, 00:00 (Tuesday) in Tokyo.
const MONDAY_10_NY = Date.parse('2026-11-23T15:00:00Z');
const ids = (matches: { gym: Gym }[]) => matches.map((m) => m.gym.id);

describe('the /gyms search params', () => {
  it('keeps known values and drops unknown or malformed ones', () => {
    expect(
      validateGymsSearch({
        q: '  iron ',
        amenities: 'sauna,BAD VALUE,pool',
        open: true,
        price: 15,
        rating: 4.5,
        miles: 10,
        sort: 'rating',
        view: 'map',
        gym: 'gym-us-001',
      }),
    ).toEqual({
      q: 'iron',
      amenities: 'sauna,pool',
      open: true,
      price: 15,
      rating: 4.5,
      miles: 10,
      sort: 'rating',
      view: 'map',
      gym: 'gym-us-001',
    });
    expect(validateGymsSearch({ price: 13, rating: 2, miles: 7, sort: 'name', view: 'grid', open: 'yes' })).toEqual({});
  });

  it('leaves the defaults out of the URL and round-trips every filter', () => {
    expect(searchFromFilters(defaults)).toEqual({});
    const filters = with_({
      q: 'forge',
      amenities: ['sauna', 'pool'],
      openNow: true,
      maxPriceUsd: 20,
      minRating: 4,
      maxMiles: 5,
      sort: 'price',
    });
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(activeFilterCount(filters)).toBe(6);
  });

  it('ignores amenities the API does not know when reading the URL', () => {
    expect(filtersFromSearch({ amenities: 'sauna,hot-tub' }).amenities).toEqual(['sauna']);
  });

  it('asks the server for the same search, the miles as kilometres', () => {
    const query = new URLSearchParams(
      serverQuery(with_({ q: 'forge', amenities: ['sauna'], openNow: true, maxPriceUsd: 20, minRating: 4, maxMiles: 10 }), NEW_YORK),
    );
    expect(Object.fromEntries(query)).toEqual({
      lat: '40.71280',
      lon: '-74.00600',
      radiusKm: '16.1',
      sort: 'distance',
      limit: '20',
      q: 'forge',
      amenities: 'sauna',
      openNow: 'true',
      maxPriceUsd: '20',
      minRating: '4',
    });
  });
});

describe('matchGyms on the cached gyms', () => {
  const near = gym('a', { location: { latitude: 40.72, longitude: -74.0 }, priceUsd: 30, rating: { average: 4.1, count: 5 } });
  const mid = gym('b', {
    location: { latitude: 40.78, longitude: -73.97 },
    priceUsd: 12,
    rating: { average: 4.8, count: 50 },
    amenities: ['sauna', 'pool'],
  });
  const far = gym('c', { location: { latitude: 41.2, longitude: -74.0 }, priceUsd: 10, rating: { average: 4.8, count: 90 } });
  const unrated = gym('d', { location: { latitude: 40.75, longitude: -74.0 }, rating: { average: null, count: 0 } });

  it('keeps gyms within the distance and sorts nearest first', () => {
    expect(ids(matchGyms([far, mid, near, unrated], with_({ maxMiles: 10 }), NEW_YORK, MONDAY_10_NY))).toEqual(['a', 'd', 'b']);
    expect(ids(matchGyms([far, mid, near], with_({ maxMiles: 50 }), NEW_YORK, MONDAY_10_NY))).toEqual(['a', 'b', 'c']);
  });

  it.each([
    { name: 'rating: best first, more reviews break ties, unrated last', sort: 'rating' as const, expected: ['c', 'b', 'a', 'd'] },
    { name: 'price: cheapest first, nearer breaks ties', sort: 'price' as const, expected: ['c', 'b', 'd', 'a'] },
  ])('sorts by $name', ({ sort, expected }) => {
    expect(ids(matchGyms([near, mid, far, unrated], with_({ sort, maxMiles: 50 }), NEW_YORK, MONDAY_10_NY))).toEqual(expected);
  });

  it('requires every chosen amenity, a price under the cap and a rating over the floor', () => {
    const all = [near, mid, far, unrated];
    const wide = { maxMiles: 50 };
    expect(ids(matchGyms(all, with_({ ...wide, amenities: ['sauna'] }), NEW_YORK, MONDAY_10_NY))).toEqual(['b']);
    expect(ids(matchGyms(all, with_({ ...wide, amenities: ['sauna', 'boxing'] }), NEW_YORK, MONDAY_10_NY))).toEqual([]);
    expect(ids(matchGyms(all, with_({ ...wide, maxPriceUsd: 15 }), NEW_YORK, MONDAY_10_NY))).toEqual(['b', 'c']);
    expect(ids(matchGyms(all, with_({ ...wide, minRating: 4.5 }), NEW_YORK, MONDAY_10_NY))).toEqual(['b', 'c']);
  });

  it('matches every word of the search in the name, area or street, ignoring case and accents', () => {
    const zurich = gym('z', { name: 'Kraftwerk Zürich Oerlikon' });
    expect(ids(matchGyms([zurich, near], with_({ q: 'zurich kraft' }), NEW_YORK, MONDAY_10_NY))).toEqual(['z']);
    expect(ids(matchGyms([zurich, near], with_({ q: 'main st' }), NEW_YORK, MONDAY_10_NY))).toEqual(['z', 'a']);
    expect(ids(matchGyms([zurich], with_({ q: 'zurich basel' }), NEW_YORK, MONDAY_10_NY))).toEqual([]);
  });

  it('judges open now by each gym’s own clock', () => {
    const office = gym('o', { openingHours: WEEKDAYS_9_TO_5 });
    const tokyo = gym('t', { openingHours: WEEKDAYS_9_TO_5, timeZone: 'Asia/Tokyo' });
    const matches = matchGyms([office, tokyo], with_({ openNow: true }), NEW_YORK, MONDAY_10_NY);
    expect(ids(matches)).toEqual(['o']);
    expect(matches[0]?.openNow).toBe(true);
  });
});

describe('isOpenAt', () => {
  it.each([
    { name: 'before opening', at: '2026-11-23T13:59:00Z', open: false },
    { name: 'at opening', at: '2026-11-23T14:00:00Z', open: true },
    { name: 'a minute before closing', at: '2026-11-23T21:59:00Z', open: true },
    { name: 'at closing', at: '2026-11-23T22:00:00Z', open: false },
    { name: 'on a closed day', at: '2026-11-22T15:00:00Z', open: false },
  ])('is $open $name (New York, 09:00–17:00)', ({ at, open }) => {
    expect(isOpenAt(WEEKDAYS_9_TO_5, 'America/New_York', Date.parse(at))).toBe(open);
  });

  it('counts 24:00 as the end of the day', () => {
    const late = { ...WEEKDAYS_9_TO_5, mon: { open: '06:00', close: '24:00' } };
    expect(isOpenAt(late, 'America/New_York', Date.parse('2026-11-24T04:59:00Z'))).toBe(true);
  });
});
