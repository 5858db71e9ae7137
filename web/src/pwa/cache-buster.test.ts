import { STORAGE_KEYS } from '@fitchoice/shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getRecord, setRecord } from '../db/records';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { FORCED_REFRESH_FLAG, isMobileDevice, needsCacheBuster, runMobileCacheBuster } from './cache-buster';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const WEBVIEW = 'Mozilla/5.0 (Linux; Android 13; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await openTestDatabase();
});
afterEach(closeDatabase);

describe('isMobileDevice', () => {
  it.each([
    { label: 'Android phone', ua: ANDROID, mobile: true },
    { label: 'Android WebView', ua: WEBVIEW, mobile: true },
    { label: 'iPhone', ua: IPHONE, mobile: true },
    { label: 'desktop Chrome', ua: DESKTOP, mobile: false },
  ])('$label: $mobile', ({ ua, mobile }) => {
    expect(isMobileDevice(ua)).toBe(mobile);
  });
});

describe('needsCacheBuster', () => {
  it.each([
    { url: 'https://app.test/api/auth/me', bust: true },
    { url: 'https://app.test/assets/index-abc.js', bust: true },
    { url: 'https://app.test/assets/index-abc.css', bust: true },
    { url: 'https://app.test/icons/icon-192.png', bust: false },
    { url: 'https://other.test/api/x', bust: false },
  ])('$url: $bust', ({ url, bust }) => {
    expect(needsCacheBuster(new URL(url), 'https://app.test')).toBe(bust);
  });
});

describe('runMobileCacheBuster', () => {
  it('does nothing on a desktop browser', async () => {
    await setRecord(STORAGE_KEYS.lastLocation, { latitude: 1, longitude: 2, accuracy: 3, timestamp: 4 });
    expect(await runMobileCacheBuster({ userAgent: DESKTOP, version: 'v2', reload: () => undefined })).toBe('desktop');
    expect(await getRecord(STORAGE_KEYS.lastLocation)).not.toBeNull();
  });

  it('on a first visit only stores the version: nothing is stale, nothing reloads', async () => {
    await setRecord(STORAGE_KEYS.lastLocation, { latitude: 1, longitude: 2, accuracy: 3, timestamp: 4 });
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };
    expect(await runMobileCacheBuster({ userAgent: IPHONE, version: 'v1', reload })).toBe('current');
    expect(await getRecord(STORAGE_KEYS.cacheVersion)).toBe('v1');
    expect(await getRecord(STORAGE_KEYS.lastLocation)).not.toBeNull();
    expect(reloads).toBe(0);
  });

  it('on a new version removes non-session keys, keeps the session ones, stores the version and refreshes once per session', async () => {
    await setRecord(STORAGE_KEYS.authUser, {
      id: 'u1',
      email: null,
      name: 'A',
      roles: [],
      isGuest: false,
      xp: 0,
      sweatCoins: '0.00',
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    await setRecord(STORAGE_KEYS.theme, 'light');
    await setRecord(STORAGE_KEYS.lastLocation, { latitude: 1, longitude: 2, accuracy: 3, timestamp: 4 });
    await setRecord(STORAGE_KEYS.pwaInstallDismissed, 123);
    localStorage.setItem('some-stale-key', 'x');
    await setRecord(STORAGE_KEYS.cacheVersion, 'v1');
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };

    const canReload = async () => true;
    expect(await runMobileCacheBuster({ userAgent: ANDROID, version: 'v2', reload, canReload })).toBe('cleared');
    expect(await getRecord(STORAGE_KEYS.authUser)).toMatchObject({ id: 'u1' });
    expect(await getRecord(STORAGE_KEYS.theme)).toBe('light');
    expect(localStorage.getItem(STORAGE_KEYS.theme)).toBe('light');
    expect(await getRecord(STORAGE_KEYS.lastLocation)).toBeNull();
    expect(await getRecord(STORAGE_KEYS.pwaInstallDismissed)).toBeNull();
    expect(localStorage.getItem('some-stale-key')).toBeNull();
    expect(await getRecord(STORAGE_KEYS.cacheVersion)).toBe('v2');
    expect(sessionStorage.getItem(FORCED_REFRESH_FLAG)).not.toBeNull();
    expect(reloads).toBe(1);

    expect(await runMobileCacheBuster({ userAgent: ANDROID, version: 'v2', reload, canReload })).toBe('current');
    expect(await runMobileCacheBuster({ userAgent: ANDROID, version: 'v3', reload, canReload })).toBe('cleared');
    expect(reloads).toBe(1); // one forced refresh per session
  });

  it('clears but does not refresh when the reload would not be answered (offline, no service worker yet); a later load may', async () => {
    await setRecord(STORAGE_KEYS.lastLocation, { latitude: 1, longitude: 2, accuracy: 3, timestamp: 4 });
    await setRecord(STORAGE_KEYS.cacheVersion, 'v1');
    let reloads = 0;
    const reload = () => {
      reloads += 1;
    };

    expect(await runMobileCacheBuster({ userAgent: ANDROID, version: 'v2', reload, canReload: async () => false })).toBe('cleared');
    expect(await getRecord(STORAGE_KEYS.lastLocation)).toBeNull();
    expect(await getRecord(STORAGE_KEYS.cacheVersion)).toBe('v2');
    expect(reloads).toBe(0);
    expect(sessionStorage.getItem(FORCED_REFRESH_FLAG)).toBeNull();

    expect(await runMobileCacheBuster({ userAgent: ANDROID, version: 'v3', reload, canReload: async () => true })).toBe('cleared');
    expect(reloads).toBe(1);
  });
});
