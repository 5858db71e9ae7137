// @vitest-environment node
// What "My rewards" shows from real outbox entries: a redemption queued offline (pending, named by
// its reward), refused when the reward sold out meanwhile (failed, worded by its code, nothing
// applied), and sent (gone from the queue: its answer, then the server's list, shows the redemption), once.
import { STORAGE_KEYS } from '@fitchoice/shared';
import type { Redemption, StoreReward } from '@fitchoice/shared/api';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FitChoiceDatabase } from '../../db/database';
import { setRecord } from '../../db/records';
import { closeDatabase, openTestDatabase } from '../../db/test-database';
import type { OutboxEntry } from '../../outbox/entries';
import { createTestServer, replayTo, type TestServer, unsettledEntries } from '../../outbox/test-server';
import { testMember } from '../../test/member';
import { myRewardsView } from './my-rewards';
import { queueRedemption } from './store-api';

const member = testMember({ sweatCoins: '500.00' });

const bottle = { id: 'bottle', title: 'Water bottle', priceSweatCoins: '15.00' } as StoreReward;
const earlier: Redemption = {
  id: 'r1',
  rewardId: 'towel',
  rewardTitle: 'Gym towel',
  code: 'FR-0000-0000-0001',
  quantity: 1,
  sweatCoins: '100.00',
  gymId: null,
  gymName: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  status: 'active',
  usedAt: null,
};

let db: FitChoiceDatabase;
let server: TestServer;

beforeEach(async () => {
  db = await openTestDatabase();
  server = createTestServer();
  await setRecord(STORAGE_KEYS.authUser, member);
});
afterEach(async () => {
  await closeDatabase();
});

const replay = () => replayTo(server, db);

const unsettled = () => unsettledEntries(db);

describe('a redemption made offline', () => {
  it('is in the outbox and listed first as pending, named by its reward', async () => {
    await queueRedemption({ rewardId: 'bottle', quantity: 2 }, bottle.priceSweatCoins);
    const rows = myRewardsView([earlier], await unsettled(), [bottle]);
    expect(rows.map((row) => row.type)).toEqual(['queued', 'redemption']);
    expect(rows[0]).toMatchObject({
      state: 'pending',
      reward: bottle,
      request: { rewardId: 'bottle', quantity: 2 },
      refusalId: null,
      unverified: false,
    });
  });

  it('comes back failed, worded by its code, when the reward sold out meanwhile, and nothing was applied', async () => {
    await queueRedemption({ rewardId: 'bottle', quantity: 1 }, bottle.priceSweatCoins);
    server.fail('/api/store/redemptions', 409, 1, 'This reward is sold out; nothing was charged', {}, 'out_of_stock');
    await replay();
    const [row] = myRewardsView([], await unsettled(), [bottle]);
    expect(row).toMatchObject({
      type: 'queued',
      state: 'failed',
      refusalId: 'store.refused.soldOut',
      unverified: false,
    });
    expect(server.applied).toEqual([]);
  });

  it('comes back refused for an unconfirmed email as such (the screen words it), and nothing was applied', async () => {
    await queueRedemption({ rewardId: 'bottle', quantity: 1 }, bottle.priceSweatCoins);
    server.fail('/api/store/redemptions', 403, 1, 'Confirm your email address first', {}, 'email_not_verified');
    await replay();
    const [row] = myRewardsView([], await unsettled(), [bottle]);
    expect(row).toMatchObject({ type: 'queued', state: 'failed', unverified: true });
    expect(server.applied).toEqual([]);
  });

  it('is not taken for an email refusal when another 403 comes back', async () => {
    await queueRedemption({ rewardId: 'bottle', quantity: 1 }, bottle.priceSweatCoins);
    server.fail('/api/store/redemptions', 403, 1, 'This is not available to your account', {}, 'forbidden');
    await replay();
    const [row] = myRewardsView([], await unsettled(), [bottle]);
    expect(row).toMatchObject({ state: 'failed', unverified: false, refusalId: 'store.refused.other' });
  });

  it('leaves the queue once the server answers, however often it is sent, and is applied once', async () => {
    const entry = await queueRedemption({ rewardId: 'bottle', quantity: 1 }, bottle.priceSweatCoins);
    server.fail('/api/store/redemptions', 503, 1);
    await replay();
    await replay();
    await replay();
    expect(myRewardsView([], await unsettled(), [bottle])).toEqual([]);
    expect(server.applied).toEqual([entry.id]);
    expect(server.received.filter((request) => request.key === entry.id).length).toBeGreaterThanOrEqual(2);
  });

  it('shows the answered redemption at once, before the list is read again, and once when the list has it', async () => {
    const entry = await queueRedemption({ rewardId: 'bottle', quantity: 1 }, bottle.priceSweatCoins);
    const made: Redemption = {
      ...earlier,
      id: 'r2',
      rewardId: 'bottle',
      rewardTitle: 'Water bottle',
      createdAt: '2026-11-23T12:00:00.000Z',
    };
    const answered = { ...entry, state: 'done', responseStatus: 201, response: { redemption: made, sweatCoins: '485.00' } } as OutboxEntry;
    const rows = myRewardsView([earlier], [answered], [bottle]);
    expect(rows.map((row) => row.type === 'redemption' && row.redemption.id)).toEqual(['r2', 'r1']);
    expect(myRewardsView([made, earlier], [answered], [bottle]).map((row) => row.type === 'redemption' && row.redemption.id)).toEqual([
      'r2',
      'r1',
    ]);
  });
});
