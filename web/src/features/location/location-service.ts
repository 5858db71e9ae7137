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

type IpPosition = { latitude: number; longitude: number } | null;
let ipShared: Promise<IpPosition> | null = null;

/**
 * Another answer carries GET /api/location/ip's (GET /api/home does, on opening home): the lookup's
 * IP step takes that one instead of asking again (and asks on its own if that request fails).
 */
export function shareIpLocation(answer: Promise<IpPosition>): void {
  ipShared = answer;
  // Whoever awaits it sees the failure; unawaited, it is not an unhandled rejection.
  answer.catch(() => undefined);
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function browserLookup(): LocationLookup {
  lookup ??= createLocationLookup({
    ipLocation: async (signal) => {
      const shared = ipShared;
      if (shared) {
        try {
          return await untilAborted(shared, signal);
        } catch (error) {
          if (signal.aborted) throw error;
          // The answer carrying it failed: ask on our own.
        }
      }
      // A 204 (no place) comes back as null.
      return (await apiCall(routes.locationIp, {}, { signal })) ?? null;
    },
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
