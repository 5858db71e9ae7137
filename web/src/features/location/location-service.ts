// The app's one location lookup, wired to the browser (fetch, geolocation, clock, time zone) and to
// the stored records, and feeding the region store. Started once by <LocaleStartup />.
import { readRecord, removeRecord, writeRecord } from '../../db/local-records';
import { hydrateLanguage } from '../../i18n/locale-store';
import { IP_LOOKUP_URLS } from './config';
import { createLocationLookup, type LocationLookup, type LocationLookupResult, type LocationStorage } from './lookup';
import { hydrateRegion, useRegionStore } from './region-store';

export const recordLocationStorage: LocationStorage = {
  readLastLocation: () => readRecord('lastLocation'),
  writeLastLocation: (location) => writeRecord('lastLocation', location),
  removeLastLocation: () => removeRecord('lastLocation'),
  readPermission: () => readRecord('locationPermission'),
  writePermission: (permission) => writeRecord('locationPermission', permission),
};

let lookup: LocationLookup | null = null;

function browserLookup(): LocationLookup {
  lookup ??= createLocationLookup({
    fetch: (url, init) => fetch(url, { ...init, credentials: 'omit' }),
    geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
    storage: recordLocationStorage,
    ipServiceUrls: IP_LOOKUP_URLS,
    now: Date.now,
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return lookup;
}

function apply(result: LocationLookupResult): void {
  useRegionStore.getState().applyFix(result.fix, result.failures.length > 0 ? result.failures.join('; ') : null);
}

async function run(step: (l: LocationLookup) => Promise<LocationLookupResult>): Promise<void> {
  useRegionStore.getState().setLocating();
  apply(await step(browserLookup()));
}

/** Reads the stored language, region and flag, then locates the member. */
export async function startLocale(): Promise<void> {
  await Promise.all([hydrateLanguage(), hydrateRegion()]);
  await run((l) => l.locate());
}

/** Clears the cached position and locates again (the settings screen's "Use my location"). */
export function refreshLocation(): Promise<void> {
  return run((l) => l.refresh());
}
