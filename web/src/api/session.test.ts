import { EARLY_SESSION_GLOBAL, SESSION_HINT_COOKIE, STORAGE_KEYS } from '@fitchoice/shared';
import type { User } from '@fitchoice/shared/api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecord, readRecordNow, writeRecord } from '../db/local-records';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { startHttpServer, type TestHttpServer } from '../test/http-server';
import { clearStoredUsers, fetchSession, SESSION_ENDED_EVENT, SESSION_PATH } from './session';

/** The first screen's paint, which the stored copy waits for: painted at once unless a test holds it. */
let painted: Promise<void> = Promise.resolve();
vi.mock('../startup/first-screen', () => ({ firstScreenPainted: () => painted }));
/** The page going idle after its start, which an unchanged user's copy waits for. */
let idle: Promise<void> = Promise.resolve();
vi.mock('../startup/page-idle', () => ({ pageIdle: () => idle }));

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
let asked = 0;
const hinted = () => document.cookie.includes(`${SESSION_HINT_COOKIE}=1`);
/** The server's readable hint that a session cookie was set, as the browser holds it or not. */
function setHint(present: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie.
  document.cookie = present ? `${SESSION_HINT_COOKIE}=1; Path=/` : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`;
}

function pointPageAt(url: string) {
  // The session path is relative, as in the app: the page's origin is the test server.
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url);
}

beforeAll(async () => {
  server = await startHttpServer();
  server.on(SESSION_PATH, (_req, res) => {
    asked += 1;
    res.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer.body));
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  localStorage.clear();
  await openTestDatabase();
  pointPageAt(server.url);
  setHint(true); // most tests are about a browser with a session
  asked = 0;
  painted = Promise.resolve();
  idle = Promise.resolve();
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

  it('stores the copy only once the first screen has painted (writing it loads the database)', async () => {
    let paint: () => void = () => undefined;
    painted = new Promise<void>((resolve) => {
      paint = resolve;
    });
    answer = { status: 200, body: member };
    expect(await fetchSession()).toEqual(member);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(await readRecord('authUser')).toBeUndefined();
    paint();
    await vi.waitFor(async () => expect(await readRecord('authUser')).toEqual(member));
  });

  it('stores the user its mirror already holds only once the page is idle, repairing a lost database copy', async () => {
    // The usual start: the answer is the member of the last visit. Here the database lost its copy
    // (the mirror in localStorage kept it): the write waits for the idle page, then restores it.
    let goIdle: () => void = () => undefined;
    idle = new Promise<void>((resolve) => {
      goIdle = resolve;
    });
    localStorage.setItem('authUser', JSON.stringify(member));
    answer = { status: 200, body: member };
    expect(await fetchSession()).toEqual(member);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await readRecord('authUser')).toBeUndefined();
    goIdle();
    await vi.waitFor(async () => expect(await readRecord('authUser')).toEqual(member));
  });

  it('stores a changed user at the first paint, not at idle', async () => {
    idle = new Promise<void>(() => undefined); // never idle
    localStorage.setItem('authUser', JSON.stringify(member));
    answer = { status: 200, body: { ...member, xp: 140 } };
    expect(await fetchSession()).toEqual({ ...member, xp: 140 });
    await vi.waitFor(async () => expect(await readRecord('authUser')).toEqual({ ...member, xp: 140 }));
    expect(JSON.parse(localStorage.getItem('authUser') ?? 'null')).toEqual({ ...member, xp: 140 });
  });

  it('does not store the user of an answer read before a logout cleared the stored users', async () => {
    // The member taps Log out while the session answer waits for the first paint to be stored: the
    // logout is the later word, and the next start must not find the member signed in.
    let paint: () => void = () => undefined;
    painted = new Promise<void>((resolve) => {
      paint = resolve;
    });
    answer = { status: 200, body: member };
    expect(await fetchSession()).toEqual(member);
    await clearStoredUsers();
    paint();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem('authUser')).toBeNull();
    expect(await readRecord('authUser')).toBeUndefined();
    // A later answer is stored again.
    expect(await fetchSession()).toEqual(member);
    await vi.waitFor(async () => expect(await readRecord('authUser')).toEqual(member));
  });

  it.each([
    { case: 'logged out (the server not told yet)', elsewhere: { [STORAGE_KEYS.logoutPending]: 'true' } },
    { case: 'logged out and told the server', elsewhere: {} },
    { case: 'signed someone else in', elsewhere: { [STORAGE_KEYS.authUser]: JSON.stringify({ ...member, id: 'u-2', name: 'Bo' }) } },
  ])('does not store the user of an answer read before another tab $case', async ({ elsewhere }) => {
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(member));
    let paint: () => void = () => undefined;
    painted = new Promise<void>((resolve) => {
      paint = resolve;
    });
    answer = { status: 200, body: { ...member, xp: 150 } };
    expect(await fetchSession()).toEqual({ ...member, xp: 150 });
    // The other tab writes the mirrors this page shares (clearStoredUsers here counts only this page's own clearings).
    localStorage.removeItem(STORAGE_KEYS.authUser);
    for (const [key, value] of Object.entries(elsewhere)) localStorage.setItem(key, value);
    paint();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readRecordNow('authUser')?.xp).not.toBe(150);
    expect((await readRecord('authUser'))?.xp).not.toBe(150);
  });

  it('takes the session check index.html started with the page, once', async () => {
    answer = { status: 200, body: member };
    const holder = globalThis as { [EARLY_SESSION_GLOBAL]?: Promise<Response> };
    holder[EARLY_SESSION_GLOBAL] = fetch(`${server.url}${SESSION_PATH}`, { credentials: 'include' });
    await vi.waitFor(() => expect(asked).toBe(1));
    expect(await fetchSession()).toEqual(member);
    expect(asked).toBe(1); // its answer, not a second request
    expect(holder[EARLY_SESSION_GLOBAL]).toBeUndefined();
    answer = { status: 200, body: { ...member, xp: 130 } };
    expect(await fetchSession()).toEqual({ ...member, xp: 130 });
    expect(asked).toBe(2);
    await vi.waitFor(async () => expect(await readRecord('authUser')).toEqual({ ...member, xp: 130 }));
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

  it('answers null on 401, forgets the stored users and the hint, and does not ask again', async () => {
    await writeRecord('authUser', member);
    answer = { status: 401, body: { error: 'Not signed in' } };
    expect(await fetchSession()).toBeNull();
    expect(hinted()).toBe(false);
    expect(await fetchSession()).toBeNull();
    expect(asked).toBe(1);
    await vi.waitFor(async () => expect(await readRecord('authUser')).toBeUndefined());
  });

  it.each([
    { case: 'a stored member', stored: true, told: 1 },
    { case: 'only the hint cookie', stored: false, told: 0 },
  ])('on 401 with $case, tells the app a session this device held has ended $told time(s)', async ({ stored, told }) => {
    if (stored) await writeRecord('authUser', member);
    const ended = vi.fn();
    addEventListener(SESSION_ENDED_EVENT, ended);
    answer = { status: 401, body: { error: 'Not signed in' } };
    expect(await fetchSession()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    removeEventListener(SESSION_ENDED_EVENT, ended);
    expect(ended).toHaveBeenCalledTimes(told);
  });

  it('forgets the users a page closed during its logout kept, and says no session ended', async () => {
    await writeRecord('authUser', member);
    localStorage.setItem(STORAGE_KEYS.logoutPending, 'true');
    const ended = vi.fn();
    addEventListener(SESSION_ENDED_EVENT, ended);
    expect(await fetchSession()).toBeNull();
    expect(readRecordNow('authUser')).toBeUndefined();
    await vi.waitFor(async () => expect(await readRecord('authUser')).toBeUndefined());
    // The server's session ended meanwhile (the logout reached it): the next check asks nothing.
    expect(await fetchSession()).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 10));
    removeEventListener(SESSION_ENDED_EVENT, ended);
    expect(ended).not.toHaveBeenCalled();
  });

  it("does not ask a visitor's browser, which has no session hint and no stored user", async () => {
    setHint(false);
    answer = { status: 200, body: member };
    expect(await fetchSession()).toBeNull();
    expect(asked).toBe(0);
  });

  it('asks when a user is stored though the hint is missing (a session set before the hint existed)', async () => {
    setHint(false);
    await writeRecord('authUser', member);
    answer = { status: 200, body: { ...member, xp: 130 } };
    expect(await fetchSession()).toEqual({ ...member, xp: 130 });
    expect(asked).toBe(1);
    await vi.waitFor(async () => expect(await readRecord('authUser')).toEqual({ ...member, xp: 130 }));
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
