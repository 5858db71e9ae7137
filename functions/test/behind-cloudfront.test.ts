// The API as deployed behind CloudFront (ORIGIN_VERIFY_SECRET set), over real HTTP on the local
// runtime and DynamoDB Local: requests without CloudFront's secret header are refused, and login
// throttling counts the viewer's address (CloudFront-Viewer-Address), not the edge's.
import { randomBytes } from 'node:crypto';
import { apiErrorSchema } from '@fitchoice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { Client, startTestStack, uniqueEmail } from './helpers';

const secret = randomBytes(32).toString('hex');
/** Every request below arrives from one CloudFront edge; the test hooks make this the request's sourceIp. */
const EDGE = { 'x-forwarded-for': '130.176.0.1' };

let stack: LocalStack;
/** Accounts that may fail from one network before it is throttled (auth/throttle.ts). */
let NETWORK_ACCOUNTS: number;
beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false, env: { ORIGIN_VERIFY_SECRET: secret } });
  // Only now: the store module reads DYNAMODB_ENDPOINT, which the stack sets, when it loads.
  NETWORK_ACCOUNTS = (await import('../src/auth/throttle')).THROTTLE_POLICIES.loginNetwork.free;
});
afterAll(async () => {
  await stack?.stop();
});

/** A browser behind CloudFront: the edge adds the secret and the viewer's `ip:port`. */
function viewer(address: string): Client {
  return new Client(stack.url, { ...EDGE, 'x-origin-verify': secret, 'cloudfront-viewer-address': address });
}

describe('a request that did not come through CloudFront', () => {
  it.each([
    // No header: not through CloudFront at all.
    ['without the secret header', {}, 403, /through the app/],
    // Another value: refused as unavailable, with Retry-After, since it is most likely CloudFront
    // still sending the previous secret while a new one deploys; the app's outbox then retries.
    ['with a wrong secret', { 'x-origin-verify': 'not-the-secret' }, 503, /being updated/],
    ['with the secret in another case', { 'x-origin-verify': secret.toUpperCase() }, 503, /being updated/],
  ])('is refused %s, and changes nothing', async (_name, headers: Record<string, string>, status: number, message: RegExp) => {
    const email = uniqueEmail('direct');
    const body = { email, password: 'correct horse', name: 'Ana' };
    const direct = new Client(stack.url, { ...headers, 'cloudfront-viewer-address': '198.51.100.1:40000' });
    const refused = await direct.post('/api/auth/signup', body);
    expect(refused.status).toBe(status);
    expect(apiErrorSchema.parse(refused.json).error).toMatch(message);
    if (status === 503) expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.setCookies).toEqual([]);
    expect((await direct.get('/api/auth/me')).status).toBe(status);
    // The refused signup created nothing: the same email signs up through CloudFront.
    expect((await viewer('198.51.100.1:40001').post('/api/auth/signup', body)).status).toBe(201);
  });
});

describe('login throttling behind one CloudFront edge', () => {
  it('counts failures per viewer address, so one viewer cannot lock out another on the same edge', async () => {
    const member = { email: uniqueEmail(), password: 'correct horse battery' };
    expect((await viewer('203.0.113.50:50000').post('/api/auth/signup', { ...member, name: 'Bea' })).status).toBe(201);

    const attacker = viewer('198.51.100.7:50001');
    for (let i = 0; i < NETWORK_ACCOUNTS; i++) {
      expect((await attacker.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'guess' })).status).toBe(401);
    }
    // The attacker's address is throttled, from any source port, even with the right password.
    const blocked = await viewer('198.51.100.7:61234').post('/api/auth/login', member);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    // Members at other addresses behind the same edge log in as usual, over IPv4 and IPv6.
    expect((await viewer('203.0.113.50:50002').post('/api/auth/login', member)).status).toBe(200);
    expect((await viewer('2001:db8::1:443').post('/api/auth/login', member)).status).toBe(200);
  });

  it('counts IPv6 viewers by their /64 (read from the address, not the port after the last colon)', async () => {
    const member = { email: uniqueEmail(), password: 'correct horse battery' };
    expect((await viewer('203.0.113.60:50000').post('/api/auth/signup', { ...member, name: 'Cai' })).status).toBe(201);
    const attacker = viewer('2001:db8:aa::5:50001');
    for (let i = 0; i < NETWORK_ACCOUNTS; i++) {
      expect((await attacker.post('/api/auth/login', { email: uniqueEmail('spray6'), password: 'guess' })).status).toBe(401);
    }
    expect((await viewer('2001:db8:aa::5:443').post('/api/auth/login', member)).status).toBe(429);
    // One subscriber's /64: rotating addresses inside it does not escape the throttle.
    expect((await viewer('2001:db8:aa::6:50001').post('/api/auth/login', member)).status).toBe(429);
    expect((await viewer('2001:db8:ab::6:50001').post('/api/auth/login', member)).status).toBe(200);
  });
});
