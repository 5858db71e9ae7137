// Time to render the gyms list of 400 from the local database, as /gyms does it: the reactive query
// of the cached gyms (RxDB on Dexie, fake-indexeddb here), the filters and sort, and the 400 cards
// in the DOM (happy-dom). Run by web/bench/gym-list.bench.ts (part of `npm run bench`).
import { useEffect, useMemo } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { bench, describe } from 'vitest';
import { getGymDatabase } from '../../db/gym-collections';
import { openTestDatabase } from '../../db/test-database';
import { messagesFor } from '../../i18n/messages';
import { COUNT, catalogue, NEW_YORK } from './bench-catalogue';
import { GymList } from './GymList';
import { cacheGyms, useCachedGyms } from './gym-cache';
import { filtersFromSearch, matchGyms } from './gym-filters';

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
