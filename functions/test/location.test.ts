// GET /api/location/ip over real HTTP, with a fake pair of lookup services (location-helpers.ts)
// in place of the public ones: the first that places the caller answers, in order, each within its
// timeout (shortened here); nonsense is refused; an address no service can place (the local
// runtime's loopback) asks no one; an answer is kept for the next call from the same address.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { send, startTestStack } from './helpers';
import { type FakeLookupServer, type LookupAnswer, startFakeLookup } from './location-helpers';

const TIMEOUT_MS = 300;
const PARIS = { latitude: 48.8566, longitude: 2.3522 };
const TOKYO = { latitude: 35.6762, longitude: 139.6503 };

let stack: LocalStack;
let fake: FakeLookupServer;
let nextAddress = 1;

beforeAll(async () => {
  fake = await startFakeLookup();
  stack = await startTestStack({
    seedCatalogue: false,
    env: { IP_LOOKUP_URLS: fake.urls, FITCHOICE_IP_LOOKUP_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
});
afterAll(async () => {
  await stack?.stop();
  await fake?.stop();
});
beforeEach(() => {
  fake.requests.length = 0;
});

/** A public address of its own per call (the answers are kept per address). */
const freshAddress = () => `203.0.113.${nextAddress++}`;

function answers(a: LookupAnswer, b: LookupAnswer) {
  fake.answer = (service) => (service === 'a' ? a : b);
}

/** The route as a browser behind `ip` calls it (the local runtime takes X-Forwarded-For under test hooks). */
const locate = (ip?: string) => send(stack.url, '/api/location/ip', { headers: ip ? { 'x-forwarded-for': ip } : {} });

describe('GET /api/location/ip', () => {
  it("answers the first service's coordinates, asked for the caller's address, and asks no other", async () => {
    answers({ kind: 'json', body: { ip: 'x', city: 'Paris', ...PARIS } }, { kind: 'json', body: TOKYO });
    const ip = freshAddress();

    const answer = await locate(ip);

    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(PARIS);
    expect(answer.headers['cache-control']).toBe('private, max-age=3600');
    expect(fake.requests).toEqual([{ service: 'a', ip }]);
  });

  it.each([
    { case: 'answers an error status', a: { kind: 'status', status: 429 } as LookupAnswer },
    { case: 'says it has no place', a: { kind: 'json', body: { success: false, message: 'reserved range' } } as LookupAnswer },
    { case: 'does not answer within the timeout', a: { kind: 'hang' } as LookupAnswer },
  ])('asks the second service when the first $case', async ({ a }) => {
    answers(a, { kind: 'json', body: { success: true, ...TOKYO } });
    const ip = freshAddress();

    const started = Date.now();
    const answer = await locate(ip);

    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(TOKYO);
    expect(fake.requests.map((r) => r.service)).toEqual(['a', 'b']);
    // The timeout is the configured one, not the 3 s default.
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2000);
  });

  it('answers 204 when both services fail', async () => {
    answers({ kind: 'hang' }, { kind: 'status', status: 500 });

    const answer = await locate(freshAddress());

    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    expect(answer.headers['cache-control']).toBe('private, max-age=3600');
    expect(fake.requests.map((r) => r.service)).toEqual(['a', 'b']);
  });

  it.each([
    { case: 'a latitude out of range', body: { latitude: 123, longitude: 2 } },
    { case: 'a longitude out of range', body: { latitude: 12, longitude: -200 } },
    { case: 'coordinates as text', body: { latitude: '48.8', longitude: '2.3' } },
    { case: 'null coordinates', body: { latitude: null, longitude: null } },
    { case: '(0, 0), the "unknown" of some services', body: { latitude: 0, longitude: 0 } },
    { case: 'an array', body: [PARIS] },
  ])('refuses $case and moves on', async ({ body }) => {
    answers({ kind: 'json', body }, { kind: 'json', body });

    const answer = await locate(freshAddress());

    expect(answer.status).toBe(204);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    { case: 'the loopback caller of the local runtime', ip: undefined },
    { case: 'a private address', ip: '192.168.1.20' },
    { case: 'a CGNAT address', ip: '100.64.3.4' },
    { case: 'an IPv6 link-local address', ip: 'fe80::1' },
  ])('answers 204 for $case without asking any service', async ({ ip }) => {
    answers({ kind: 'json', body: PARIS }, { kind: 'json', body: PARIS });

    const answer = await locate(ip);

    expect(answer.status).toBe(204);
    expect(fake.requests).toEqual([]);
  });

  it('answers a second call from the same address from its cache, also when no service could place it', async () => {
    answers({ kind: 'json', body: PARIS }, { kind: 'json', body: TOKYO });
    const placed = freshAddress();
    expect((await locate(placed)).json).toEqual(PARIS);
    answers({ kind: 'status', status: 500 }, { kind: 'status', status: 500 });
    const unplaced = freshAddress();
    expect((await locate(unplaced)).status).toBe(204);
    expect(fake.requests).toHaveLength(3);

    // The services now say otherwise; the kept answers stand, and no one is asked again.
    answers({ kind: 'json', body: TOKYO }, { kind: 'json', body: TOKYO });
    const again = await locate(placed);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(PARIS);
    expect((await locate(unplaced)).status).toBe(204);
    expect(fake.requests).toHaveLength(3);

    // Another address is its own.
    expect((await locate(freshAddress())).json).toEqual(TOKYO);
    expect(fake.requests).toHaveLength(4);
  });

  it('shares one lookup between simultaneous calls from one address', async () => {
    answers({ kind: 'json', body: PARIS }, { kind: 'json', body: TOKYO });
    const ip = freshAddress();

    const all = await Promise.all(Array.from({ length: 20 }, () => locate(ip)));

    expect(all.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(fake.requests).toEqual([{ service: 'a', ip }]);
  });
});
