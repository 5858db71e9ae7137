// Time to render the gyms list of 400 from the local database, as /gyms does it: the reactive query
// of the cached gyms (RxDB on Dexie, fake-indexeddb here), the filters and sort, and the 400 cards
// in the DOM (happy-dom). Run by web/bench/gym-list.bench.ts (part of `npm run bench`).
import type { Gym } from '@fitchoice/shared/api';
import { useEffect, useMemo } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { bench, describe } from 'vitest';
import { getGymDatabase } from '../../db/gym-collections';
import { openTestDatabase } from '../../db/test-database';
import { messagesFor } from '../../i18n/messages';
import { GymList } from './GymList';
import { cacheGyms, useCachedGyms } from './gym-cache';
import { filtersFromSearch, matchGyms } from './gym-filters';

const COUNT = 400;
const NEW_YORK = { latitude: 40.7128, longitude: -74.006 };
const PALETTES: [string, string][] = [
  ['#0ea5e9', '#1e3a8a'],
  ['#a855f7', '#4c1d95'],
  ['#f97316', '#9a3412'],
  ['#10b981', '#064e3b'],
];
const PATTERNS = ['waves', 'grid', 'rings', 'stripes', 'dots'] as const;
const HOURS = { open: '06:00', close: '22:00' };

/** 400 gyms within 30 km of New York, deterministic. */
function catalogue(): Gym[] {
  return Array.from({ length: COUNT }, (_, i) => {
    const angle = (i * 137.5 * Math.PI) / 180;
    const km = 0.5 + (i % 60) * 0.45;
    return {
      id: `gym-bench-${String(i).padStart(3, '0')}`,
      name: `Bench Gym ${i}`,
      description: 'A gym for the bench.',
      address: { line1: `${100 + i} Broadway`, postcode: '10001' },
      city: 'New York',
      region: 'US',
      location: { latitude: NEW_YORK.latitude + (km / 111) * Math.cos(angle), longitude: NEW_YORK.longitude + (km / 84) * Math.sin(angle) },
      timeZone: 'America/New_York',
      amenities: ['showers', 'lockers', 'wifi'],
      openingHours: { mon: HOURS, tue: HOURS, wed: HOURS, thu: HOURS, fri: HOURS, sat: HOURS, sun: null },
      priceUsd: 10 + (i % 25),
      priceSweatCoins: `${(10 + (i % 25)) * 10}.00`,
      capacityPerSlot: 20,
      rating: { average: 3 + (i % 20) / 10, count: i },
      photos: [0, 1, 2].map((n) => ({
        seed: i * 3 + n,
        palette: PALETTES[(i + n) % 4]!,
        pattern: PATTERNS[(i + n) % 5]!,
        alt: `Bench Gym ${i}`,
      })),
      openNow: true,
      version: 1,
      updatedAt: '2026-11-22T00:00:00.000Z',
    };
  });
}

const filters = { ...filtersFromSearch({ miles: 50 }) };
const now = Date.parse('2026-11-23T15:00:00Z');

function ListFromDatabase({ sort, onRendered }: { sort: 'distance' | 'price'; onRendered: (cards: number) => void }) {
  const gyms = useCachedGyms('US');
  const matches = useMemo(() => (gyms ? matchGyms(gyms, { ...filters, sort }, NEW_YORK, now) : []), [gyms, sort]);
  useEffect(() => {
    if (matches.length > 0) onRendered(document.querySelectorAll('.gym-card').length);
  }, [matches, onRendered]);
  return <GymList matches={matches} region="US" hrefFor={(id) => `/gyms?gym=${id}`} onOpen={() => {}} />;
}

/** Mounts the list, waits until its 400 cards are in the DOM, and unmounts it. */
async function renderOnce(sort: 'distance' | 'price'): Promise<void> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await new Promise<void>((resolve, reject) => {
    root.render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <ListFromDatabase
          sort={sort}
          onRendered={(cards) => (cards === COUNT ? resolve() : reject(new Error(`rendered ${cards} cards, expected ${COUNT}`)))}
        />
      </IntlProvider>,
    );
  });
  root.unmount();
  container.remove();
}

// Bench mode runs no beforeAll hooks: the database is filled once, when the file loads.
const gyms = catalogue();
await openTestDatabase('gym-list-bench');
await cacheGyms(gyms);

describe(`gyms list of ${COUNT} from the local database`, () => {
  const options = { iterations: 10, warmupIterations: 2, time: 0 };
  bench('query + filter + sort by distance + render 400 cards', () => renderOnce('distance'), options);
  bench('query + filter + sort by price + render 400 cards', () => renderOnce('price'), options);
  // The two halves of the figure above, on their own.
  let round = 0;
  bench(
    'the local query alone (400 gyms from IndexedDB)',
    async () => {
      const db = await getGymDatabase();
      // A new selector each round, so RxDB's query cache cannot answer it from the last round.
      round += 1;
      const docs = await db.gyms.find({ selector: { region: 'US', id: { $ne: `not-a-gym-${round}` } } }).exec();
      if (docs.length !== COUNT) throw new Error(`read ${docs.length} gyms`);
    },
    options,
  );
  bench(
    'filter + sort + render 400 cards from memory',
    async () => {
      const matches = matchGyms(gyms, filters, NEW_YORK, now);
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      flushSync(() =>
        root.render(
          <IntlProvider locale="en" messages={messagesFor('en')}>
            <GymList matches={matches} region="US" hrefFor={(id) => `/gyms?gym=${id}`} onOpen={() => {}} />
          </IntlProvider>,
        ),
      );
      if (container.querySelectorAll('.gym-card').length !== COUNT) throw new Error('not all cards rendered');
      root.unmount();
      container.remove();
    },
    options,
  );
});
