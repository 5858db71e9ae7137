// The gyms list of 400 rendered from the local database in a real browser: RxDB on Dexie on
// Chromium's IndexedDB, React's production build, the real DOM and the screen's CSS. Bundled and
// driven by web/bench/gym-list-browser.bench.ts, which reads the timings this page reports.
import { useEffect, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { getGymDatabase } from '../../db/gym-collections';
import { messagesFor } from '../../i18n/messages';
import { COUNT, catalogue, NEW_YORK } from './bench-catalogue';
import { GymList } from './GymList';
import { cacheGyms, useCachedGyms } from './gym-cache';
import { filtersFromSearch, matchGyms } from './gym-filters';
import './gyms.css';
import '../../styles/index.css';

const filters = filtersFromSearch({ miles: 50 });
const now = Date.parse('2026-11-23T15:00:00Z');

let readAt = 0;

function ListFromDatabase({ onRendered }: { onRendered: () => void }) {
  const gyms = useCachedGyms('US');
  if (gyms && readAt === 0) readAt = performance.now();
  const matches = useMemo(() => (gyms ? matchGyms(gyms, filters, NEW_YORK, now) : []), [gyms]);
  useEffect(() => {
    if (matches.length === COUNT) onRendered();
  }, [matches, onRendered]);
  return <GymList matches={matches} region="US" hrefFor={(id) => `/gyms?gym=${id}`} onOpen={() => {}} />;
}

/** Mount to 400 cards painted, and mount to the local query's answer, in ms; then unmount. */
async function renderOnce(): Promise<[number, number]> {
  readAt = 0;
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const start = performance.now();
  await new Promise<void>((resolve) =>
    root.render(
      <IntlProvider locale="en" messages={messagesFor('en')}>
        <ListFromDatabase onRendered={resolve} />
      </IntlProvider>,
    ),
  );
  // The next frame: style, layout and paint of what was committed.
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  const elapsed = performance.now() - start;
  if (container.querySelectorAll('.gym-card').length !== COUNT) throw new Error('not all cards rendered');
  root.unmount();
  container.remove();
  return [elapsed, readAt - start];
}

declare global {
  interface Window {
    runGymListBench?: (rounds: number) => Promise<[number, number][]>;
  }
}

window.runGymListBench = async (rounds) => {
  const db = await getGymDatabase();
  if ((await db.gyms.count().exec()) !== COUNT) await cacheGyms(catalogue());
  const timings: [number, number][] = [];
  for (let i = 0; i < rounds; i++) timings.push(await renderOnce());
  return timings;
};
