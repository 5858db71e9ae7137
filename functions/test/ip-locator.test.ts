// The IP locator's cache on its own (the route's behaviour is test/location.test.ts): an answer is
// kept for an hour, then asked again; past its size the oldest address goes first. The services
// are the fake pair over real HTTP on 127.0.0.1.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createIpLocator, IP_CACHE_TTL_MS, readIpLocatorConfig } from '../src/location/ip-locator';
import { type FakeLookupServer, startFakeLookup } from './location-helpers';

const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const NOW = Date.UTC(2026, 10, 25, 6, 0, 0);

let fake: FakeLookupServer;

beforeAll(async () => {
  fake = await startFakeLookup();
  fake.answer = () => ({ kind: 'json', body: PARIS });
});
afterAll(async () => {
  await fake?.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const locator = (maxEntries = 100) => createIpLocator({ urls: fake.urls.split(','), timeoutMs: 1000, maxEntries });
const asked = () => fake.requests.map((r) => r.ip);

describe('the IP locator cache', () => {
  it('keeps an answer for an hour, then asks again', async () => {
    const { locate } = locator();

    expect(await locate('203.0.113.10', NOW)).toEqual(PARIS);
    expect(await locate('203.0.113.10', NOW + IP_CACHE_TTL_MS - 1)).toEqual(PARIS);
    expect(asked()).toEqual(['203.0.113.10']);

    expect(await locate('203.0.113.10', NOW + IP_CACHE_TTL_MS)).toEqual(PARIS);
    expect(asked()).toEqual(['203.0.113.10', '203.0.113.10']);
  });

  it('drops the oldest address past its size', async () => {
    const { locate } = locator(2);

    for (const ip of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) await locate(ip, NOW);
    await locate('203.0.113.3', NOW); // kept
    await locate('203.0.113.2', NOW); // kept
    await locate('203.0.113.1', NOW); // dropped for .3, so asked again

    expect(asked()).toEqual(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.1']);
  });
});

describe('readIpLocatorConfig', () => {
  it('defaults to ipapi.co then ipwho.is, 3 s each; an empty list turns the lookup off', () => {
    expect(readIpLocatorConfig({})).toMatchObject({
      urls: ['https://ipapi.co/{ip}/json/', 'https://ipwho.is/{ip}'],
      timeoutMs: 3000,
    });
    expect(readIpLocatorConfig({ IP_LOOKUP_URLS: '' }).urls).toEqual([]);
  });

  it('refuses a URL without {ip} or not http(s), and a timeout that is not a whole number', () => {
    expect(() => readIpLocatorConfig({ IP_LOOKUP_URLS: 'https://ipapi.co/json/' })).toThrow('URL templates with {ip}');
    expect(() => readIpLocatorConfig({ IP_LOOKUP_URLS: 'ftp://geo.example/{ip}' })).toThrow('URL templates with {ip}');
    expect(() => readIpLocatorConfig({ FITCHOICE_IP_LOOKUP_TIMEOUT_MS: '1.5' })).toThrow('FITCHOICE_IP_LOOKUP_TIMEOUT_MS');
  });

  it('an empty list answers unknown', async () => {
    const { locate } = createIpLocator({ ...readIpLocatorConfig({ IP_LOOKUP_URLS: '' }), timeoutMs: 1000 });

    expect(await locate('203.0.113.50', NOW)).toBeNull();
  });
});
