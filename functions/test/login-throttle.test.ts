// Throttling that holds under concurrency, over real HTTP on DynamoDB Local: password checks are
// taken from their buckets before scrypt runs (parallel guesses get no more than the allowance),
// growing delays instead of a hard lock, known devices pass a locked account, one member's typos
// do not block a gym's network, and sign-ups and guests are limited per network.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { Client, send, signUp, startTestStack, uniqueEmail } from './helpers';

let stack: LocalStack;
let POLICIES: typeof import('../src/auth/throttle').THROTTLE_POLICIES;
beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
  // Only now: the store module reads DYNAMODB_ENDPOINT, which the stack sets, when it loads.
  POLICIES = (await import('../src/auth/throttle')).THROTTLE_POLICIES;
});
afterAll(async () => {
  await stack?.stop();
});
afterEach(async () => {
  await setClock(null);
});

function setClock(now: Date | null) {
  return send(stack.url, '/__test/clock', { body: { now: now?.toISOString() ?? null } });
}

/** A client on a network of its own (IPv4 addresses are networks by themselves). */
function fromNetwork(ip = `172.16.${randomBytes(2).join('.')}`): Client {
  return new Client(stack.url, { 'x-forwarded-for': ip });
}

function statuses(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('password checks under concurrency', () => {
  it('lets 21 parallel logins from one network check no more passwords than the allowance, right one included', async () => {
    const { email, password } = await signUp(stack.url);
    const attacker = fromNetwork();
    const guesses = [...Array.from({ length: 20 }, (_, i) => `wrong-${i}`), password];
    const answers = await Promise.all(guesses.map((guess) => attacker.post('/api/auth/login', { email, password: guess })));
    // No more than five wrong guesses were checked, and the five were used; the rest were refused
    // before any hash ran. (The right password, if checked, gives its attempt back, which a wrong
    // guess still waiting may then take.)
    const counts = statuses(answers);
    const checked = (counts[401] ?? 0) + (counts[200] ?? 0);
    expect(counts[401]).toBeLessThanOrEqual(POLICIES.loginPair.free);
    expect(checked).toBeGreaterThanOrEqual(POLICIES.loginPair.free);
    expect(counts[429]).toBe(guesses.length - checked);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.setCookies).toEqual([]);
    }
  });

  it('lets 50 parallel logins from 50 networks check no more than the account allows', async () => {
    const { email } = await signUp(stack.url);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => fromNetwork().post('/api/auth/login', { email, password: 'guess' })),
    );
    expect(statuses(answers)).toEqual({ 401: POLICIES.loginAccount.free, 429: 50 - POLICIES.loginAccount.free });
  });
});

describe('no lock the owner cannot pass', () => {
  it('grows the delay after the quick tries instead of locking: 30 s, then 90 s from the first', async () => {
    const start = new Date('2026-11-24T10:00:00.000Z');
    await setClock(start);
    const { email, password } = await signUp(stack.url);
    const client = fromNetwork();
    for (let i = 0; i < POLICIES.loginPair.free; i++)
      expect((await client.post('/api/auth/login', { email, password: `no-${i}` })).status).toBe(401);
    const waiting = await client.post('/api/auth/login', { email, password });
    expect(waiting.status).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBe(30);
    await setClock(new Date(start.getTime() + 30_000));
    expect((await client.post('/api/auth/login', { email, password: 'still wrong' })).status).toBe(401);
    const longer = await client.post('/api/auth/login', { email, password });
    expect(longer.status).toBe(429);
    expect(Number(longer.headers['retry-after'])).toBe(60);
    await setClock(new Date(start.getTime() + 90_000));
    expect((await client.post('/api/auth/login', { email, password })).status).toBe(200);
  });

  it('lets the owner in from a known device while strangers have used up the account', async () => {
    const { email, password, client: owner } = await signUp(stack.url);
    await Promise.all(Array.from({ length: 40 }, () => fromNetwork().post('/api/auth/login', { email, password: 'guess' })));
    // A new device, even with the right password, waits like everyone else...
    const newDevice = await fromNetwork().post('/api/auth/login', { email, password });
    expect(newDevice.status).toBe(429);
    // ...the owner's browser does not, and stays signed in with a fresh session.
    const before = owner.sid;
    expect((await owner.post('/api/auth/login', { email, password })).status).toBe(200);
    expect(owner.sid).not.toBe(before);
    // A device cookie of another account, or a made-up one, is no way around it.
    const other = await signUp(stack.url, 'Bo');
    const borrowed = fromNetwork();
    borrowed.device = other.client.device;
    expect((await borrowed.post('/api/auth/login', { email, password })).status).toBe(429);
    borrowed.device = 'A'.repeat(43);
    expect((await borrowed.post('/api/auth/login', { email, password })).status).toBe(429);
  });

  it('gives a known device a budget of its own, so a stolen cookie is throttled too', async () => {
    const { email, client: owner } = await signUp(stack.url);
    const thief = fromNetwork();
    thief.device = owner.device;
    const answers = await Promise.all(Array.from({ length: 20 }, () => thief.post('/api/auth/login', { email, password: 'guess' })));
    expect(statuses(answers)).toEqual({ 401: POLICIES.loginDevice.free, 429: 20 - POLICIES.loginDevice.free });
  });

  it("does not let one member's typos block the other members behind a gym's network", async () => {
    const gym = '203.0.113.77';
    const clumsy = await signUp(stack.url);
    for (let i = 0; i < 30; i++) await fromNetwork(gym).post('/api/auth/login', { email: clumsy.email, password: `typo-${i}` });
    const others = await Promise.all(['Ada', 'Bo', 'Cy'].map((name) => signUp(stack.url, name)));
    for (const member of others) {
      expect((await fromNetwork(gym).post('/api/auth/login', { email: member.email, password: member.password })).status).toBe(200);
    }
  });
});

describe('sign-ups and guests per network', () => {
  it('creates at most the allowance of 50 parallel guests from one network, and none past it', async () => {
    const network = fromNetwork().extraHeaders['x-forwarded-for']!;
    const answers = await Promise.all(Array.from({ length: 50 }, () => fromNetwork(network).post('/api/auth/guest')));
    expect(statuses(answers)).toEqual({ 201: POLICIES.guest.free, 429: 50 - POLICIES.guest.free });
    expect(answers.filter((answer) => answer.status === 429).every((answer) => answer.setCookies.length === 0)).toBe(true);
    // Another network is not affected.
    expect((await fromNetwork().post('/api/auth/guest')).status).toBe(201);
  });

  it('does not limit the machine itself (the local runtime is its own user)', async () => {
    const answers = await Promise.all(
      Array.from({ length: POLICIES.guest.free + 5 }, () => send(stack.url, '/api/auth/guest', { method: 'POST' })),
    );
    expect(statuses(answers)).toEqual({ 201: POLICIES.guest.free + 5 });
  });

  it('creates at most the allowance of 30 parallel sign-ups from one network', async () => {
    const network = fromNetwork().extraHeaders['x-forwarded-for']!;
    const emails = Array.from({ length: 30 }, () => uniqueEmail('burst'));
    const answers = await Promise.all(
      emails.map((email) => fromNetwork(network).post('/api/auth/signup', { email, password: 'correct horse battery', name: 'Lu' })),
    );
    expect(statuses(answers)).toEqual({ 201: POLICIES.signup.free, 429: 30 - POLICIES.signup.free });
    // A refused sign-up created nothing: its email is still free.
    const refused = emails.filter((_, index) => answers[index]!.status === 429);
    expect(
      (await fromNetwork().post('/api/auth/signup', { email: refused[0], password: 'correct horse battery', name: 'Lu' })).status,
    ).toBe(201);
  });
});

describe('idle guests', () => {
  it('forgets a guest after a day without a request, and keeps one in use', async () => {
    const start = new Date();
    await setClock(start);
    const idle = fromNetwork();
    const busy = fromNetwork();
    await idle.post('/api/auth/guest');
    await busy.post('/api/auth/guest');
    const hours = (n: number) => new Date(start.getTime() + n * 3_600_000);
    await setClock(hours(13));
    expect((await busy.get('/api/auth/me')).status).toBe(200);
    await setClock(hours(25));
    expect((await idle.get('/api/auth/me')).status).toBe(401);
    expect((await busy.get('/api/auth/me')).status).toBe(200);
    await setClock(hours(62));
    expect((await busy.get('/api/auth/me')).status).toBe(401);
  });
});
