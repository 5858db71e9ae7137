// Auth over real HTTP on the local runtime and DynamoDB Local: signup, login, guest, me, logout,
// cookie flags, session rotation, throttling, and the generic 404/405/400/413 answers.
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { apiErrorSchema, SESSION_HINT_COOKIE } from '@fitchoice/shared';
import { authResponseSchema, userSchema } from '@fitchoice/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { Client, send, signUp, startTestStack, uniqueEmail } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
});
afterAll(async () => {
  await stack?.stop();
});

function cookieFlags(setCookie: string): string[] {
  return setCookie
    .split(';')
    .slice(1)
    .map((part) => part.trim().split('=')[0]!.toLowerCase());
}

describe('signup', () => {
  it('answers 201 with the user and a session cookie, never the password hash', async () => {
    const client = new Client(stack.url);
    const email = uniqueEmail();
    const answer = await client.post('/api/auth/signup', {
      email: `  ${email.toUpperCase()} `,
      password: 'correct horse',
      name: ' Zoë 山田 ',
    });
    expect(answer.status).toBe(201);
    const { user } = authResponseSchema.parse(answer.json);
    expect(user).toMatchObject({ email, name: 'Zoë 山田', roles: ['member'], isGuest: false, xp: 0, sweatCoins: '0.00' });
    // No hash, and no password field (the `mustChangePassword` flag is not one).
    expect(answer.text).not.toMatch(/scrypt|"password(Hash)?"/i);
    expect(user.mustChangePassword).toBe(false);
    expect(answer.setCookies).toHaveLength(3);
    const cookie = answer.setCookies.find((each) => each.startsWith('sid='))!;
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookieFlags(cookie)).toEqual(expect.arrayContaining(['path', 'httponly', 'samesite', 'max-age']));
    expect(cookie).toContain('SameSite=Lax');
    expect(cookieFlags(cookie)).not.toContain('secure'); // localhost
    // Its readable hint, with the same lifetime: it tells the app a session may be there, nothing more.
    const hint = answer.setCookies.find((each) => each.startsWith(`${SESSION_HINT_COOKIE}=`))!;
    expect(hint).toBe(`${SESSION_HINT_COOKIE}=1; ${cookie.split('; ').slice(2).join('; ')}`);
    expect(cookieFlags(hint)).not.toContain('httponly');
    // This browser is now a known device of the account: a cookie sent to /api/auth only.
    const device = answer.setCookies.find((each) => each.startsWith('did='))!;
    expect(device).toMatch(/^did=[A-Za-z0-9_-]{43}; Path=\/api\/auth; HttpOnly; SameSite=Strict; Max-Age=31536000$/);

    const me = await client.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(userSchema.parse(me.json)).toEqual(user);
  });

  it('marks the cookie Secure when the app is not on localhost', async () => {
    const email = uniqueEmail();
    const answer = await send(stack.url, '/api/auth/signup', {
      body: { email, password: 'correct horse', name: 'Ana' },
      headers: { host: 'fitchoice.example.com', origin: undefined },
    });
    expect(answer.status).toBe(201);
    for (const cookie of answer.setCookies) expect(cookieFlags(cookie)).toContain('secure');
  });

  it('answers a taken email, whatever its case and spaces, with a 409 that names no account', async () => {
    const { email } = await signUp(stack.url);
    const again = await new Client(stack.url).post('/api/auth/signup', {
      email: ` ${email.toUpperCase()}`,
      password: 'another one!',
      name: 'B',
    });
    expect(again.status).toBe(409);
    expect(apiErrorSchema.parse(again.json)).toMatchObject({
      code: 'signup_refused',
      error: 'We could not create an account with these details. If you already have an account, sign in instead.',
    });
    expect(again.setCookies).toEqual([]);
  });

  it('signs the owner in when they sign up again with their own password, as a login would', async () => {
    const { email, password, userId } = await signUp(stack.url);
    const client = new Client(stack.url);
    const again = await client.post('/api/auth/signup', { email, password, name: 'Someone else' });
    expect(again.status).toBe(200);
    expect(again.json.user).toMatchObject({ id: userId, name: 'Ana' });
    expect((await client.get('/api/auth/me')).json.id).toBe(userId);
  });

  it('counts a sign-up with a taken email as a failed login of that account', async () => {
    const { email, password } = await signUp(stack.url);
    const prober = new Client(stack.url);
    for (let i = 0; i < 5; i++) {
      expect((await prober.post('/api/auth/signup', { email, password: `guess-${i}-long`, name: 'X' })).status).toBe(409);
    }
    // The account and this network have used their five quick tries: even the right password waits.
    expect((await prober.post('/api/auth/login', { email, password })).status).toBe(429);
  });

  const badSignups: { name: string; body: Record<string, unknown>; field: string; code?: string }[] = [
    { name: 'short password', body: { password: 'short', name: 'A' }, field: 'password' },
    { name: 'bad email', body: { email: 'not-an-email', password: 'longenough', name: 'A' }, field: 'email' },
    { name: 'missing name', body: { password: 'longenough' }, field: 'name' },
    { name: 'email as a number', body: { email: 42, password: 'longenough', name: 'A' }, field: 'email' },
    { name: 'extra field', body: { password: 'longenough', name: 'A', roles: ['admin'] }, field: 'roles' },
    { name: 'huge email', body: { email: `${'a'.repeat(300)}@example.com`, password: 'longenough', name: 'A' }, field: 'email' },
    { name: 'huge password', body: { password: 'p'.repeat(257), name: 'A' }, field: 'password' },
    { name: 'huge name', body: { password: 'longenough', name: '名'.repeat(81) }, field: 'name' },
    { name: 'control characters in the name', body: { password: 'longenough', name: 'A\u0000B' }, field: 'name' },
    { name: 'name as an object', body: { password: 'longenough', name: { first: 'A' } }, field: 'name' },
    { name: 'common password', body: { password: 'Password', name: 'A' }, field: 'password', code: 'password_too_easy' },
    { name: 'password of one repeated letter', body: { password: 'aaaaaaaa', name: 'A' }, field: 'password', code: 'password_too_easy' },
    { name: 'right-to-left override in the name', body: { password: 'longenough', name: 'Ana\u202Enimda' }, field: 'name' },
    { name: 'zero-width space in the name', body: { password: 'longenough', name: 'A\u200Bna' }, field: 'name' },
    { name: 'lone surrogate in the name', body: { password: 'longenough', name: 'Ana\uD800' }, field: 'name' },
    { name: 'isGuest from the client', body: { password: 'longenough', name: 'A', isGuest: false }, field: 'isGuest' },
    {
      name: 'constructor key',
      body: { password: 'longenough', name: 'A', constructor: { prototype: { admin: true } } },
      field: 'constructor',
    },
  ];

  it.each(badSignups)('answers 400 naming the field for a $name, creating nothing', async ({ body, field, code }) => {
    const email = uniqueEmail();
    const answer = await new Client(stack.url).post('/api/auth/signup', { email, ...body });
    expect(answer.status).toBe(400);
    expect(apiErrorSchema.parse(answer.json)).toMatchObject({ field, code: code ?? 'validation_failed' });
    expect(answer.json.error).toContain(field);
    expect(answer.setCookies).toEqual([]);
    // Nothing was created: the email is still free.
    expect((await new Client(stack.url).post('/api/auth/signup', { email, password: 'longenough', name: 'A' })).status).toBe(201);
  });

  it.each([
    {
      name: 'a __proto__ key',
      raw: (email: string) => `{"email":"${email}","password":"longenough","name":"A","__proto__":{"roles":["admin"]}}`,
    },
    { name: 'an array', raw: (email: string) => `[{"email":"${email}","password":"longenough","name":"A"}]` },
    { name: 'null', raw: () => 'null' },
  ])('answers 400 for $name as the body', async ({ raw }) => {
    const email = uniqueEmail();
    const answer = await new Client(stack.url).post('/api/auth/signup', raw(email));
    expect(answer.status).toBe(400);
    expect(apiErrorSchema.parse(answer.json).error).toBeTruthy();
    expect(({} as Record<string, unknown>).roles).toBeUndefined();
    expect((await new Client(stack.url).post('/api/auth/login', { email, password: 'longenough' })).status).toBe(401);
  });
});

describe('login', () => {
  it('answers 200 with the user and a new token on every login', async () => {
    const { email, password, client: first } = await signUp(stack.url);
    const signupToken = first.sid;
    const a = new Client(stack.url);
    const loginA = await a.post('/api/auth/login', { email: email.toUpperCase(), password });
    expect(loginA.status).toBe(200);
    expect(authResponseSchema.parse(loginA.json).user.email).toBe(email);
    const b = new Client(stack.url);
    await b.post('/api/auth/login', { email, password });
    expect(new Set([signupToken, a.sid, b.sid]).size).toBe(3);
    expect((await a.get('/api/auth/me')).status).toBe(200);
    expect((await b.get('/api/auth/me')).status).toBe(200);
  });

  it('rotates the session: logging in again replaces the token the browser held', async () => {
    const { client, email, password } = await signUp(stack.url);
    const old = client.sid;
    const relogin = await client.post('/api/auth/login', { email, password });
    expect(relogin.status).toBe(200);
    expect(client.sid).not.toBe(old);
    const withOld = await send(stack.url, '/api/auth/me', { headers: { cookie: `sid=${old}` } });
    expect(withOld.status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('answers the same 401 for an unknown email and a wrong password', async () => {
    const { email } = await signUp(stack.url);
    const wrong = await new Client(stack.url).post('/api/auth/login', { email, password: 'wrong password' });
    const unknown = await new Client(stack.url).post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'wrong password' });
    for (const answer of [wrong, unknown]) {
      expect(answer.status).toBe(401);
      expect(answer.json.error).toBe('Invalid email or password');
      expect(answer.setCookies).toEqual([]);
    }
  });

  it('throttles an account after 5 failures with Retry-After, even for the right password', async () => {
    const { email, password } = await signUp(stack.url);
    const client = new Client(stack.url, { 'x-forwarded-for': '10.0.0.1' });
    for (let i = 0; i < 5; i++) expect((await client.post('/api/auth/login', { email, password: `wrong-${i}` })).status).toBe(401);
    const locked = await client.post('/api/auth/login', { email, password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(locked.json.error).toMatch(/Too many failed logins/);
    expect(locked.setCookies).toEqual([]);
    // Another account from another network is not affected.
    const other = await signUp(stack.url);
    const fine = await new Client(stack.url, { 'x-forwarded-for': '10.0.0.2' }).post('/api/auth/login', {
      email: other.email,
      password: other.password,
    });
    expect(fine.status).toBe(200);
  });

  it('throttles a network once 20 accounts failed from it, except for known devices', async () => {
    const { email, password, client: owner } = await signUp(stack.url);
    const client = new Client(stack.url, { 'x-forwarded-for': '10.9.9.9' });
    for (let i = 0; i < 20; i++) {
      expect((await client.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'guess' })).status).toBe(401);
    }
    const blocked = await client.post('/api/auth/login', { email, password });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const elsewhere = await new Client(stack.url, { 'x-forwarded-for': '10.9.9.10' }).post('/api/auth/login', { email, password });
    expect(elsewhere.status).toBe(200);
    // The owner's own browser (it signed up) is a known device: it signs in from that network too.
    const ownDevice = new Client(stack.url, { 'x-forwarded-for': '10.9.9.9' });
    ownDevice.device = owner.device;
    expect((await ownDevice.post('/api/auth/login', { email, password })).status).toBe(200);
  });
});

describe('guest', () => {
  it('answers 201 with a guest user and a session', async () => {
    const client = new Client(stack.url);
    const answer = await client.post('/api/auth/guest');
    expect(answer.status).toBe(201);
    const { user } = authResponseSchema.parse(answer.json);
    expect(user).toMatchObject({ roles: ['guest'], isGuest: true, email: null, sweatCoins: '0.00' });
    expect(client.sid).toBeDefined();
    expect((await client.get('/api/auth/me')).json).toEqual(user);
  });

  it('refuses a body', async () => {
    expect((await new Client(stack.url).post('/api/auth/guest', { roles: ['admin'] })).status).toBe(400);
  });
});

describe('me and logout', () => {
  it('answers 401 without a session, with a malformed one and with an unknown one', async () => {
    for (const cookie of [undefined, 'sid=nonsense', `sid=${'A'.repeat(43)}`]) {
      const answer = await send(stack.url, '/api/auth/me', { headers: { cookie } });
      expect(answer.status).toBe(401);
      expect(apiErrorSchema.parse(answer.json).code).toBe('unauthorized');
    }
  });

  it('deletes the session server-side and clears the cookie', async () => {
    const { client } = await signUp(stack.url);
    const token = client.sid;
    // Used just before: the process that ends a session refuses it at once, however recently it read it.
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const out = await client.post('/api/auth/logout');
    expect(out.status).toBe(204);
    expect(out.text).toBe('');
    expect(out.setCookies[0]).toMatch(/^sid=;.*Max-Age=0/);
    expect(out.setCookies[1]).toMatch(new RegExp(`^${SESSION_HINT_COOKIE}=;.*Max-Age=0`));
    // Even a client that kept the old token is signed out.
    expect((await send(stack.url, '/api/auth/me', { headers: { cookie: `sid=${token}` } })).status).toBe(401);
  });

  it('refuses a session ended by another process once SESSION_CACHE_MS has passed', async () => {
    // Imported once the stack is up: the store's client reads DynamoDB Local's address when loaded.
    const { documentClient, TABLE } = await import('../src/dynamo/client');
    const { SESSION_CACHE_MS } = await import('../src/sessions/store');
    const { hashToken } = await import('../src/sessions/sessions');
    const { keys } = await import('../src/keys/keys');
    const { client } = await signUp(stack.url);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    // Another process (another Lambda container) deletes the session: this one does not hear of it.
    await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: keys.session(hashToken(client.sid!)) }));
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS));
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.post('/api/heartbeat', { userId: 'any' })).status).toBe(401);
  });
});

describe('generic answers', () => {
  it('lets a browser keep a GET answer only revalidated, and nothing else at all', async () => {
    const { client } = await signUp(stack.url);
    expect((await client.get('/api/auth/me')).headers['cache-control']).toBe('private, no-cache');
    expect((await send(stack.url, '/api/auth/me')).headers['cache-control']).toBe('no-store');
    expect((await client.post('/api/heartbeat', { userId: 'someone-else' })).headers['cache-control']).toBe('no-store');
    expect((await new Client(stack.url).post('/api/auth/guest')).headers['cache-control']).toBe('no-store');
  });

  it('answers 404 for an unknown path and 405 with Allow for a wrong method, as JSON', async () => {
    const missing = await send(stack.url, '/api/nothing-here');
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(missing.json).code).toBe('not_found');
    const wrongMethod = await send(stack.url, '/api/auth/me', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.allow).toBe('GET');
    expect(apiErrorSchema.parse(wrongMethod.json).code).toBe('method_not_allowed');
  });

  it('answers 400 for malformed JSON and 413 for a body over 64 KiB', async () => {
    const malformed = await send(stack.url, '/api/auth/login', { body: '{"email": "a@b.co", ' });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error).toMatch(/Malformed JSON/);
    const huge = await send(stack.url, '/api/auth/login', { body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(70_000) }) });
    expect(huge.status).toBe(413);
    expect(apiErrorSchema.parse(huge.json).code).toBe('payload_too_large');
  });
});
