// Where the member is, in the spec's order (section 4, "Location lookup order"): a fresh cached fix
// (only with permission granted) -> browser geolocation -> the server's IP lookup (it asks the two
// public services, so the browser never calls a third party) -> a city from the time zone -> New
// York. No React here: the API call, geolocation, clock and time zone are passed in, so the whole
// order (every failure, every timeout) is tested with fakes.
// The browser is asked for a position only when the member wants "near me" (`prompt`), or when
// it would not ask them (its permission is already granted): a prompt on page load is one they
// never asked for (and Lighthouse's best practices count it); until then the other sources place them.
import {
  DEFAULT_LOCATION_ACCURACY_M,
  GEOLOCATION_MAXIMUM_AGE_MS,
  GEOLOCATION_OVERALL_CAP_MS,
  GEOLOCATION_TIMEOUT_MS,
  IP_LOOKUP_ACCURACY_M,
  IP_LOOKUP_TIMEOUT_MS,
  LOCATION_CACHE_MAX_AGE_MS,
  MANUAL_LOCATION_ACCURACY_M,
  TIMEZONE_GUESS_ACCURACY_M,
} from '@fitchoice/shared';

export type LocationSource = 'gps' | 'ip' | 'cache' | 'default';
export type LocationPermission = 'granted' | 'denied';

export interface LocationFix {
  latitude: number;
  longitude: number;
  /** Metres. */
  accuracy: number;
  source: LocationSource;
}

export interface StoredLocation {
  latitude: number;
  longitude: number;
  accuracy: number;
  /** When it was stored, in ms since the epoch. */
  timestamp: number;
}

/** The two browser records the lookup reads and writes (lastLocation, locationPermission). */
export interface LocationStorage {
  readLastLocation(): Promise<StoredLocation | undefined>;
  writeLastLocation(location: StoredLocation): Promise<void>;
  removeLastLocation(): Promise<void>;
  readPermission(): Promise<LocationPermission | undefined>;
  writePermission(permission: LocationPermission): Promise<void>;
}

export interface LocationLookupDeps {
  /** GET /api/location/ip: the caller's position from their IP address; null (204) when the server cannot place it. */
  ipLocation: (signal: AbortSignal) => Promise<{ latitude: number; longitude: number } | null>;
  /** undefined when the browser has no geolocation. */
  geolocation: Pick<Geolocation, 'getCurrentPosition'> | undefined;
  storage: LocationStorage;
  now: () => number;
  /** The device's IANA time zone, e.g. "Europe/London". */
  timeZone: () => string | undefined;
  /** The browser's geolocation permission without prompting (Permissions API); undefined where it cannot tell. */
  permissionState?: () => Promise<PermissionState | undefined>;
}

export interface LocateOptions {
  /** The member asked for their position ("Use my location"): the browser may prompt. Default true. */
  prompt?: boolean;
}

/** The cities the time-zone guess can land on. */
export const TIMEZONE_CITIES: Readonly<Record<string, { latitude: number; longitude: number }>> = {
  'America/New_York': { latitude: 40.7128, longitude: -74.006 },
  'America/Los_Angeles': { latitude: 34.0522, longitude: -118.2437 },
  'Europe/London': { latitude: 51.5074, longitude: -0.1278 },
  'Asia/Tokyo': { latitude: 35.6762, longitude: 139.6503 },
  'Australia/Sydney': { latitude: -33.8688, longitude: 151.2093 },
  'Asia/Dubai': { latitude: 25.2048, longitude: 55.2708 },
};

/** How long the IP step waits: the server tries two services, each for IP_LOOKUP_TIMEOUT_MS, and the answer has to travel. */
export const IP_STEP_TIMEOUT_MS = 2 * IP_LOOKUP_TIMEOUT_MS + 1000;

export const NEW_YORK: LocationFix = {
  ...TIMEZONE_CITIES['America/New_York']!,
  accuracy: DEFAULT_LOCATION_ACCURACY_M,
  source: 'default',
};

/** Why a step gave no fix; never shown to the member (spec section 8), kept for the location state. */
export class LocationStepError extends Error {
  override name = 'LocationStepError';
}

function isCoordinate(latitude: unknown, longitude: unknown): boolean {
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

export interface LocationLookup {
  /** Runs the lookup order; always ends with a fix. Concurrent calls share one lookup (one that may prompt waits for one that may not). */
  locate(options?: LocateOptions): Promise<LocationLookupResult>;
  /** Clears the cached fix and runs the lookup again. */
  refresh(): Promise<LocationLookupResult>;
  /** A place the member chose: accuracy 100 m, cached like a GPS fix. */
  setManual(latitude: number, longitude: number): Promise<LocationFix>;
}

export interface LocationLookupResult {
  fix: LocationFix;
  /** The failures of the steps before the one that answered, in order. */
  failures: string[];
}

export function createLocationLookup(deps: LocationLookupDeps): LocationLookup {
  async function fromCache(): Promise<LocationFix> {
    const [permission, stored] = await Promise.all([deps.storage.readPermission(), deps.storage.readLastLocation()]);
    if (permission !== 'granted') throw new LocationStepError('cache: permission not granted');
    if (!stored) throw new LocationStepError('cache: nothing stored');
    const age = deps.now() - stored.timestamp;
    if (age < 0 || age >= LOCATION_CACHE_MAX_AGE_MS) throw new LocationStepError('cache: older than the limit');
    return { latitude: stored.latitude, longitude: stored.longitude, accuracy: stored.accuracy, source: 'cache' };
  }

  async function store(fix: LocationFix): Promise<void> {
    await deps.storage.writeLastLocation({
      latitude: fix.latitude,
      longitude: fix.longitude,
      accuracy: fix.accuracy,
      timestamp: deps.now(),
    });
  }

  async function fromGeolocation(prompt: boolean): Promise<LocationFix> {
    const geolocation = deps.geolocation;
    if (!geolocation) throw new LocationStepError('gps: not supported');
    if (!prompt && (await deps.permissionState?.().catch(() => undefined)) !== 'granted') {
      throw new LocationStepError('gps: not asked until the member wants their position');
    }
    const position = await new Promise<GeolocationPosition>((resolve, reject) => {
      // The browser's own timeout starts only once permission is given; the cap bounds the prompt too.
      const cap = setTimeout(() => reject(new LocationStepError('gps: overall cap reached')), GEOLOCATION_OVERALL_CAP_MS);
      geolocation.getCurrentPosition(
        (value) => {
          clearTimeout(cap);
          resolve(value);
        },
        (error) => {
          clearTimeout(cap);
          // Stored before the step fails: once the lookup ends, the screens read the permission it left.
          const stored =
            error.code === error.PERMISSION_DENIED
              ? deps.storage.writePermission('denied').catch((e: unknown) => console.warn('Could not store the location permission', e))
              : Promise.resolve();
          void stored.then(() => reject(new LocationStepError(`gps: ${error.message || `error ${error.code}`}`)));
        },
        { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: GEOLOCATION_MAXIMUM_AGE_MS },
      );
    });
    const { latitude, longitude, accuracy } = position.coords;
    if (!isCoordinate(latitude, longitude)) throw new LocationStepError('gps: not a coordinate');
    const fix: LocationFix = { latitude, longitude, accuracy, source: 'gps' };
    await Promise.all([deps.storage.writePermission('granted'), store(fix)]);
    return fix;
  }

  async function fromIp(): Promise<LocationFix> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), IP_STEP_TIMEOUT_MS);
    try {
      const place = await deps.ipLocation(controller.signal);
      if (!place) throw new LocationStepError('ip: the server could not place this address');
      if (!isCoordinate(place.latitude, place.longitude)) throw new LocationStepError('ip: not a coordinate');
      return { latitude: place.latitude, longitude: place.longitude, accuracy: IP_LOOKUP_ACCURACY_M, source: 'ip' };
    } catch (error) {
      if (error instanceof LocationStepError) throw error;
      throw new LocationStepError(`ip: ${controller.signal.aborted ? 'timed out' : String(error)}`);
    } finally {
      clearTimeout(timer);
    }
  }

  function fromTimeZone(): LocationFix {
    const city = TIMEZONE_CITIES[deps.timeZone() ?? ''];
    if (!city) throw new LocationStepError('time zone: not one of the known cities');
    return { ...city, accuracy: TIMEZONE_GUESS_ACCURACY_M, source: 'default' };
  }

  async function run(prompt: boolean): Promise<LocationLookupResult> {
    const failures: string[] = [];
    const steps: (() => Promise<LocationFix> | LocationFix)[] = [fromCache, () => fromGeolocation(prompt), fromIp, fromTimeZone];
    for (const step of steps) {
      try {
        return { fix: await step(), failures };
      } catch (error) {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
    return { fix: NEW_YORK, failures };
  }

  let running: { lookup: Promise<LocationLookupResult>; prompt: boolean } | null = null;

  function locate({ prompt = true }: LocateOptions = {}): Promise<LocationLookupResult> {
    if (running && (running.prompt || !prompt)) return running.lookup;
    const before = running?.lookup.catch(() => undefined);
    const lookup: Promise<LocationLookupResult> = (before ? before.then(() => run(prompt)) : run(prompt)).finally(() => {
      if (running?.lookup === lookup) running = null;
    });
    running = { lookup, prompt };
    return lookup;
  }

  return {
    locate,
    async refresh() {
      await running?.lookup.catch(() => undefined);
      await deps.storage.removeLastLocation();
      return locate();
    },
    async setManual(latitude, longitude) {
      if (!isCoordinate(latitude, longitude)) throw new RangeError(`Not a coordinate: ${latitude}, ${longitude}`);
      const fix: LocationFix = { latitude, longitude, accuracy: MANUAL_LOCATION_ACCURACY_M, source: 'cache' };
      await store(fix);
      return fix;
    },
  };
}
