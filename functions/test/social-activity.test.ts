// What the social feature does when members train, over real HTTP on the seeded catalogue: a
// check-in shows in friends' activity and becomes a post only for a member who turned those on
// (and confirmed their email), once however often it is replayed; and a booking's reminder is pushed 2 hours before, once,
// and not for a cancelled booking.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { book, codeOf, type Json, setClock, slotAt, staffCheckIn } from './gym-helpers';
import { send, startTestStack } from './helpers';
import { browserPushKeys, SETTINGS_OFF, socialScenario, startTestPushService, type TestPushService } from './social-helpers';

let stack: LocalStack;
let push: TestPushService;

beforeAll(async () => {
  [stack, push] = await Promise.all([startTestStack(), startTestPushService()]);
});

afterAll(async () => {
  await setClock(stack.url, null);
  await Promise.all([stack?.stop(), push?.close()]);
});

const minutes = (iso: string, delta: number) => new Date(Date.parse(iso) + delta * 60_000).toISOString();

describe('check-ins', () => {
  it("appear in friends' activity and as one automatic post, only as the member chose and once their email is confirmed", async () => {
    const s = await socialScenario(stack.url, {
      members: ['Sharer', 'Quiet', 'Unconfirmed', 'Friend'],
      friends: [
        ['Sharer', 'Friend'],
        ['Quiet', 'Friend'],
        ['Unconfirmed', 'Friend'],
      ],
      unverified: ['Unconfirmed'],
    });
    for (const name of ['Sharer', 'Unconfirmed'] as const) {
      const saved = await s[name].client.call('/api/social/settings', {
        method: 'PUT',
        body: {
          ...SETTINGS_OFF,
          share: { ...SETTINGS_OFF.share, checkins: name === 'Sharer' },
          autoPost: { ...SETTINGS_OFF.autoPost, checkins: true },
        },
      });
      expect(saved.status, saved.text).toBe(200);
    }
    await setClock(stack.url, '2026-07-01T00:00:00Z');
    const checkIn = async (name: 'Sharer' | 'Quiet' | 'Unconfirmed', time: string) => {
      const member = s[name];
      const slot = await slotAt(member.client, 'gym-gb-002', '2026-07-02', time);
      const booking = await book(member.client, 'gym-gb-002', slot.start);
      const code = await codeOf(member.client, booking.id);
      await setClock(stack.url, minutes(slot.start, 5));
      const answer = await staffCheckIn(stack.url, 'gym-gb-002', code);
      expect(answer.status, answer.text).toBe(200);
      // Checked in again (a replay from another device): refused, and no second post.
      expect((await staffCheckIn(stack.url, 'gym-gb-002', code)).status).toBe(409);
      await setClock(stack.url, '2026-07-01T00:00:00Z');
      return answer.json;
    };
    const shared = await checkIn('Sharer', '10:00');
    await checkIn('Quiet', '11:00');
    // Turned on, but an automatic post is friends-only, and posting beyond yourself needs a confirmed email.
    await checkIn('Unconfirmed', '12:00');

    const activity = (await s.Friend.client.get('/api/friends/activity')).json.entries;
    expect(activity.map((entry: Json) => [entry.friend.name, entry.kind, entry.gymName, entry.title])).toEqual([
      ['Sharer', 'checkin', shared.gymName, undefined],
    ]);
    const feed = (await s.Friend.client.get('/api/feed')).json.posts.filter((post: Json) => post.kind !== 'text');
    expect(feed.map((post: Json) => [post.author.name, post.kind, post.text, post.visibility])).toEqual([
      ['Sharer', 'checkin', shared.gymName, 'friends'],
    ]);
  });
});

describe('booking reminders', () => {
  it('push 2 hours before a booked visit, once, and never for a cancelled one', async () => {
    const s = await socialScenario(stack.url, { members: ['Booker'] });
    const endpoint = push.endpoint();
    const { read, ...keys } = browserPushKeys();
    expect((await s.Booker.client.post('/api/push/subscriptions', { endpoint, keys })).status).toBe(204);
    await setClock(stack.url, '2026-07-10T00:00:00Z');
    const kept = await book(s.Booker.client, 'gym-gb-003', (await slotAt(s.Booker.client, 'gym-gb-003', '2026-07-11', '09:00')).start);
    const cancelled = await book(s.Booker.client, 'gym-gb-003', (await slotAt(s.Booker.client, 'gym-gb-003', '2026-07-11', '10:00')).start);
    expect((await s.Booker.client.post(`/api/bookings/${cancelled.id}/cancel`)).status).toBe(200);
    const run = async (at: string) => {
      await setClock(stack.url, at);
      const answer = await send(stack.url, '/__test/reminders', { method: 'POST' });
      expect(answer.status).toBe(200);
      return answer.json.sent;
    };
    expect(await run(minutes(kept.slotStart, -121))).toBe(0);
    expect(push.receivedAt(endpoint)).toHaveLength(0);
    expect(await run(minutes(kept.slotStart, -119))).toBe(1);
    expect(push.receivedAt(endpoint).map((entry) => read(entry.body))).toEqual([
      { kind: 'booking_reminder', values: { gym: kept.gymName }, url: '/bookings' },
    ]);
    // Due too, but cancelled; and the sent one is not sent again.
    expect(await run(minutes(cancelled.slotStart, -119))).toBe(0);
    expect(push.receivedAt(endpoint)).toHaveLength(1);
  });
});

describe('the daily motivation reminder', () => {
  it('is pushed at the time the member chose, in their zone, once a day, and not when they switched it off', async () => {
    const s = await socialScenario(stack.url, { members: ['Riser', 'Quiet'] });
    const endpoints = { Riser: push.endpoint(), Quiet: push.endpoint() };
    const { read, ...keys } = browserPushKeys();
    for (const name of ['Riser', 'Quiet'] as const) {
      const client = s[name].client;
      expect((await client.post('/api/push/subscriptions', { endpoint: endpoints[name], keys })).status).toBe(204);
      const reminder = { enabled: true, time: '07:30', timeZone: 'Europe/Madrid' };
      expect((await client.call('/api/motivation/reminder', { method: 'PUT', body: reminder })).status).toBe(200);
    }
    const settings = (await s.Quiet.client.get('/api/social/settings')).json;
    const off = { ...settings, push: { ...settings.push, motivation: false } };
    expect((await s.Quiet.client.call('/api/social/settings', { method: 'PUT', body: off })).status).toBe(200);
    const run = async (at: string) => {
      await setClock(stack.url, at);
      expect((await send(stack.url, '/__test/reminders', { method: 'POST' })).status).toBe(200);
    };
    // 07:29 in Madrid (UTC+2 in July): not yet.
    await run('2026-07-20T05:29:00Z');
    expect(push.receivedAt(endpoints.Riser)).toHaveLength(0);
    await run('2026-07-20T05:31:00Z');
    await run('2026-07-20T05:40:00Z');
    expect(push.receivedAt(endpoints.Riser).map((entry) => read(entry.body))).toEqual([
      { kind: 'motivation', values: {}, url: '/ai-motivation' },
    ]);
    // The next morning, again once.
    await run('2026-07-21T05:33:00Z');
    expect(push.receivedAt(endpoints.Riser)).toHaveLength(2);
    expect(push.receivedAt(endpoints.Quiet)).toHaveLength(0);
  });
});
