import type { User } from '@fitchoice/shared/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecord, writeRecord } from '../db/local-records';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { startHttpServer, type TestHttpServer } from '../test/http-server';
import { fetchSession, SESSION_PATH } from './session';

const member: User = {
  id: 'u-1',
  email: 'ana@example.com',
  name: 'Ana',
  roles: ['member'],
  isGuest: false,
  xp: 120,
  sweatCoins: '12.50',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const guest: User = { ...member, id: 'g-1', email: null, name: 'Guest', roles: ['guest'], isGuest: true, xp: 0, sweatCoins: '0.00' };

let server: TestHttpServer;
let answer: { status: number; body: unknown };

function pointPageAt(url: string) {
  // The session path is relative, as in the app: the page's origin is the test server.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

beforeAll(async () => {
  server = await startHttpServer();
  server.on(SESSION_PATH, (_req, res) =>
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body)),
  );
});
afterAll(() => server.close());
beforeEach(async () => {
  localStorage.clear();
  await openTestDatabase();
  pointPageAt(server.url);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await closeDatabase();
});

describe('the session query', () => {
  it('answers the signed-in user and stores it as authUser', async () => {
    answer = { status: 200, body: member };
    expect(await fetchSession()).toEqual(member);
    await vi.waitFor(async () => expect(await readRecord('authUser')).toEqual(member));
  });

  it('stores a guest as guestUser and clears authUser', async () => {
    await writeRecord('authUser', member);
    answer = { status: 200, body: guest };
    expect(await fetchSession()).toEqual(guest);
    await vi.waitFor(async () => {
      expect(await readRecord('guestUser')).toEqual(guest);
      expect(await readRecord('authUser')).toBeUndefined();
    });
  });

  it('answers null on 401 and forgets the stored users', async () => {
    await writeRecord('authUser', member);
    answer = { status: 401, body: { error: 'Not signed in' } };
    expect(await fetchSession()).toBeNull();
    await vi.waitFor(async () => expect(await readRecord('authUser')).toBeUndefined());
  });

  it('keeps the stored user when the server answers 5xx (offline-first)', async () => {
    await writeRecord('authUser', member);
    answer = { status: 503, body: { error: 'Unavailable' } };
    expect(await fetchSession()).toEqual(member);
  });

  it('keeps the stored guest when nothing answers at all', async () => {
    await writeRecord('guestUser', guest);
    pointPageAt('http://127.0.0.1:9');
    expect(await fetchSession()).toEqual(guest);
  });

  it('answers null when nothing answers and nothing is stored', async () => {
    pointPageAt('http://127.0.0.1:9');
    expect(await fetchSession()).toBeNull();
  });

  it('refuses an answer that is not a user', async () => {
    answer = { status: 200, body: { id: 1 } };
    await expect(fetchSession()).rejects.toThrow('The session answer is not a user');
  });
});
