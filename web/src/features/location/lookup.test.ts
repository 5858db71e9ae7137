import {
  DEFAULT_LOCATION_ACCURACY_M,
  GEOLOCATION_MAXIMUM_AGE_MS,
  GEOLOCATION_OVERALL_CAP_MS,
  GEOLOCATION_TIMEOUT_MS,
  IP_LOOKUP_ACCURACY_M,
  LOCATION_CACHE_MAX_AGE_MS,
  MANUAL_LOCATION_ACCURACY_M,
  TIMEZONE_GUESS_ACCURACY_M,
} from '@fitchoice/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocationLookup, IP_STEP_TIMEOUT_MS, type LocationLookupDeps, type LocationPermission, type StoredLocation } from './lookup';

const NOW = Date.UTC(2026, 10, 22, 9, 0, 0);
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const TOKYO_TZ = { latitude: 35.6762, longitude: 139.6503 };

/** In-memory stand-in for the two stored records. */
function memoryStorage(initial: { last?: StoredLocation; permission?: LocationPermission } = {}) {
  const state = { ...initial };
  return {
    state,
    readLastLocation: async () => state.last,
    writeLastLocation: async (location: StoredLocation) => {
      state.last = location;
    },
    removeLastLocation: async () => {
      state.last = undefined;
    },
    readPermission: async () => state.permission,
    writePermission: async (permission: LocationPermission) => {
      state.permission = permission;
    },
  };
}

type GeoAnswer =
  | { kind: 'position'; latitude: number; longitude: number; accuracy: number }
  | { kind: 'error'; code: 1 | 2 | 3; message: string }
  | { kind: 'silent' };

function fakeGeolocation(answer: GeoAnswer) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null, _options?: PositionOptions) => {
    if (answer.kind === 'position') {
      queueMicrotask(() => success({ coords: { ...answer }, timestamp: NOW } as unknown as GeolocationPosition));
    } else if (answer.kind === 'error') {
      queueMicrotask(() => failure?.({ code: answer.code, message: answer.message, PERMISSION_DENIED: 1 } as GeolocationPositionError));
    }
  });
  return { getCurrentPosition };
}

/** What GET /api/location/ip does: answer a place, answer 204 (null), fail (offline, a 5xx), or not answer. */
type IpAnswer = { latitude: number; longitude: number } | null | 'network-error' | 'hang';

function fakeIpLocation(answer: IpAnswer) {
  return vi.fn((signal: AbortSignal) => {
    if (answer === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }
    return Promise.resolve(answer);
  });
}

function setup(overrides: Partial<LocationLookupDeps> & { storage?: ReturnType<typeof memoryStorage> } = {}) {
  const storage = overrides.storage ?? memoryStorage();
  const deps: LocationLookupDeps = {
    ipLocation: fakeIpLocation(null),
    geolocation: undefined,
    now: () => NOW,
    timeZone: () => 'Europe/Paris',
    ...overrides,
    storage,
  };
  return { lookup: createLocationLookup(deps), storage, deps };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('location lookup order', () => {
  it('1. answers a stored fix younger than an hour when the permission was granted, asking nothing else', async () => {
    const storage = memoryStorage({
      permission: 'granted',
      last: { ...PARIS, accuracy: 30, timestamp: NOW - LOCATION_CACHE_MAX_AGE_MS + 1 },
    });
    const geolocation = fakeGeolocation({ kind: 'silent' });
    const ipLocation = fakeIpLocation(PARIS);
    const { lookup } = setup({ storage, geolocation, ipLocation });

    const { fix } = await lookup.locate();

    expect(fix).toEqual({ ...PARIS, accuracy: 30, source: 'cache' });
    expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
    expect(ipLocation).not.toHaveBeenCalled();
  });

  it.each([
    { case: 'the permission was denied', permission: 'denied' as const, age: 1000 },
    { case: 'the permission is unknown', permission: undefined, age: 1000 },
    { case: 'the fix is an hour old', permission: 'granted' as const, age: LOCATION_CACHE_MAX_AGE_MS },
  ])('skips the stored fix when $case', async ({ permission, age }) => {
    const storage = memoryStorage({ permission, last: { ...PARIS, accuracy: 30, timestamp: NOW - age } });
    const { lookup } = setup({
      storage,
      geolocation: fakeGeolocation({ kind: 'position', latitude: 1.3, longitude: 103.8, accuracy: 40 }),
    });

    const { fix } = await lookup.locate();

    expect(fix.source).toBe('gps');
  });

  it('2. asks the browser with low accuracy, a 7 s timeout and a 10 min maximum age, then stores the fix and the permission', async () => {
    const geolocation = fakeGeolocation({ kind: 'position', latitude: 1.3, longitude: 103.8, accuracy: 40 });
    const { lookup, storage } = setup({ geolocation });

    const { fix } = await lookup.locate();

    expect(fix).toEqual({ latitude: 1.3, longitude: 103.8, accuracy: 40, source: 'gps' });
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: false,
      timeout: GEOLOCATION_TIMEOUT_MS,
      maximumAge: GEOLOCATION_MAXIMUM_AGE_MS,
    });
    expect(storage.state).toEqual({ permission: 'granted', last: { latitude: 1.3, longitude: 103.8, accuracy: 40, timestamp: NOW } });
  });

  it('stores a denied permission and falls through to the IP lookup', async () => {
    const { lookup, storage } = setup({
      geolocation: fakeGeolocation({ kind: 'error', code: 1, message: 'User denied Geolocation' }),
      ipLocation: fakeIpLocation(PARIS),
    });

    const { fix, failures } = await lookup.locate();

    expect(storage.state.permission).toBe('denied');
    expect(fix).toEqual({ ...PARIS, accuracy: IP_LOOKUP_ACCURACY_M, source: 'ip' });
    expect(failures).toContain('gps: User denied Geolocation');
  });

  it('ends the lookup only once the denied permission is stored (the settings read it then)', async () => {
    const storage = memoryStorage();
    const slowStorage = {
      ...storage,
      writePermission: (permission: LocationPermission) =>
        new Promise<void>((resolve) => setTimeout(() => storage.writePermission(permission).then(resolve), 50)),
    };
    const { lookup } = setup({
      storage: slowStorage as ReturnType<typeof memoryStorage>,
      geolocation: fakeGeolocation({ kind: 'error', code: 1, message: 'User denied Geolocation' }),
    });

    let permissionWhenDone: LocationPermission | undefined;
    const result = lookup.locate().then(() => {
      permissionWhenDone = storage.state.permission;
    });
    await vi.advanceTimersByTimeAsync(50);
    await result;

    expect(permissionWhenDone).toBe('denied');
  });

  it.each([
    { case: 'position unavailable', code: 2 as const },
    { case: 'the browser timed out', code: 3 as const },
  ])('falls through on $case without storing a permission', async ({ code }) => {
    const { lookup, storage } = setup({
      geolocation: fakeGeolocation({ kind: 'error', code, message: 'no fix' }),
      ipLocation: fakeIpLocation(PARIS),
    });

    const { fix } = await lookup.locate();

    expect(fix.source).toBe('ip');
    expect(storage.state.permission).toBeUndefined();
  });

  it('gives up on geolocation after the 8 s overall cap (an unanswered prompt) and moves on', async () => {
    const { lookup } = setup({ geolocation: fakeGeolocation({ kind: 'silent' }), ipLocation: fakeIpLocation(PARIS) });

    let settled = false;
    const result = lookup.locate().finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(GEOLOCATION_OVERALL_CAP_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    expect((await result).fix.source).toBe('ip');
    expect((await result).failures).toContain('gps: overall cap reached');
  });

  it("3. skips geolocation when the browser has none and asks the server's IP lookup", async () => {
    const ipLocation = fakeIpLocation(PARIS);
    const { lookup } = setup({ geolocation: undefined, ipLocation });

    const { fix, failures } = await lookup.locate();

    expect(fix).toEqual({ ...PARIS, accuracy: IP_LOOKUP_ACCURACY_M, source: 'ip' });
    expect(ipLocation).toHaveBeenCalledTimes(1);
    expect(failures).toEqual(['cache: permission not granted', 'gps: not supported']);
  });

  it.each([
    { case: 'answers 204 (it cannot place the address)', answer: null, failure: 'ip: the server could not place this address' },
    { case: 'cannot be reached', answer: 'network-error' as const, failure: 'ip: TypeError: Failed to fetch' },
    { case: 'answers no coordinate', answer: { latitude: 123, longitude: 2 }, failure: 'ip: not a coordinate' },
  ])('goes on to the time zone when the server $case', async ({ answer, failure }) => {
    const { lookup } = setup({ ipLocation: fakeIpLocation(answer), timeZone: () => 'Asia/Tokyo' });

    const { fix, failures } = await lookup.locate();

    expect(fix).toEqual({ ...TOKYO_TZ, accuracy: TIMEZONE_GUESS_ACCURACY_M, source: 'default' });
    expect(failures).toEqual(['cache: permission not granted', 'gps: not supported', failure]);
  });

  it("gives up on the IP lookup when the server has not answered within its two services' time", async () => {
    const ipLocation = fakeIpLocation('hang');
    const { lookup } = setup({ ipLocation, timeZone: () => 'Asia/Tokyo' });

    let settled = false;
    const result = lookup.locate().finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(IP_STEP_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);

    const { fix, failures } = await result;
    expect(fix).toEqual({ ...TOKYO_TZ, accuracy: TIMEZONE_GUESS_ACCURACY_M, source: 'default' });
    expect(failures).toEqual(['cache: permission not granted', 'gps: not supported', 'ip: timed out']);
  });

  it.each([
    { zone: 'America/New_York', latitude: 40.7128, longitude: -74.006 },
    { zone: 'America/Los_Angeles', latitude: 34.0522, longitude: -118.2437 },
    { zone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 },
    { zone: 'Asia/Tokyo', latitude: 35.6762, longitude: 139.6503 },
    { zone: 'Australia/Sydney', latitude: -33.8688, longitude: 151.2093 },
    { zone: 'Asia/Dubai', latitude: 25.2048, longitude: 55.2708 },
  ])('4. guesses the city of the time zone $zone (10 km)', async ({ zone, latitude, longitude }) => {
    const { lookup } = setup({ timeZone: () => zone });

    const { fix } = await lookup.locate();

    expect(fix).toEqual({ latitude, longitude, accuracy: TIMEZONE_GUESS_ACCURACY_M, source: 'default' });
  });

  it.each([
    { case: 'a zone of no listed city', zone: 'Europe/Paris' },
    { case: 'no zone', zone: undefined },
  ])('5. ends in New York (20 km) with $case', async ({ zone }) => {
    const { lookup } = setup({ timeZone: () => zone });

    const { fix } = await lookup.locate();

    expect(fix).toEqual({ latitude: 40.7128, longitude: -74.006, accuracy: DEFAULT_LOCATION_ACCURACY_M, source: 'default' });
  });

  it('shares one lookup between concurrent callers', async () => {
    const geolocation = fakeGeolocation({ kind: 'position', latitude: 1.3, longitude: 103.8, accuracy: 40 });
    const { lookup } = setup({ geolocation });

    const [a, b] = await Promise.all([lookup.locate(), lookup.locate()]);

    expect(a).toBe(b);
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});

describe('asking only when the member wants their position', () => {
  it.each([{ state: 'prompt' as const }, { state: 'denied' as const }, { state: undefined }])(
    'without prompt, leaves the browser alone while its permission is $state, and the IP service places the member',
    async ({ state }) => {
      const geolocation = fakeGeolocation({ kind: 'position', latitude: 1.3, longitude: 103.8, accuracy: 40 });
      const { lookup } = setup({ geolocation, ipLocation: fakeIpLocation(PARIS), permissionState: async () => state });

      const { fix, failures } = await lookup.locate({ prompt: false });

      expect(geolocation.getCurrentPosition).not.toHaveBeenCalled();
      expect(fix).toEqual({ ...PARIS, accuracy: IP_LOOKUP_ACCURACY_M, source: 'ip' });
      expect(failures).toContain('gps: not asked until the member wants their position');
    },
  );

  it('without prompt, uses the device when the browser already allows it (nothing to ask)', async () => {
    const geolocation = fakeGeolocation({ kind: 'position', latitude: 1.3, longitude: 103.8, accuracy: 40 });
    const { lookup } = setup({ geolocation, permissionState: async () => 'granted' });

    const { fix } = await lookup.locate({ prompt: false });

    expect(fix).toEqual({ latitude: 1.3, longitude: 103.8, accuracy: 40, source: 'gps' });
  });

  it('a lookup that may ask, wanted while one that may not runs, runs after it and asks', async () => {
    const geolocation = fakeGeolocation({ kind: 'position', latitude: 1.3, longitude: 103.8, accuracy: 40 });
    const { lookup } = setup({ geolocation, ipLocation: fakeIpLocation(PARIS), permissionState: async () => 'prompt' });

    const [quiet, asked] = await Promise.all([lookup.locate({ prompt: false }), lookup.locate()]);

    expect(quiet.fix.source).toBe('ip');
    expect(asked.fix.source).toBe('gps');
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });
});

describe('refresh and manual location', () => {
  it('refresh clears the stored fix and asks the browser again', async () => {
    const storage = memoryStorage({ permission: 'granted', last: { ...PARIS, accuracy: 30, timestamp: NOW - 1000 } });
    const geolocation = fakeGeolocation({ kind: 'position', latitude: 1.3, longitude: 103.8, accuracy: 40 });
    const { lookup } = setup({ storage, geolocation });
    expect((await lookup.locate()).fix.source).toBe('cache');

    const { fix } = await lookup.refresh();

    expect(fix).toEqual({ latitude: 1.3, longitude: 103.8, accuracy: 40, source: 'gps' });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('a manual location has 100 m accuracy and is the cached fix next time', async () => {
    const storage = memoryStorage({ permission: 'granted' });
    const { lookup } = setup({ storage });

    const manual = await lookup.setManual(PARIS.latitude, PARIS.longitude);
    const { fix } = await lookup.locate();

    expect(manual.accuracy).toBe(MANUAL_LOCATION_ACCURACY_M);
    expect(storage.state.last).toEqual({ ...PARIS, accuracy: MANUAL_LOCATION_ACCURACY_M, timestamp: NOW });
    expect(fix).toEqual({ ...PARIS, accuracy: MANUAL_LOCATION_ACCURACY_M, source: 'cache' });
  });

  it('refuses a manual location that is not a coordinate and stores nothing', async () => {
    const { lookup, storage } = setup();

    await expect(lookup.setManual(91, 0)).rejects.toThrow(RangeError);
    expect(storage.state.last).toBeUndefined();
  });
});
