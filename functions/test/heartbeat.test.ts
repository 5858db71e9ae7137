// Heartbeat rules, CSRF refusals and Idempotency-Key, over real HTTP on DynamoDB Local.
import { randomBytes, randomUUID } from 'node:crypto';
import { apiErrorSchema } from '@fitchoice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { Client, send, signUp, startTestStack, uniqueEmail } from './helpers';
import { admin } from './panel-helpers';
import { SocketClient } from './social-helpers';

let stack: LocalStack;
// The store is used directly to see what a heartbeat recorded (no member's endpoint shows last-seen)
// and to set up states a test cannot reach over HTTP. Imported after the stack starts: the store's
// client reads DYNAMODB_ENDPOINT when it loads.
let lastSeenOf: typeof import('../src/users/store').lastSeenOf;
let recordHeartbeat: typeof import('../src/heartbeat/record').recordHeartbeat;
let hashToken: typeof import('../src/sessions/sessions').hashToken;
let requestHashOf: typeof import('../src/http/idempotency').requestHashOf;
let claimKey: typeof import('../src/http/idempotency-store').claimKey;
let putSession: typeof import('../src/sessions/store').putSession;

beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
  ({ lastSeenOf } = await import('../src/users/store'));
  ({ recordHeartbeat } = await import('../src/heartbeat/record'));
  ({ claimKey } = await import('../src/http/idempotency-store'));
  ({ putSession } = await import('../src/sessions/store'));
  ({ hashToken } = await import('../src/sessions/sessions'));
  ({ requestHashOf } = await import('../src/http/idempotency'));
});
afterAll(async () => {
  await stack?.stop();
});

const minutes = (n: number) => n * 60_000;
/** A support ticket of the member's, opened in the store (the form is throttled per network): its id. */
const openTicket = async (userId: string) => {
  const { createTicket } = await import('../src/support/store');
  const ticket = await createTicket(
    { userId, name: 'Ana', email: uniqueEmail(), topic: 'other', subject: 'A question', message: 'A question about my visits' },
    new Date(),
  );
  return ticket.id;
};
const repliesOf = (ticketId: string) => `/api/support/tickets/${ticketId}/replies`;
/** The member's replies on their tickets, oldest first: a reply is not idempotent by itself, so the Idempotency-Key keeps it once. */
const repliesTo = async (client: Client) =>
  ((await client.get('/api/support/tickets')).json.tickets as { replies: { message: string }[] }[]).flatMap((ticket) =>
    ticket.replies.map((reply) => reply.message),
  );
/** The Idempotency-Key's stored record, if any. */
const idempotencyRecord = async (userId: string, key: string) => {
  const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
  const { documentClient, TABLE } = await import('../src/dynamo/client');
  const { keys } = await import('../src/keys/keys');
  return (await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.idempotency(userId, key), ConsistentRead: true }))).Item;
};
/** The member's stored last-seen time, if any. */
const lastSeen = async (userId: string) => (await lastSeenOf([{ id: userId }])).get(userId);

describe('heartbeat', () => {
  it('records last-seen for the signed-in member and answers 204', async () => {
    const { client, userId } = await signUp(stack.url);
    const before = Date.now();
    const answer = await client.post('/api/heartbeat', { userId });
    expect(answer.status).toBe(204);
    expect(answer.text).toBe('');
    const seen = Date.parse((await lastSeen(userId))!);
    expect(seen).toBeGreaterThanOrEqual(before - 1000);
    expect(seen).toBeLessThanOrEqual(Date.now());
  });

  it('clamps a replayed time: never in the future, never earlier than the last', async () => {
    const { client, userId } = await signUp(stack.url);
    const tenMinutesAgo = new Date(Date.now() - minutes(10)).toISOString();
    expect((await client.post('/api/heartbeat', { userId, at: tenMinutesAgo })).status).toBe(204);
    expect(await lastSeen(userId)).toBe(tenMinutesAgo);

    const older = new Date(Date.now() - minutes(30)).toISOString();
    expect((await client.post('/api/heartbeat', { userId, at: older })).status).toBe(204);
    expect(await lastSeen(userId)).toBe(tenMinutesAgo);

    const future = new Date(Date.now() + minutes(60)).toISOString();
    expect((await client.post('/api/heartbeat', { userId, at: future })).status).toBe(204);
    const clamped = Date.parse((await lastSeen(userId))!);
    expect(clamped).toBeLessThanOrEqual(Date.now());
    expect(clamped).toBeGreaterThan(Date.parse(tenMinutesAgo));
  });

  it('writes last-seen at most every 5 minutes, but always on the first heartbeat of a new day', async () => {
    const { SEEN_PRECISION_MS } = await import('../src/sessions/store');
    const { client, userId } = await signUp(stack.url);
    const beat = async (at: number) =>
      expect((await client.post('/api/heartbeat', { userId, at: new Date(at).toISOString() })).status).toBe(204);
    // Yesterday, 2 minutes before midnight UTC.
    const lateYesterday = Date.now() - (Date.now() % 86_400_000) - 120_000;
    await beat(lateYesterday - 2 * SEEN_PRECISION_MS);
    const written = new Date(lateYesterday - 2 * SEEN_PRECISION_MS).toISOString();
    await beat(lateYesterday - 2 * SEEN_PRECISION_MS + 120_000);
    await beat(lateYesterday - SEEN_PRECISION_MS - 1000);
    expect(await lastSeen(userId)).toBe(written);
    await beat(lateYesterday - SEEN_PRECISION_MS);
    expect(await lastSeen(userId)).toBe(new Date(lateYesterday - SEEN_PRECISION_MS).toISOString());
    // Five minutes later, then 2 minutes after that: today, which a heartbeat must count the member active on.
    await beat(lateYesterday);
    const today = lateYesterday + 120_000;
    await beat(today);
    expect(await lastSeen(userId)).toBe(new Date(today).toISOString());
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient, TABLE } = await import('../src/dynamo/client');
    const { aggregateKeys } = await import('../src/keys/aggregate-keys');
    const day = new Date(today).toISOString().slice(0, 10);
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: aggregateKeys.active(userId, 'D', day) }));
    expect(Item?.at).toBe(new Date(today).toISOString());
  });

  it('accepts a time with an offset and stores it in UTC', async () => {
    const { client, userId } = await signUp(stack.url);
    const at = new Date(Date.now() - minutes(5));
    const withOffset = `${new Date(at.getTime() + minutes(120)).toISOString().slice(0, 19)}+02:00`;
    expect((await client.post('/api/heartbeat', { userId, at: withOffset })).status).toBe(204);
    expect(Date.parse((await lastSeen(userId))!)).toBe(Math.floor(at.getTime() / 1000) * 1000);
  });

  it("shows the admin the member's last-seen time, and the export has it", async () => {
    const { client, userId, email } = await signUp(stack.url);
    const at = new Date(Date.now() - minutes(3)).toISOString();
    expect((await client.post('/api/heartbeat', { userId, at })).status).toBe(204);
    const boss = await admin(stack.url);
    expect((await boss.get(`/api/admin/users/${userId}`)).json.user.lastSeenAt).toBe(at);
    const listed = (await boss.get(`/api/admin/users?q=${encodeURIComponent(email)}`)).json.users;
    expect(listed.map((user: { id: string; lastSeenAt: string | null }) => [user.id, user.lastSeenAt])).toEqual([[userId, at]]);
    expect((await client.get('/api/account/export')).json.data.profile.lastSeenAt).toBe(at);
  });

  it('shows a time the profile held before last-seen had its own item, until the next heartbeat', async () => {
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient, TABLE } = await import('../src/dynamo/client');
    const { keys } = await import('../src/keys/keys');
    const { client, userId } = await signUp(stack.url);
    const before = new Date(Date.now() - minutes(60 * 24)).toISOString();
    await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.user(userId),
        UpdateExpression: 'SET lastSeenAt = :at',
        ExpressionAttributeValues: { ':at': before },
      }),
    );
    const boss = await admin(stack.url);
    expect((await boss.get(`/api/admin/users/${userId}`)).json.user.lastSeenAt).toBe(before);
    const now = new Date(Date.now() - minutes(1)).toISOString();
    expect((await client.post('/api/heartbeat', { userId, at: now })).status).toBe(204);
    expect((await boss.get(`/api/admin/users/${userId}`)).json.user.lastSeenAt).toBe(now);
  });

  it('leaves no last-seen behind when a heartbeat races the account’s deletion', async () => {
    const { client, userId, password } = await signUp(stack.url);
    expect((await client.post('/api/heartbeat', { userId })).status).toBe(204);
    expect((await client.post('/api/account/delete', { password })).status).toBe(200);
    expect(await lastSeen(userId)).toBeUndefined();
    // A heartbeat whose session was checked just before the deletion records after it.
    await recordHeartbeat(userId, new Date().toISOString());
    expect(await lastSeen(userId)).toBeUndefined();
  });

  it('answers 401 without a session', async () => {
    const answer = await send(stack.url, '/api/heartbeat', { body: { userId: 'someone' } });
    expect(answer.status).toBe(401);
  });

  it('answers 403 for another user id, and for a guest', async () => {
    const { client } = await signUp(stack.url);
    const other = await signUp(stack.url, 'Bo');
    const forOther = await client.post('/api/heartbeat', { userId: other.userId });
    expect(forOther.status).toBe(403);
    expect(await lastSeen(other.userId)).toBeUndefined();

    const guest = new Client(stack.url);
    const { json } = await guest.post('/api/auth/guest');
    const asGuest = await guest.post('/api/heartbeat', { userId: json.user.id });
    expect(asGuest.status).toBe(403);
    expect(apiErrorSchema.parse(asGuest.json).code).toBe('forbidden');
  });

  it.each([
    { name: 'missing userId', body: {}, field: 'userId' },
    { name: 'a non-ISO time', body: { at: 'yesterday' }, field: 'at' },
    { name: 'a numeric time', body: { at: 1763776800000 }, field: 'at' },
    { name: 'an unknown field', body: { lastSeenAt: 'x' }, field: 'lastSeenAt' },
  ])('answers 400 naming the field for $name', async ({ body, field }) => {
    const { client, userId } = await signUp(stack.url);
    const answer = await client.post('/api/heartbeat', { userId, ...body, ...(field === 'userId' ? { userId: undefined } : {}) });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
    expect(await lastSeen(userId)).toBeUndefined();
  });
});

describe('heartbeat on the real-time socket', () => {
  /** Waits until the stored last-seen passes `after` (the socket's heartbeat has no answer). */
  const lastSeenAfter = async (userId: string, after: number) => {
    for (let tries = 0; tries < 100; tries++) {
      const seen = await lastSeen(userId);
      if (seen && Date.parse(seen) >= after) return Date.parse(seen);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the socket heartbeat was not recorded');
  };

  it("records last-seen at the server's time, as POST /api/heartbeat does", async () => {
    const { client, userId, email } = await signUp(stack.url);
    const socket = await SocketClient.open(stack.url, { client, userId, email, name: 'Ana' });
    try {
      const before = Date.now();
      socket.send({ action: 'heartbeat' });
      const seen = await lastSeenAfter(userId, before - 1000);
      expect(seen).toBeLessThanOrEqual(Date.now());
      // One message, no answer: the socket's heartbeat costs no message back.
      expect(socket.events).toEqual([]);
    } finally {
      await socket.close();
    }
  });

  it('refuses a client time (the socket is live, never a replay)', async () => {
    const { client, userId, email } = await signUp(stack.url);
    const socket = await SocketClient.open(stack.url, { client, userId, email, name: 'Ana' });
    try {
      socket.send({ action: 'heartbeat', at: new Date(Date.now() - minutes(10)).toISOString() });
      await socket.waitFor((event) => event.type === 'error');
      expect(await lastSeen(userId)).toBeUndefined();
    } finally {
      await socket.close();
    }
  });

  it('records nothing once the session has ended: the socket is closed instead', async () => {
    const { client, userId, email } = await signUp(stack.url);
    const socket = await SocketClient.open(stack.url, { client, userId, email, name: 'Ana' });
    expect((await client.post('/api/auth/logout')).status).toBeLessThan(300);
    socket.send({ action: 'heartbeat' });
    await socket.closed;
    expect(await lastSeen(userId)).toBeUndefined();
  });
});

describe('sessions', () => {
  it('refuses an expired session before DynamoDB has deleted it', async () => {
    const { userId } = await signUp(stack.url);
    const now = Math.floor(Date.now() / 1000);
    const expired = randomBytes(32).toString('base64url');
    const valid = randomBytes(32).toString('base64url');
    const createdAt = new Date().toISOString();
    const device = { device: 'Test', place: null };
    await putSession(hashToken(expired), { userId, isGuest: false, sessionId: randomUUID(), createdAt, expiresAt: now - 1 }, device);
    await putSession(hashToken(valid), { userId, isGuest: false, sessionId: randomUUID(), createdAt, expiresAt: now + 3600 }, device);
    expect((await send(stack.url, '/api/auth/me', { headers: { cookie: `sid=${expired}` } })).status).toBe(401);
    expect((await send(stack.url, '/api/auth/me', { headers: { cookie: `sid=${valid}` } })).status).toBe(200);
  });
});

describe('CSRF', () => {
  it('refuses a cookie-authenticated POST without an Origin, or from another origin', async () => {
    const { client, userId } = await signUp(stack.url);
    for (const origin of [undefined, 'https://evil.example', 'http://localhost:1']) {
      const answer = await client.post('/api/heartbeat', { userId }, { headers: { origin } });
      expect(answer.status).toBe(403);
      expect(answer.json.error).toMatch(/Origin/);
    }
    expect(await lastSeen(userId)).toBeUndefined();
  });

  it('accepts both local spellings of the app origin', async () => {
    const { client, userId } = await signUp(stack.url);
    const port = new URL(stack.url).port;
    for (const origin of [`http://localhost:${port}`, `http://127.0.0.1:${port}`]) {
      expect((await client.post('/api/heartbeat', { userId }, { headers: { origin } })).status).toBe(204);
    }
  });

  it('refuses a body that is not JSON (what an HTML form can send)', async () => {
    const { client, userId } = await signUp(stack.url);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', undefined]) {
      const answer = await client.post('/api/heartbeat', JSON.stringify({ userId }), { headers: { 'content-type': type } });
      expect(answer.status).toBe(403);
      expect(answer.json.error).toMatch(/application\/json/);
    }
  });

  it('refuses a cross-site login but lets a non-browser client (no Origin) sign in', async () => {
    const { email, password } = await signUp(stack.url);
    const crossSite = await send(stack.url, '/api/auth/login', { body: { email, password }, headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
    expect(crossSite.setCookies).toEqual([]);
    const script = await send(stack.url, '/api/auth/login', { body: { email, password }, headers: { origin: undefined } });
    expect(script.status).toBe(200);
  });

  it('refuses a cookie-authenticated logout from another origin, keeping the session', async () => {
    const { client } = await signUp(stack.url);
    expect((await client.post('/api/auth/logout', undefined, { headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });
});

describe('Idempotency-Key', () => {
  it('never replays an answer that opens a session: each caller with the key gets a guest of its own', async () => {
    const key = randomUUID();
    const first = new Client(stack.url);
    const a = await first.post('/api/auth/guest', undefined, { idempotencyKey: key });
    // Another caller, and the same caller again: neither is handed the first guest's session.
    const second = new Client(stack.url);
    const b = await second.post('/api/auth/guest', undefined, { idempotencyKey: key });
    const again = await first.post('/api/auth/guest', undefined, { idempotencyKey: key });
    expect([a.status, b.status, again.status]).toEqual([201, 201, 201]);
    expect(new Set([a.json.user.id, b.json.user.id, again.json.user.id]).size).toBe(3);
    expect((await second.get('/api/auth/me')).json.id).toBe(b.json.user.id);
  });

  it('runs a repeated sign-up again: only the password proves who may have its session', async () => {
    const key = randomUUID();
    const body = { email: uniqueEmail(), password: 'correct horse', name: 'Ana' };
    const a = await new Client(stack.url).post('/api/auth/signup', body, { idempotencyKey: key });
    const b = await new Client(stack.url).post('/api/auth/signup', body, { idempotencyKey: key });
    const wrong = await new Client(stack.url).post(
      '/api/auth/signup',
      { ...body, password: 'another horse' },
      { idempotencyKey: randomUUID() },
    );
    expect([a.status, b.status, wrong.status]).toEqual([201, 200, 409]);
    expect(b.json.user.id).toBe(a.json.user.id);
    expect(wrong.setCookies).toEqual([]);
  });

  it('keeps anonymous keys per network: a caller elsewhere with the same key is another caller', async () => {
    const key = randomUUID();
    const here = new Client(stack.url, { 'x-forwarded-for': '192.0.2.10' });
    expect((await here.post('/api/auth/logout', undefined, { idempotencyKey: key })).status).toBe(204);
    // The same network: the key is bound to the logout, so another request with it is refused.
    const sameNetwork = new Client(stack.url, { 'x-forwarded-for': '192.0.2.10' });
    expect((await sameNetwork.post('/api/auth/guest', undefined, { idempotencyKey: key })).status).toBe(422);
    // Another network does not share it.
    const elsewhere = new Client(stack.url, { 'x-forwarded-for': '198.51.100.10' });
    expect((await elsewhere.post('/api/auth/guest', undefined, { idempotencyKey: key })).status).toBe(201);
  });

  it('answers 422 for the same key with a different body, changing nothing', async () => {
    const { client, userId } = await signUp(stack.url);
    const ticket = await openTicket(userId);
    const key = randomUUID();
    expect((await client.post(repliesOf(ticket), { message: 'first' }, { idempotencyKey: key })).status).toBe(201);
    const reuse = await client.post(repliesOf(ticket), { message: 'second' }, { idempotencyKey: key });
    expect(reuse.status).toBe(422);
    expect(apiErrorSchema.parse(reuse.json).code).toBe('unprocessable');
    expect(await repliesTo(client)).toEqual(['first']);
  });

  it('answers 422 for the same key and body sent to another ticket, which gets no reply', async () => {
    const { client, userId } = await signUp(stack.url);
    const [first, second] = [await openTicket(userId), await openTicket(userId)];
    const key = randomUUID();
    expect((await client.post(repliesOf(first), { message: 'same' }, { idempotencyKey: key })).status).toBe(201);
    const elsewhere = await client.post(repliesOf(second), { message: 'same' }, { idempotencyKey: key });
    expect(elsewhere.status).toBe(422);
    expect(apiErrorSchema.parse(elsewhere.json).code).toBe('unprocessable');
    expect(await repliesTo(client)).toEqual(['same']);
  });

  it('applies 20 concurrent requests with one key once, and answers them all alike', async () => {
    const { client, userId } = await signUp(stack.url);
    const ticket = await openTicket(userId);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post(repliesOf(ticket), { message: 'once' }, { idempotencyKey: key })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await repliesTo(client)).toEqual(['once']);
  });

  it('stores a refusal too: the replay of a 404 is that 404, and the key stays bound to its request', async () => {
    const { client, userId } = await signUp(stack.url);
    const other = await signUp(stack.url, 'Bo');
    const othersTicket = await openTicket(other.userId);
    const mine = await openTicket(userId);
    const key = randomUUID();
    expect((await client.post(repliesOf(othersTicket), { message: 'hi' }, { idempotencyKey: key })).status).toBe(404);
    expect((await client.post(repliesOf(othersTicket), { message: 'hi' }, { idempotencyKey: key })).status).toBe(404);
    expect((await client.post(repliesOf(mine), { message: 'hello' }, { idempotencyKey: key })).status).toBe(422);
  });

  it('keeps keys per user: one user cannot replay another user’s answer', async () => {
    const key = randomUUID();
    const ana = await signUp(stack.url);
    const bo = await signUp(stack.url, 'Bo');
    const [anasTicket, bosTicket] = await Promise.all([openTicket(ana.userId), openTicket(bo.userId)]);
    expect((await ana.client.post(repliesOf(anasTicket), { message: 'hi' }, { idempotencyKey: key })).status).toBe(201);
    expect((await bo.client.post(repliesOf(bosTicket), { message: 'hi' }, { idempotencyKey: key })).status).toBe(201);
    expect(await repliesTo(bo.client)).toEqual(['hi']);
  });

  it('makes a duplicate wait for a key still being processed, then answers a retryable 409', async () => {
    const { client, userId } = await signUp(stack.url);
    const ticket = await openTicket(userId);
    const key = randomUUID();
    const body = JSON.stringify({ message: 'hi' });
    // As if another request with this key had just claimed it and was still running.
    await claimKey({
      scope: userId,
      key,
      requestHash: requestHashOf('POST /api/support/tickets/{id}/replies', { id: ticket }, body),
      now: Date.now(),
      leaseMs: 60_000,
      ttlMs: 60_000,
    });
    const answer = await client.post(repliesOf(ticket), body, { idempotencyKey: key });
    expect(answer.status).toBe(409);
    expect(answer.json.code).toBe('idempotency_in_progress');
    expect(answer.headers['retry-after']).toBe('1');
    expect(await repliesTo(client)).toEqual([]);
  });

  it('lets a retry take over a key whose first attempt was abandoned', async () => {
    const { client, userId } = await signUp(stack.url);
    const ticket = await openTicket(userId);
    const key = randomUUID();
    const body = JSON.stringify({ message: 'hi' });
    // As if a first attempt had claimed the key 40 s ago and crashed (its lease is 35 s).
    const longAgo = Date.now() - 40_000;
    await claimKey({
      scope: userId,
      key,
      requestHash: requestHashOf('POST /api/support/tickets/{id}/replies', { id: ticket }, body),
      now: longAgo,
      leaseMs: 35_000,
      ttlMs: 60_000,
    });
    const answer = await client.post(repliesOf(ticket), body, { idempotencyKey: key });
    expect(answer.status).toBe(201);
    expect(await repliesTo(client)).toEqual(['hi']);
  });

  it('records no key for a heartbeat, which its own conditions keep once: a repeat with another body is a heartbeat', async () => {
    const { client, userId } = await signUp(stack.url);
    const key = randomUUID();
    const at = new Date(Date.now() - minutes(10)).toISOString();
    expect((await client.post('/api/heartbeat', { userId, at }, { idempotencyKey: key })).status).toBe(204);
    // A replay changes nothing (last-seen only moves forward); a later one under the same key moves it on.
    expect((await client.post('/api/heartbeat', { userId, at }, { idempotencyKey: key })).status).toBe(204);
    expect(await lastSeen(userId)).toBe(at);
    const later = new Date(Date.now() - minutes(1)).toISOString();
    expect((await client.post('/api/heartbeat', { userId, at: later }, { idempotencyKey: key })).status).toBe(204);
    expect(await lastSeen(userId)).toBe(later);
    expect(await idempotencyRecord(userId, key)).toBeUndefined();
  });

  it('answers 400 for a malformed key', async () => {
    const { client, userId } = await signUp(stack.url);
    const answer = await client.post('/api/heartbeat', { userId }, { idempotencyKey: 'has spaces and ünicode' });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('Idempotency-Key');
    expect(await lastSeen(userId)).toBeUndefined();
  });
});
