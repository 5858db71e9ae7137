// The app's one location lookup, wired to the browser (geolocation, clock, time zone), the API (the
// server's IP lookup) and the stored records, and feeding the region store. Started once per page (startLocale).
import * as routes from '@fitchoice/shared/api/routes';
import { apiCall } from '../../api/client';
import { readRecord, removeRecord, writeRecord } from '../../db/local-records';
import { hydrateLanguage } from '../../i18n/locale-store';
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
    // A 204 (no place) comes back as null.
    ipLocation: async (signal) => (await apiCall(routes.locationIp, {}, { signal })) ?? null,
    geolocation: 'geolocation' in navigator ? navigator.geolocation : undefined,
    storage: recordLocationStorage,
    now: Date.now,
    timeZone: () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    permissionState: async () => (await navigator.permissions?.query({ name: 'geolocation' }))?.state,
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

let started: Promise<void> | null = null;

/**
 * Reads the stored language, region and flag, then locates the member without a permission prompt;
 * once per page, by whichever needs it first (the idle page's LocaleStartup, a screen showing
 * distances: features/gyms/where.ts).
 */
export function startLocale(): Promise<void> {
  started ??= Promise.all([hydrateLanguage(), hydrateRegion()]).then(() => run((l) => l.locate({ prompt: false })));
  return started;
}

/** Clears the cached position and locates again, asking the device ("Use my location" in settings and on the gyms screen). */
export function refreshLocation(): Promise<void> {
  return run((l) => l.refresh());
}
