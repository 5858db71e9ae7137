// Where a heartbeat goes: on the member's open real-time socket, else into the outbox (POST /api/heartbeat).
import { STORAGE_KEYS } from '@fitchoice/shared';
import type { User } from '@fitchoice/shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FitChoiceDatabase } from '../db/database';
import { holdDatabase, openDatabaseNow } from '../db/database';
import { setRecord } from '../db/records';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { setLiveHeartbeat } from '../outbox/live-heartbeat';
import { sendHeartbeat } from './heartbeat';

// The first screen never paints in a unit test; the heartbeat waits for it in the app.
vi.mock('../startup/first-screen', () => ({ firstScreenPainted: async () => undefined }));

let db: FitChoiceDatabase;
const queuedHeartbeats = async () => (await db.outbox.find({ selector: { route: 'heartbeat.send' } }).exec()).map((doc) => doc.toJSON());

beforeEach(async () => {
  db = await openTestDatabase();
  await setRecord(STORAGE_KEYS.authUser, { id: 'u-ana', name: 'Ana', roles: ['member'], isGuest: false } as User);
});
afterEach(async () => {
  setLiveHeartbeat(null);
  await closeDatabase();
});

describe('sendHeartbeat', () => {
  it("goes on the member's open socket and queues nothing", async () => {
    const sent: string[] = [];
    setLiveHeartbeat((userId) => {
      sent.push(userId);
      return true;
    });
    await sendHeartbeat('u-ana');
    expect(sent).toEqual(['u-ana']);
    expect(await queuedHeartbeats()).toEqual([]);
  });

  it('is queued for POST /api/heartbeat when the socket cannot take it (closed, or another member’s)', async () => {
    setLiveHeartbeat(() => false);
    await sendHeartbeat('u-ana');
    const queued = await queuedHeartbeats();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ route: 'heartbeat.send', body: { userId: 'u-ana' } });
  });

  it('waits for the page to let the database open before queueing, and takes a socket opened meanwhile', async () => {
    // The page holds the database back until it is idle (app/local-database.ts): the heartbeat waits too.
    await closeDatabase();
    holdDatabase();
    let done = false;
    const queueing = sendHeartbeat('u-ana').then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    const sent: string[] = [];
    setLiveHeartbeat((userId) => {
      sent.push(userId);
      return true;
    });
    openDatabaseNow();
    await queueing;
    expect(sent).toEqual(['u-ana']);
    db = await openTestDatabase();
    expect(await queuedHeartbeats()).toEqual([]);
  });

  it('is queued when no socket is open', async () => {
    await sendHeartbeat('u-ana');
    expect(await queuedHeartbeats()).toHaveLength(1);
  });
});
