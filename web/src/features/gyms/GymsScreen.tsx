// /gyms: gyms near the member (list or map) with search, filters and sort, rendered from the gyms
// cached on the device and refreshed from GET /api/gyms page by page; /gyms?gym=<id> is a gym's page.
import { regionFromCoordinates } from '@fitchoice/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Component, lazy, type ReactNode, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { openDatabaseNow } from '../../db/database';
import { usePwaStore } from '../../pwa/pwa-store';
import { Button } from '../../ui/Button';
import { Page } from '../../ui/Page';
import { ScreenSpinner, Spinner } from '../../ui/Spinner';
import { refreshLocation } from '../location/location-service';
import { GymFiltersBar } from './GymFiltersBar';
import { GymList } from './GymList';
import { gymSearchQuery } from './gym-api';
import { useCachedGyms } from './gym-cache';
import { filtersFromSearch, type GymFilters, matchGyms, searchFromFilters, serverQuery } from './gym-filters';
import type { GymsSearch } from './search-params';
import { type MemberPosition, useLocating, useMemberPosition, useRegion } from './where';
import './gyms.css';
import './messages';

const GymMap = lazy(() => import('./GymMap'));
// A gym's page (its slots, booking and reviews) loads when one is opened: the list paints without it.
const GymPage = lazy(() => import('./GymPage').then(({ GymPage }) => ({ default: GymPage })));

export function GymsScreen() {
  const intl = useIntl();
  const search = useSearch({ from: '/member/gyms' });
  if (search.gym)
    return (
      <Suspense fallback={<ScreenSpinner label={intl.formatMessage({ id: 'gym.loading' })} />}>
        <GymPage key={search.gym} gymId={search.gym} />
      </Suspense>
    );
  return <GymDiscovery search={search} />;
}

function GymDiscovery({ search }: { search: GymsSearch }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const position = useMemberPosition();
  const locating = useLocating();
  const region = useRegion();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const view = search.view ?? 'list';

  const setFilters = useCallback(
    (next: GymFilters) => void navigate({ to: '/gyms', search: searchFromFilters(next, { view: search.view }), replace: true }),
    [navigate, search.view],
  );
  const setView = (next: 'list' | 'map') => void navigate({ to: '/gyms', search: { ...search, view: next === 'map' ? 'map' : undefined } });
  const open = useCallback((gymId: string) => void navigate({ to: '/gyms', search: { ...search, gym: gymId } }), [navigate, search]);
  // The list renders from the gyms kept on the device, near the position the stored records give:
  // the local database is needed now, not once the page settles (app/local-database.ts).
  useEffect(openDatabaseNow, []);

  return (
    <Page titleId="gyms.title" introId="gyms.intro">
      <GymFiltersBar filters={filters} region={region} onChange={setFilters} />
      <fieldset className="segmented gym-view-toggle" aria-label={intl.formatMessage({ id: 'gyms.view.label' })}>
        {(['list', 'map'] as const).map((choice) => (
          <button key={choice} type="button" className="segmented__item" aria-pressed={view === choice} onClick={() => setView(choice)}>
            <FormattedMessage id={`gyms.view.${choice}`} />
          </button>
        ))}
      </fieldset>
      {/* Placed by IP or time zone until the member asks: the browser's prompt comes only from this press. */}
      {position && position.source !== 'gps' && position.source !== 'cache' ? (
        <div className="gyms-use-location">
          <Button variant="secondary" busy={locating} onClick={() => void refreshLocation()}>
            <FormattedMessage id="gyms.useMyLocation" />
          </Button>
        </div>
      ) : null}
      {position ? (
        <Results position={position} filters={filters} region={region} view={view} onOpen={open} />
      ) : (
        <Spinner label={intl.formatMessage({ id: 'gyms.locating' })} />
      )}
    </Page>
  );
}

function Results({
  position,
  filters,
  region,
  view,
  onOpen,
}: {
  position: MemberPosition;
  filters: GymFilters;
  region: ReturnType<typeof useRegion>;
  view: 'list' | 'map';
  onOpen: (gymId: string) => void;
}) {
  const intl = useIntl();
  const search = useInfiniteQuery(gymSearchQuery(serverQuery(filters, position)));
  const area = search.data?.pages[0]?.region ?? regionFromCoordinates(position.latitude, position.longitude) ?? region;
  // The list renders from the cached gyms at a lower priority than input: React renders it in slices
  // between which the page can answer a tap (20 cards are a long task on a mid-range phone).
  const cached = useDeferredValue(useCachedGyms(area));
  const [now] = useState(Date.now);
  const matches = useMemo(() => (cached ? matchGyms(cached, filters, position, now) : []), [cached, filters, position, now]);
  const total = search.data?.pages[0]?.total;
  // Offline, the list comes from this device: the local database, or the service worker's copy of
  // the last answer (which does not fail the query), so the device's state decides the note too.
  const offline = usePwaStore((state) => state.offline);

  if (cached === undefined || (matches.length === 0 && search.isPending))
    return <Spinner label={intl.formatMessage({ id: 'gyms.loading' })} />;
  return (
    <>
      <p className="gym-results__status" role="status">
        <FormattedMessage id="gyms.count" values={{ count: matches.length, miles: filters.maxMiles }} />
        {search.isError || offline ? (
          <>
            {' '}
            <FormattedMessage id="gyms.offline" />
          </>
        ) : null}
      </p>
      {matches.length === 0 ? (
        <p className="notice">
          <FormattedMessage id="gyms.noMatch" />
        </p>
      ) : view === 'map' ? (
        <MapBoundary>
          <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'gyms.map.loading' })} />}>
            <GymMap matches={matches} position={position} region={region} onOpen={onOpen} />
          </Suspense>
        </MapBoundary>
      ) : (
        <GymList matches={matches} region={region} hrefFor={(id) => `/gyms?gym=${encodeURIComponent(id)}`} onOpen={onOpen} />
      )}
      {search.hasNextPage && total !== undefined && matches.length < total ? (
        <Button variant="secondary" block busy={search.isFetchingNextPage} onClick={() => void search.fetchNextPage()}>
          <FormattedMessage id="gyms.more" values={{ remaining: total - matches.length }} />
        </Button>
      ) : null}
    </>
  );
}

/** The map's code could not load (offline before it was ever cached): the list still works. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <p className="notice" role="status">
        <FormattedMessage id="gyms.map.unavailable" />
      </p>
    ) : (
      this.props.children
    );
  }
}
