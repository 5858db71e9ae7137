// The page's local database (real RxDB on fake-indexeddb) waits, once the page holds it, until
// something needs it: a tap or a key, a call the server does not answer, the browser going offline,
// a screen reading its local copy, a queued mutation; or until the page has settled. A signed-in
// page that no service worker serves (happy-dom has none) does not hold it past the first paint.
import { SESSION_HINT_COOKIE, STORAGE_KEYS } from '@fitchoice/shared';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMember } from '../test/member';

let counter = 0;
let close: () => Promise<void> = async () => undefined;
/** Stops the page's wait (its listeners and its LATEST_OPEN_MS timer), so none outlives its test. */
let stopWaiting: () => void = () => undefined;
const never = new Promise<void>(() => undefined);

const newName = () => `held${Date.now()}x${counter++}`;

/** A page's start: fresh modules (the hold is per page), the database `name` on fake-indexeddb. */
async function startPage(name = newName(), painted = never) {
  vi.resetModules();
  const database = await import('../db/database');
  database.configureDatabase({ name, storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) });
  close = database.closeDatabase;
  const { openDatabaseWhenNeeded } = await import('./local-database');
  stopWaiting = openDatabaseWhenNeeded(painted);
  return database;
}

/** An earlier visit, which nothing held: a member signed in on this device. */
async function signedInEarlier(name: string): Promise<void> {
  vi.resetModules();
  const database = await import('../db/database');
  database.configureDatabase({ name, storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) });
  const { setRecord } = await import('../db/records');
  await setRecord(STORAGE_KEYS.authUser, testMember());
  await database.closeDatabase();
}

/** Whether the promise settles within `ms` (a held database stays unopened however long it waits). */
async function opensWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  return Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))]);
}

afterEach(async () => {
  stopWaiting();
  vi.useRealTimers();
  // biome-ignore lint/suspicious/noDocumentCookie: the test's own session hint, removed again.
  document.cookie = `${SESSION_HINT_COOKIE}=; Max-Age=0`;
  await close();
});

// Opening RxDB can take seconds on a loaded machine: each test waits up to 10 s for it, so its own
// timeout is longer than that wait.
describe('openDatabaseWhenNeeded', { timeout: 30_000 }, () => {
  it('holds the database while nothing needs it, and opens it at the first tap', async () => {
    const { getDatabase } = await startPage();
    const db = getDatabase();
    expect(await opensWithin(db, 1000)).toBe(false);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(await opensWithin(db, 10_000)).toBe(true);
    expect((await db).collections.outbox).toBeDefined();
  });

  it('holds it on a signed-in page that no service worker serves only until the first paint', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a session the server set (its hint cookie), as after signing in.
    document.cookie = `${SESSION_HINT_COOKIE}=1`;
    let paint: () => void = () => undefined;
    const painted = new Promise<void>((resolve) => {
      paint = resolve;
    });
    const { getDatabase } = await startPage(newName(), painted);
    const db = getDatabase();
    expect(await opensWithin(db, 500)).toBe(false);
    paint();
    expect(await opensWithin(db, 10_000)).toBe(true);
  });

  it('opens it at a key press', async () => {
    const { getDatabase } = await startPage();
    const db = getDatabase();
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    expect(await opensWithin(db, 10_000)).toBe(true);
  });

  it('opens it when a call goes unanswered, so the screens can read their local copies', async () => {
    const { getDatabase } = await startPage();
    const { fetchReportingReachability } = await import('../pwa/connectivity');
    const db = getDatabase();
    expect(await opensWithin(db, 500)).toBe(false);
    await expect(fetchReportingReachability('http://127.0.0.1:9/api/config')).rejects.toThrow();
    expect(await opensWithin(db, 10_000)).toBe(true);
  });

  it('opens it when the browser goes offline', async () => {
    const { getDatabase } = await startPage();
    const db = getDatabase();
    window.dispatchEvent(new Event('offline'));
    expect(await opensWithin(db, 10_000)).toBe(true);
  });

  it('opens it when a screen asks for its local copy', async () => {
    const { getDatabase } = await startPage();
    const { withCollections } = await import('../db/feature-collections');
    const getNotes = withCollections('notes', {
      notes: {
        schema: {
          version: 0,
          primaryKey: 'id',
          type: 'object',
          properties: { id: { type: 'string', maxLength: 64 } },
          required: ['id'],
        },
      },
    });
    const db = getDatabase();
    expect(await opensWithin(db, 500)).toBe(false);
    expect(await opensWithin(getNotes(), 10_000)).toBe(true);
    expect(await opensWithin(db, 0)).toBe(true);
  });

  it('opens it when a mutation is queued, and the entry is stored', async () => {
    const name = newName();
    await signedInEarlier(name);
    const { getDatabase } = await startPage(name);
    const { enqueueCall } = await import('../api/enqueue-call');
    const routes = await import('@fitchoice/shared/api/routes');
    const entry = enqueueCall(routes.challengesJoin, { params: { id: 'challenge-1' } });
    expect(await opensWithin(entry, 10_000)).toBe(true);
    const stored = await (await getDatabase()).outbox.find().exec();
    expect(stored.map((doc) => doc.route)).toEqual(['challenges.join']);
  });
});

describe('signedInWithoutWorker', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('answers a page a service worker serves without reading the cookie (a sync call to the browser)', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: {} } });
    // biome-ignore lint/suspicious/noDocumentCookie: a session the server set (its hint cookie).
    document.cookie = `${SESSION_HINT_COOKIE}=1`;
    const cookie = vi.spyOn(document, 'cookie', 'get');
    const { signedInWithoutWorker } = await import('./local-database');
    expect(signedInWithoutWorker()).toBe(false);
    expect(cookie).not.toHaveBeenCalled();
  });

  it('answers a member stored on the device without the cookie, and reads it when nobody is stored', async () => {
    const { signedInWithoutWorker } = await import('./local-database');
    // biome-ignore lint/suspicious/noDocumentCookie: a session the server set (its hint cookie).
    document.cookie = `${SESSION_HINT_COOKIE}=1`;
    const cookie = vi.spyOn(document, 'cookie', 'get');
    expect(signedInWithoutWorker()).toBe(true);
    expect(cookie).toHaveBeenCalled();
    cookie.mockClear();
    localStorage.setItem(STORAGE_KEYS.authUser, JSON.stringify(testMember()));
    expect(signedInWithoutWorker()).toBe(true);
    expect(cookie).not.toHaveBeenCalled();
  });
});

describe('offlinePartsDue', () => {
  /** A fresh page whose first screen paints at once; whether offlinePartsDue answers within `ms`. */
  async function dueWithin(ms: number): Promise<boolean> {
    vi.resetModules();
    const { watchFirstScreen } = await import('../startup/first-screen');
    const { offlinePartsDue } = await import('./local-database');
    // A router that renders its first screen in the next task.
    const rendered = {
      subscribe: (_event: string, listener: () => void) => {
        setTimeout(listener, 0);
        return () => undefined;
      },
    };
    watchFirstScreen(rendered as unknown as Parameters<typeof watchFirstScreen>[0]);
    return opensWithin(offlinePartsDue(), ms);
  }

  it('is the first paint on a signed-in page that no service worker serves', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a session the server set (its hint cookie), as after signing in.
    document.cookie = `${SESSION_HINT_COOKIE}=1`;
    expect(await dueWithin(500)).toBe(true);
  });

  it("waits for the idle page on a visitor's page", async () => {
    expect(await dueWithin(500)).toBe(false);
  });
});
