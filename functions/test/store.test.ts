// The rewards store over real HTTP on the local runtime and DynamoDB Local: the seeded catalogue,
// redeeming under concurrency (never oversold, never a negative balance, every debit in the ledger),
// idempotent replays, the confirmed-email gate, a code used once at a desk, the admins' catalogue,
// and every refusal.
import {
  adminRewardResponseSchema,
  ledgerResponseSchema,
  redeemResponseSchema,
  redemptionListResponseSchema,
  storeRewardsResponseSchema,
} from '@fitchoice/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { confirmFromMail } from './account-helpers';
import { type Json, setClock } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';
import { addReward, memberWithCoins, rewardBody, staff } from './store-helpers';

let stack: LocalStack;
let admin: Client;
beforeAll(async () => {
  stack = await startTestStack();
  admin = await staff(stack.url, ['admin'], [], 'Ada Admin');
});
afterAll(async () => {
  await setClock(stack.url, null);
  await stack?.stop();
});

const cents = (amount: string) => Math.round(Number(amount) * 100);

async function balanceOf(client: Client): Promise<string> {
  return (await client.get('/api/auth/me')).json.sweatCoins;
}

async function rewardInStore(client: Client, rewardId: string): Promise<Json> {
  const list = storeRewardsResponseSchema.parse((await client.get('/api/store/rewards')).json);
  return list.rewards.find((r) => r.id === rewardId);
}

describe('the catalogue', () => {
  it('opens with at least 20 seeded rewards of every kind, each with a price, stock, limit, regions, code validity and art', async () => {
    const { client } = await signUp(stack.url, 'Browser');
    const all = storeRewardsResponseSchema.parse((await client.get('/api/store/rewards')).json).rewards;
    expect(all.length).toBeGreaterThanOrEqual(20);
    expect(new Set(all.map((r) => r.category))).toEqual(new Set(['day_pass', 'session', 'food', 'merch', 'donation']));
    const pass = all.find((r) => r.id === 'day-pass-gb-001')!;
    expect(pass).toMatchObject({ gymId: 'gym-gb-001', regions: ['GB'], stockLeft: 30, perMemberLimit: 2, redeemedByMe: 0 });
    expect(pass.gymName).toMatch(/Shoreditch/);
    expect(pass.image.palette).toHaveLength(2);
    expect(all.some((r) => r.stockLeft === null)).toBe(true);

    const inJapan = storeRewardsResponseSchema.parse((await client.get('/api/store/rewards?region=JP')).json).rewards;
    expect(inJapan.every((r) => r.regions.includes('JP'))).toBe(true);
    expect(inJapan.map((r) => r.id)).toContain('day-pass-jp-001');
    expect(inJapan.map((r) => r.id)).not.toContain('day-pass-gb-001');
    expect((await client.get('/api/store/rewards?region=XX')).json).toMatchObject({ code: 'validation_failed', field: 'region' });
  });
});

describe('redeeming', () => {
  it('sells a reward with stock 5 to exactly five of 50 members at once: stock 0, no negative balance, ledgers equal balances', async () => {
    const reward = await addReward(admin, { title: 'Limited edition hoodie', category: 'merch', priceCoins: '300.00', stock: 5 });
    const members = await Promise.all(Array.from({ length: 50 }, (_, i) => memberWithCoins(stack.url, `Racer ${i}`)));
    const answers = await Promise.all(
      members.map(({ client }) => client.post('/api/store/redemptions', { rewardId: reward.id, quantity: 1 })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    for (const refusal of answers.filter((a) => a.status === 409)) {
      expect(refusal.json).toMatchObject({ code: 'out_of_stock', error: 'This reward is sold out; nothing was charged' });
    }
    expect((await rewardInStore(members[0]!.client, reward.id)).stockLeft).toBe(0);
    const codes = answers.filter((a) => a.status === 201).map((a) => redeemResponseSchema.parse(a.json).redemption.code);
    expect(new Set(codes).size).toBe(5);

    for (const [i, { client }] of members.entries()) {
      const ledger = ledgerResponseSchema.parse((await client.get('/api/wallet/ledger?limit=100')).json);
      const sum = ledger.entries.reduce((total, entry) => total + cents(entry.amount), 0);
      expect(sum).toBe(cents(ledger.balance));
      expect(ledger.entries.every((entry) => cents(entry.balanceAfter) >= 0)).toBe(true);
      expect(ledger.balance).toBe(answers[i]!.status === 201 ? '700.00' : '1000.00');
    }
  });

  it('answers the same Idempotency-Key sent 20 times at once with one redemption, charged once', async () => {
    const reward = await addReward(admin, { priceCoins: '120.00', stock: 50, perMemberLimit: 10 });
    const { client } = await memberWithCoins(stack.url, 'Replayer');
    const key = '0197a0c0-0000-7000-8000-00000000c0de';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        client.post('/api/store/redemptions', { rewardId: reward.id, quantity: 2 }, { idempotencyKey: key }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(new Set(answers.map((a) => a.json.redemption.id)).size).toBe(1);
    expect(answers[0]!.json).toMatchObject({ sweatCoins: '760.00', redemption: { quantity: 2, sweatCoins: '240.00', status: 'active' } });
    const mine = redemptionListResponseSchema.parse((await client.get('/api/store/redemptions')).json);
    expect(mine.redemptions).toHaveLength(1);
    expect(await balanceOf(client)).toBe('760.00');
    expect((await rewardInStore(client, reward.id)).stockLeft).toBe(48);
    const ledger = ledgerResponseSchema.parse((await client.get('/api/wallet/ledger')).json);
    expect(ledger.entries.filter((e) => e.kind === 'redemption')).toEqual([
      expect.objectContaining({ amount: '-240.00', balanceAfter: '760.00' }),
    ]);
    const activity = (await client.get('/api/activity')).json.entries;
    expect(activity.find((e: Json) => e.kind === 'redemption')).toMatchObject({ sweatCoinsDelta: '-240.00', sweatCoinsAfter: '760.00' });
  });

  it('refuses over the member’s limit, with too few SweatCoins (as bookings say it), a retired or unknown reward, guests and bad input; nothing is charged', async () => {
    const reward = await addReward(admin, { priceCoins: '400.00', stock: null, perMemberLimit: 2 });
    const { client } = await memberWithCoins(stack.url, 'Limited');
    expect((await client.post('/api/store/redemptions', { rewardId: reward.id })).status).toBe(201);
    const overLimit = await client.post('/api/store/redemptions', { rewardId: reward.id, quantity: 2 });
    expect(overLimit.status).toBe(409);
    expect(overLimit.json).toMatchObject({
      code: 'limit_reached',
      error: 'You can redeem this reward at most 2 times; nothing was charged',
    });
    expect((await client.post('/api/store/redemptions', { rewardId: reward.id })).status).toBe(201);
    expect((await rewardInStore(client, reward.id)).redeemedByMe).toBe(2);

    const expensive = await addReward(admin, { priceCoins: '250.00', stock: 3 });
    const poor = await client.post('/api/store/redemptions', { rewardId: expensive.id, quantity: 1 });
    expect(poor.status).toBe(409);
    expect(poor.json).toMatchObject({
      code: 'insufficient_sweatcoins',
      error: 'Not enough SweatCoins: this reward costs 250.00 and you have 200.00',
    });
    expect(await balanceOf(client)).toBe('200.00');
    expect((await rewardInStore(client, expensive.id)).stockLeft).toBe(3);

    const retired = await addReward(admin, { priceCoins: '10.00' });
    expect((await admin.call(`/api/admin/rewards/${retired.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await client.post('/api/store/redemptions', { rewardId: retired.id })).json).toMatchObject({ code: 'reward_retired' });
    expect(await rewardInStore(client, retired.id)).toBeUndefined();
    expect((await client.post('/api/store/redemptions', { rewardId: 'no-such-reward' })).status).toBe(404);

    const guest = new Client(stack.url);
    await guest.post('/api/auth/guest');
    expect((await guest.post('/api/store/redemptions', { rewardId: reward.id })).status).toBe(403);
    for (const body of [
      { rewardId: reward.id, quantity: 0 },
      { rewardId: reward.id, quantity: 1.5 },
      { rewardId: reward.id, extra: 1 },
      {},
    ]) {
      const refused = await client.post('/api/store/redemptions', body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.code).toBe('validation_failed');
    }
    expect(await balanceOf(client)).toBe('200.00');
  });
});

describe('the email gate', () => {
  it('refuses an unconfirmed member (403 email_not_verified, nothing charged or taken); the same request succeeds once the email is confirmed', async () => {
    const reward = await addReward(admin, { priceCoins: '150.00', stock: 4 });
    const member = await memberWithCoins(stack.url, 'Unconfirmed', 1, { verified: false });
    const key = '0197a0c0-0000-7000-8000-0000000ec0de';
    const send = () => member.client.post('/api/store/redemptions', { rewardId: reward.id, quantity: 1 }, { idempotencyKey: key });

    // Sent 20 times at once, as an outbox and a second tab might: refused each time, and nothing moves.
    const refusals = await Promise.all(Array.from({ length: 20 }, send));
    for (const refused of refusals) {
      expect(refused.status, refused.text).toBe(403);
      expect(refused.json.code).toBe('email_not_verified');
    }
    expect(await balanceOf(member.client)).toBe('1000.00');
    expect(await rewardInStore(member.client, reward.id)).toMatchObject({ stockLeft: 4, redeemedByMe: 0 });
    expect(redemptionListResponseSchema.parse((await member.client.get('/api/store/redemptions')).json).redemptions).toEqual([]);
    const ledger = ledgerResponseSchema.parse((await member.client.get('/api/wallet/ledger')).json);
    expect(ledger.entries.map((entry) => entry.kind)).toEqual(['purchase']);

    // The refusal was not kept as the key's answer: the queued request goes through once confirmed.
    await confirmFromMail(stack.url, member.email);
    const redeemed = await send();
    expect(redeemed.status, redeemed.text).toBe(201);
    expect(redeemed.json.sweatCoins).toBe('850.00');
    expect((await send()).json.redemption.id).toBe(redeemed.json.redemption.id);
    expect(await rewardInStore(member.client, reward.id)).toMatchObject({ stockLeft: 3, redeemedByMe: 1 });
  });
});

describe('a code at the desk', () => {
  it('is marked used once, even by two desks at the same moment, and only by staff of its gym', async () => {
    const reward = await addReward(admin, { title: 'Day pass', category: 'day_pass', gymId: 'gym-us-001', regions: ['US'] });
    const { client } = await memberWithCoins(stack.url, 'Visitor');
    const redemption = redeemResponseSchema.parse((await client.post('/api/store/redemptions', { rewardId: reward.id })).json).redemption;
    expect(redemption).toMatchObject({ gymId: 'gym-us-001', status: 'active' });

    const elsewhere = await staff(stack.url, ['gym_partner'], ['gym-us-002']);
    expect((await elsewhere.post(`/api/panel/redemptions/${redemption.code}/use`)).status).toBe(404);
    expect((await client.post(`/api/panel/redemptions/${redemption.code}/use`)).status).toBe(403);

    const desks = await Promise.all([staff(stack.url, ['gym_partner'], ['gym-us-001']), staff(stack.url, ['gym_partner'], ['gym-us-001'])]);
    // The desk may type it in lower case, with spaces.
    const typed = redemption.code.toLowerCase().replace(/-/g, '');
    const answers = await Promise.all(desks.map((desk) => desk.post(`/api/panel/redemptions/${typed}/use`)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 200)!.json.redemption).toMatchObject({ code: redemption.code, status: 'used' });
    expect(answers.find((a) => a.status === 409)!.json.code).toBe('code_used');
    const mine = redemptionListResponseSchema.parse((await client.get('/api/store/redemptions')).json).redemptions;
    expect(mine[0]).toMatchObject({ id: redemption.id, status: 'used' });
    expect(mine[0]!.usedAt).not.toBeNull();
    expect((await desks[0]!.post('/api/panel/redemptions/FR-0000-0000-0000/use')).status).toBe(404);
  });

  it('expires after its days; the member sees active, used and expired codes; any partner gym takes a code of no gym', async () => {
    await setClock(stack.url, '2026-06-01T10:00:00Z');
    const bottle = await addReward(admin, { title: 'Water bottle', category: 'merch', codeValidDays: 7 });
    const { client } = await memberWithCoins(stack.url, 'Collector');
    const first = (await client.post('/api/store/redemptions', { rewardId: bottle.id })).json.redemption;
    await setClock(stack.url, '2026-06-05T10:00:00Z');
    const second = (await client.post('/api/store/redemptions', { rewardId: bottle.id })).json.redemption;
    const third = (await client.post('/api/store/redemptions', { rewardId: bottle.id })).json.redemption;
    expect(second.expiresAt).toBe('2026-06-12T10:00:00.000Z');
    const desk = await staff(stack.url, ['gym_partner'], ['gym-jp-001']);
    expect((await desk.post(`/api/panel/redemptions/${third.code}/use`)).status).toBe(200);
    await setClock(stack.url, '2026-06-09T10:00:00Z');
    const late = await desk.post(`/api/panel/redemptions/${first.code}/use`);
    expect(late.status).toBe(409);
    expect(late.json.code).toBe('code_expired');
    const statuses = redemptionListResponseSchema
      .parse((await client.get('/api/store/redemptions')).json)
      .redemptions.map((r) => [r.id, r.status]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        [first.id, 'expired'],
        [second.id, 'active'],
        [third.id, 'used'],
      ]),
    );
    await setClock(stack.url, null);
  });
});

describe('the admins’ catalogue', () => {
  it('creates, edits with the version read, and retires rewards; members cannot', async () => {
    const created = adminRewardResponseSchema.parse(
      (await admin.post('/api/admin/rewards', rewardBody({ title: 'Yoga mat' }))).json,
    ).reward;
    expect(created).toMatchObject({
      title: 'Yoga mat',
      status: 'active',
      version: 1,
      stockLeft: 10,
      redeemed: 0,
      priceSweatCoins: '100.00',
    });
    const edit = { ...rewardBody({ title: 'Yoga mat (cork)', priceCoins: '150.50', stock: null }), version: 1 };
    const edited = await admin.call(`/api/admin/rewards/${created.id}`, { method: 'PUT', body: edit });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.reward).toMatchObject({ title: 'Yoga mat (cork)', priceSweatCoins: '150.50', stockLeft: null, version: 2 });
    const stale = await admin.call(`/api/admin/rewards/${created.id}`, { method: 'PUT', body: edit });
    expect(stale.status).toBe(409);
    expect(stale.json.code).toBe('reward_changed');
    const listed = (await admin.get('/api/admin/rewards')).json.rewards;
    expect(listed.find((r: Json) => r.id === created.id)).toMatchObject({ version: 2 });

    const retired = await admin.call(`/api/admin/rewards/${created.id}`, { method: 'DELETE' });
    expect(retired.json.reward.status).toBe('retired');
    expect((await admin.call(`/api/admin/rewards/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await admin.call('/api/admin/rewards/nope', { method: 'DELETE' })).status).toBe(404);

    const badGym = await admin.post('/api/admin/rewards', rewardBody({ gymId: 'gym-nowhere' }));
    expect(badGym.json).toMatchObject({ code: 'validation_failed', field: 'gymId' });
    for (const [field, value] of [
      ['priceCoins', '0'],
      ['stock', -1],
      ['regions', []],
      ['category', 'cars'],
      ['codeValidDays', 0],
      ['title', ''],
    ] as const) {
      const refused = await admin.post('/api/admin/rewards', rewardBody({ [field]: value }));
      expect(refused.status, field).toBe(400);
      expect(refused.json.field).toBe(field);
    }
    const { client } = await signUp(stack.url, 'Not an admin');
    expect((await client.post('/api/admin/rewards', rewardBody())).status).toBe(403);
    expect((await client.get('/api/admin/rewards')).status).toBe(403);
    // A change made from another site is refused before anything else.
    const foreign = await admin.call(`/api/admin/rewards/${created.id}`, { method: 'DELETE', headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
  });
});
