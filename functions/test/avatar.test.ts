// The avatar studio over real HTTP on DynamoDB Local: a member saves only their own avatar, of
// known parts they have unlocked; a shop part is paid once however many purchases race; others
// see the saved avatar beside the member's name.
import { randomUUID } from 'node:crypto';
import { DEFAULT_AVATAR } from '@fitchoice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { buyCoins } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
});

const put = (client: Client, body: unknown) => client.call('/api/profile/avatar', { method: 'PUT', body });

describe('the avatar', () => {
  it('is saved for the signed-in member only and shown to others by user id', async () => {
    const ana = await signUp(stack.url, 'Ana');
    const ben = await signUp(stack.url, 'Ben');
    expect((await ana.client.get('/api/profile/avatar')).json).toMatchObject({ avatar: null, unlocks: { level: 1, owned: [] } });
    const mine = { ...DEFAULT_AVATAR, hair: 'curly', skin: 'umber', face: 'grin' };
    const saved = await put(ana.client, mine);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.avatar).toEqual(mine);
    // A user id in the body is refused: the session says whose avatar it is.
    const other = await put(ana.client, { ...mine, userId: ben.userId });
    expect(other.status).toBe(400);
    expect(other.json.field).toBe('userId');
    const seen = await ben.client.get(`/api/avatars?ids=${ana.userId},${ben.userId}`);
    expect(seen.status).toBe(200);
    expect(seen.json.avatars).toEqual([{ userId: ana.userId, avatar: mine }]);
    expect((await ben.client.get('/api/profile/avatar')).json.avatar).toBeNull();
  });

  it.each([
    { case: 'an unknown part', change: { hair: 'dreadlocks' }, status: 400, field: 'hair' },
    { case: 'a missing layer', change: { accessory: undefined }, status: 400, field: 'accessory' },
    { case: 'a level-locked part', change: { hair: 'mohawk' }, status: 403, field: 'hair' },
    { case: 'a badge-locked part', change: { outfit: 'tracksuit' }, status: 403, field: 'outfit' },
    { case: 'a shop part not bought', change: { accessory: 'crown' }, status: 403, field: 'accessory' },
  ])('refuses $case and keeps the saved avatar', async ({ change, status, field }) => {
    const { client } = await signUp(stack.url, 'Cleo');
    expect((await put(client, DEFAULT_AVATAR)).status).toBe(200);
    const answer = await put(client, { ...DEFAULT_AVATAR, ...change });
    expect(answer.status).toBe(status);
    expect(answer.json.field).toBe(field);
    expect((await client.get('/api/profile/avatar')).json.avatar).toEqual(DEFAULT_AVATAR);
  });

  it('unlocks a badge part once the badge is earned (a first workout)', async () => {
    const { client } = await signUp(stack.url, 'Dee');
    const withHeadphones = { ...DEFAULT_AVATAR, accessory: 'headphones' };
    expect((await put(client, withHeadphones)).status).toBe(403);
    const workout = {
      sessionId: randomUUID(),
      programId: 'dance-cardio',
      mode: 'guided',
      finishedAt: new Date().toISOString(),
      activeSeconds: 300,
      completedIntervals: 8,
    };
    expect((await client.post('/api/workouts/sessions', workout)).status).toBe(201);
    const saved = await put(client, withHeadphones);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json.unlocks.badges).toContain('first-workout');
  });

  it('needs a session', async () => {
    expect((await put(new Client(stack.url), DEFAULT_AVATAR)).status).toBe(401);
    expect((await new Client(stack.url).get('/api/avatars?ids=a')).status).toBe(401);
  });

  it('refuses more than 50 ids and ids an id never has', async () => {
    const { client } = await signUp(stack.url, 'Eve');
    const many = Array.from({ length: 51 }, (_, i) => `user-${i}`).join(',');
    expect((await client.get(`/api/avatars?ids=${many}`)).status).toBe(400);
    expect((await client.get('/api/avatars?ids=a%23b')).status).toBe(400);
  });
});

describe('shop parts', () => {
  it('charges a part once when 20 purchases of it race, with one ledger entry', async () => {
    const { client } = await signUp(stack.url, 'Fay');
    await buyCoins(client);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => client.post('/api/avatar/purchases', { layer: 'accessory', partId: 'crown' })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(answers.find((a) => a.status === 409)!.json.code).toBe('avatar_part_owned');
    const ledger = (await client.get('/api/wallet/ledger')).json;
    expect(ledger.balance).toBe('100.00');
    expect(ledger.entries.filter((entry: { kind: string }) => entry.kind === 'avatar_part')).toEqual([
      expect.objectContaining({ amount: '-900.00', balanceAfter: '100.00' }),
    ]);
    expect((await put(client, { ...DEFAULT_AVATAR, accessory: 'crown' })).status).toBe(200);
  });

  it('never takes the balance below zero when purchases of different parts race', async () => {
    const { client } = await signUp(stack.url, 'Gus');
    // 1000.00: the crown (900) and the suit (200) cannot both be bought; each part is tried five times at once.
    await buyCoins(client);
    const parts = [
      { layer: 'outfit', partId: 'hero-suit' },
      { layer: 'accessory', partId: 'crown' },
      { layer: 'hairColor', partId: 'electric-blue' },
      { layer: 'hairColor', partId: 'neon-pink' },
    ];
    const answers = await Promise.all(parts.flatMap((part) => Array.from({ length: 5 }, () => client.post('/api/avatar/purchases', part))));
    const bought = answers.filter((a) => a.status === 201);
    expect(bought.length).toBeGreaterThanOrEqual(2);
    expect(answers.some((a) => a.json?.code === 'insufficient_sweatcoins')).toBe(true);
    const ledger = (await client.get('/api/wallet/ledger')).json;
    const spent = ledger.entries.filter((entry: { kind: string }) => entry.kind === 'avatar_part');
    expect(spent).toHaveLength(bought.length);
    const total = spent.reduce((sum: number, entry: { amount: string }) => sum + Number(entry.amount), 0);
    expect(Number(ledger.balance)).toBeCloseTo(1000 + total, 2);
    expect(Number(ledger.balance)).toBeGreaterThanOrEqual(0);
    expect(ledger.entries.every((entry: { balanceAfter: string }) => Number(entry.balanceAfter) >= 0)).toBe(true);
  });

  it('refuses a member without enough SweatCoins, a part that is not sold, and a guest', async () => {
    const { client } = await signUp(stack.url, 'Hal');
    const poor = await client.post('/api/avatar/purchases', { layer: 'accessory', partId: 'crown' });
    expect(poor.status).toBe(409);
    expect(poor.json).toMatchObject({ code: 'insufficient_sweatcoins' });
    expect((await client.post('/api/avatar/purchases', { layer: 'hair', partId: 'mohawk' })).json.code).toBe('avatar_part_not_for_sale');
    expect((await client.post('/api/avatar/purchases', { layer: 'hair', partId: 'nope' })).status).toBe(404);
    const guest = new Client(stack.url);
    await guest.post('/api/auth/guest');
    expect((await guest.post('/api/avatar/purchases', { layer: 'accessory', partId: 'crown' })).status).toBe(403);
    expect((await client.get('/api/wallet/ledger')).json.entries).toEqual([]);
  });
});
