// Booking, cancelling, checking in, XP, streaks, conversion, history and leaderboards over real
// HTTP on the local runtime and DynamoDB Local. The handlers' clock is set through the test hook,
// so no test waits for real time.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  activityResponseSchema,
  bookingListResponseSchema,
  challengesResponseSchema,
  checkinResponseSchema,
  leaderboardResponseSchema,
  profileStatsResponseSchema,
  rewardsRulesResponseSchema,
} from '@fitchoice/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { dynamoClientConfig } from '../src/store/client-config';
import { book, buyCoins, codeOf, type Json, setClock, slotAt } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await setClock(stack.url, null);
  await stack?.stop();
});

async function guest(): Promise<Client> {
  const client = new Client(stack.url);
  expect((await client.post('/api/auth/guest')).status).toBe(201);
  return client;
}

const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

describe('booking a slot', () => {
  it('never oversells a slot when 50 members book it at once', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const gymId = 'gym-ca-016';
    const slot = await slotAt(await guest(), gymId, '2026-06-03', '10:00');
    expect(slot.capacity).toBeLessThan(50);
    const members = await Promise.all(Array.from({ length: 50 }, guest));
    const answers = await Promise.all(members.map((m) => m.post('/api/bookings', { gymId, slotStart: slot.start, payWith: 'card' })));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(slot.capacity);
    expect(statuses.filter((s) => s === 409)).toHaveLength(50 - slot.capacity);
    const refusal = answers.find((a) => a.status === 409)!;
    expect(refusal.json).toMatchObject({ code: 'slot_full', error: 'This slot is full; choose another time' });
    const after = await slotAt(members[0]!, gymId, '2026-06-03', '10:00');
    expect(after).toMatchObject({ booked: slot.capacity, remaining: 0, bookable: false });
  });

  it('pays with SweatCoins once, refuses a member who has too few, and refunds a free cancellation', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const { client } = await signUp(stack.url, 'Payer');
    await buyCoins(client);
    const gym = (await client.get('/api/gyms/gym-jp-010')).json;
    const slot = await slotAt(client, gym.id, '2026-06-04', '09:00');
    const answer = await client.post('/api/bookings', { gymId: gym.id, slotStart: slot.start, payWith: 'sweatcoins' });
    expect(answer.status, answer.text).toBe(201);
    const price = Number(gym.priceSweatCoins);
    expect(answer.json.booking).toMatchObject({
      status: 'booked',
      payWith: 'sweatcoins',
      paidSweatCoins: gym.priceSweatCoins,
      localTime: '09:00',
    });
    expect(Number(answer.json.sweatCoins)).toBeCloseTo(1000 - price, 2);
    const ledger = (await client.get('/api/wallet/ledger')).json;
    // (The purchase is stamped with the real clock, the rest with the test clock: find entries by kind.)
    expect(ledger.entries.find((e: Json) => e.kind === 'booking')).toMatchObject({ amount: `-${gym.priceSweatCoins}` });

    const poor = await signUp(stack.url, 'Poor');
    const refused = await poor.client.post('/api/bookings', { gymId: gym.id, slotStart: slot.start, payWith: 'sweatcoins' });
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe(`Not enough SweatCoins: this visit costs ${gym.priceSweatCoins} and you have 0.00`);
    expect((await slotAt(client, gym.id, '2026-06-04', '09:00')).booked).toBe(1);

    const cancel = await client.post(`/api/bookings/${answer.json.booking.id}/cancel`);
    expect(cancel.status, cancel.text).toBe(200);
    expect(cancel.json).toMatchObject({ refundedSweatCoins: gym.priceSweatCoins, sweatCoins: '1000.00', booking: { status: 'cancelled' } });
    expect((await slotAt(client, gym.id, '2026-06-04', '09:00')).booked).toBe(0);
    const refund = (await client.get('/api/wallet/ledger')).json.entries.find((e: Json) => e.kind === 'refund');
    expect(refund).toMatchObject({ amount: gym.priceSweatCoins, balanceAfter: '1000.00' });
  });

  it('answers a replayed booking once, and refuses a second booking of the same slot', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const client = await guest();
    const slot = await slotAt(client, 'gym-gb-001', '2026-06-05', '12:00');
    const body = { gymId: 'gym-gb-001', slotStart: slot.start, payWith: 'card' };
    const first = await client.post('/api/bookings', body, { idempotencyKey: '0197a0c0-0000-7000-8000-000000000001' });
    const replay = await client.post('/api/bookings', body, { idempotencyKey: '0197a0c0-0000-7000-8000-000000000001' });
    expect(first.status).toBe(201);
    expect(replay.status).toBe(201);
    expect(replay.json.booking.id).toBe(first.json.booking.id);
    const again = await client.post('/api/bookings', body);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'already_booked', error: 'You already have a booking for this slot' });
    expect((await slotAt(client, 'gym-gb-001', '2026-06-05', '12:00')).booked).toBe(1);
    expect(bookingListResponseSchema.parse((await client.get('/api/bookings')).json).bookings).toHaveLength(1);
  });

  it.each([
    { name: 'a slot that has ended', slotStart: '2026-05-31T23:00:00.000Z', code: 'slot_ended' },
    { name: 'a time that is not a slot', slotStart: '2026-06-05T11:30:00.000Z', code: 'slot_not_a_slot' },
    { name: 'a slot beyond 14 days', slotStart: '2026-06-20T11:00:00.000Z', code: 'slot_too_far_ahead' },
  ])('refuses $name', async ({ slotStart, code }) => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const answer = await (await guest()).post('/api/bookings', { gymId: 'gym-gb-001', slotStart, payWith: 'card' });
    expect(answer.status).toBe(422);
    expect(answer.json.code).toBe(code);
  });

  it('cancels free until 2 hours before the visit and refuses after, with the rule', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const client = await guest();
    const slot = await slotAt(client, 'gym-gb-004', '2026-06-02', '10:00');
    const early = await book(client, 'gym-gb-004', slot.start);
    const late = await book(client, 'gym-gb-004', (await slotAt(client, 'gym-gb-004', '2026-06-02', '11:00')).start);

    await setClock(stack.url, at(slot.start, -120));
    expect((await client.post(`/api/bookings/${early.id}/cancel`)).status).toBe(200);
    const twice = await client.post(`/api/bookings/${early.id}/cancel`);
    expect(twice.json).toMatchObject({ code: 'cancel_already_cancelled', error: 'This booking is already cancelled' });

    await setClock(stack.url, at(late.slotStart, -119));
    const refused = await client.post(`/api/bookings/${late.id}/cancel`);
    expect(refused.status).toBe(409);
    expect(refused.json.error).toBe('Bookings can be cancelled until 2 hours before the visit starts; this one can no longer be cancelled');
    expect((await (await guest()).post(`/api/bookings/${late.id}/cancel`)).status).toBe(404);

    const upcoming = (await client.get('/api/bookings?scope=upcoming')).json.bookings.map((b: Json) => b.id);
    const past = (await client.get('/api/bookings?scope=past')).json.bookings.map((b: Json) => b.id);
    expect(upcoming).toEqual([late.id]);
    expect(past).toEqual([early.id]);
  });
});

describe('check-in codes', () => {
  let owner: Client;
  let booking: Json;
  let code: string;
  beforeAll(async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    owner = (await signUp(stack.url, 'Checker')).client;
    booking = await book(owner, 'gym-eu-011', (await slotAt(owner, 'gym-eu-011', '2026-06-06', '18:00')).start);
    code = await codeOf(owner, booking.id);
  });

  it('refuses forged, tampered and other members’ codes with clear messages', async () => {
    await setClock(stack.url, at(booking.slotStart, 5));
    const forged = await owner.post('/api/checkins', { code: 'FC-AAAAA-BBBBB-CCCCC-DDDDD' });
    expect(forged.json).toMatchObject({ code: 'checkin_code_invalid', error: 'This is not a valid FitChoice check-in code' });
    const last = code.at(-1) === '0' ? '1' : '0';
    expect((await owner.post('/api/checkins', { code: code.slice(0, -1) + last })).status).toBe(400);
    const other = await (await guest()).post('/api/checkins', { code });
    expect(other.status).toBe(403);
    expect(other.json.error).toBe("This check-in code belongs to another member's booking");
  });

  it('works from 15 minutes before the visit to its end, once', async () => {
    await setClock(stack.url, at(booking.slotStart, -16));
    const early = await owner.post('/api/checkins', { code });
    expect(early.status).toBe(422);
    expect(early.json.code).toBe('checkin_too_early');
    await setClock(stack.url, at(booking.slotStart, -15));
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const key = { idempotencyKey: '0197a0c0-0000-7000-8000-0000000000c1' };
    const ok = await owner.post('/api/checkins', { code: typed }, key);
    expect(ok.status, ok.text).toBe(200);
    const replay = await owner.post('/api/checkins', { code: typed }, key);
    expect(replay.json).toEqual(ok.json);
    expect(checkinResponseSchema.parse(ok.json)).toMatchObject({
      bookingId: booking.id,
      xpAwarded: 75,
      xp: 75,
      streak: { current: 1, best: 1 },
    });
    const reused = await owner.post('/api/checkins', { code });
    expect(reused.status).toBe(409);
    expect(reused.json.error).toBe('This check-in code has already been used');
    expect((await owner.get('/api/bookings?scope=past')).json.bookings[0]).toMatchObject({ id: booking.id, status: 'attended' });
  });

  it('refuses an expired code and a cancelled booking’s code', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const mine = await book(owner, 'gym-eu-011', (await slotAt(owner, 'gym-eu-011', '2026-06-07', '18:00')).start);
    const cancelled = await book(owner, 'gym-eu-011', (await slotAt(owner, 'gym-eu-011', '2026-06-08', '18:00')).start);
    await owner.post(`/api/bookings/${cancelled.id}/cancel`);
    await setClock(stack.url, mine.slotEnd);
    const expired = await owner.post('/api/checkins', { code: await codeOf(owner, mine.id) });
    expect(expired.json).toMatchObject({ code: 'checkin_expired', error: 'This check-in code has expired: the visit has ended' });
    await setClock(stack.url, at(cancelled.slotStart, 5));
    const gone = await owner.post('/api/checkins', { code: await codeOf(owner, cancelled.id) });
    expect(gone.json.error).toBe('This booking was cancelled, so its code no longer works');
  });

  it('judges an offline check-in by when it was scanned, if it syncs within 6 hours', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const client = await guest();
    const first = await book(client, 'gym-eu-011', (await slotAt(client, 'gym-eu-011', '2026-06-09', '07:00')).start);
    const second = await book(client, 'gym-eu-011', (await slotAt(client, 'gym-eu-011', '2026-06-10', '07:00')).start);
    await setClock(stack.url, at(first.slotStart, 5 * 60));
    const synced = await client.post('/api/checkins', { code: await codeOf(client, first.id), scannedAt: at(first.slotStart, 10) });
    expect(synced.status, synced.text).toBe(200);
    expect(synced.json.checkedInAt).toBe(at(first.slotStart, 10));
    await setClock(stack.url, at(second.slotStart, 7 * 60));
    const stale = await client.post('/api/checkins', { code: await codeOf(client, second.id), scannedAt: at(second.slotStart, 10) });
    expect(stale.json.code).toBe('checkin_too_late');
  });
});

describe('XP and streaks', () => {
  it('counts streak days by the local date at the gym, across time zones and midnight', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const { client } = await signUp(stack.url, 'Traveller');
    // Los Angeles (UTC-7) and Tokyo (UTC+9), both open all day.
    const visits = [
      { gym: 'gym-us-013', date: '2026-06-01', time: '20:00' }, // 2026-06-02T03:00Z, LA 1 June
      { gym: 'gym-us-013', date: '2026-06-02', time: '06:00' }, // 2026-06-02T13:00Z, same UTC day, LA 2 June
      { gym: 'gym-jp-010', date: '2026-06-03', time: '07:00' }, // 2026-06-02T22:00Z, still 2 June in UTC, Tokyo 3 June
      { gym: 'gym-jp-010', date: '2026-06-03', time: '23:00' }, // Tokyo 3 June again: no new day, no XP
      { gym: 'gym-jp-010', date: '2026-06-04', time: '00:00' }, // 25 minutes later, past Tokyo midnight: a new day
    ];
    const bookings = [];
    for (const visit of visits)
      bookings.push(await book(client, visit.gym, (await slotAt(client, visit.gym, visit.date, visit.time)).start));
    expect(bookings.map((b) => b.slotStart)).toEqual([
      '2026-06-02T03:00:00.000Z',
      '2026-06-02T13:00:00.000Z',
      '2026-06-02T22:00:00.000Z',
      '2026-06-03T14:00:00.000Z',
      '2026-06-03T15:00:00.000Z',
    ]);
    const results = [];
    for (const [i, booking] of bookings.entries()) {
      await setClock(stack.url, at(booking.slotStart, i === 3 ? 40 : 5));
      const answer = await client.post('/api/checkins', { code: await codeOf(client, booking.id) });
      expect(answer.status, answer.text).toBe(200);
      results.push(answer.json);
    }
    expect(results.map((r) => r.streak.current)).toEqual([1, 2, 3, 3, 4]);
    // 50 + 25, plus 10 per streak day after the first; a second check-in the same day earns none.
    // The third check-in is the week's third day and second gym: +100 and +200 for two challenges.
    expect(results.map((r) => r.xpAwarded)).toEqual([75, 85, 395, 0, 105]);
    expect(results[2].awards.filter((a: Json) => a.reason === 'challenge').map((a: Json) => a.xp)).toEqual([100, 200]);
    const challenges = challengesResponseSchema.parse((await client.get('/api/challenges')).json);
    expect(challenges.week).toBe('2026-W23');
    expect(challenges.challenges.map((c) => [c.id, c.progress, c.completed])).toEqual([
      ['three-days', 4, true],
      ['two-gyms', 2, true],
      ['five-day-streak', 4, false],
    ]);
    const stats = profileStatsResponseSchema.parse((await client.get('/api/profile/stats')).json);
    expect(stats).toMatchObject({
      xp: 660,
      xpEarned: 660,
      level: 3,
      checkins: 5,
      gymsVisited: 2,
      streak: { current: 4, best: 4, timeZone: 'Asia/Tokyo' },
    });
    expect(stats.badges.find((b) => b.id === 'first-checkin')?.earned).toBe(true);
  });

  it('forgives one missed day in 7, not a second, and shows a broken streak as 0', async () => {
    await setClock(stack.url, '2026-06-09T00:00:00Z');
    const client = await guest();
    const days = ['2026-06-10', '2026-06-12', '2026-06-14'];
    const bookings = [];
    for (const date of days) bookings.push(await book(client, 'gym-au-011', (await slotAt(client, 'gym-au-011', date, '08:00')).start));
    const streaks = [];
    for (const booking of bookings) {
      await setClock(stack.url, at(booking.slotStart, 5));
      streaks.push((await client.post('/api/checkins', { code: await codeOf(client, booking.id) })).json.streak);
    }
    expect(streaks).toEqual([
      { current: 1, best: 1 },
      { current: 2, best: 2 },
      { current: 1, best: 2 },
    ]);
    await setClock(stack.url, '2026-06-16T10:00:00Z'); // Sydney 16 June: two days missed
    expect((await client.get('/api/profile/stats')).json.streak).toMatchObject({ current: 0, best: 2, lastCheckinDate: '2026-06-14' });
  });
});

describe('XP to SweatCoins', () => {
  it('converts at 10 XP per SweatCoin and never spends more XP than the member has, even all at once', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const { client } = await signUp(stack.url, 'Saver');
    const booking = await book(client, 'gym-in-011', (await slotAt(client, 'gym-in-011', '2026-06-02', '09:00')).start);
    await setClock(stack.url, at(booking.slotStart, 5));
    expect((await client.post('/api/checkins', { code: await codeOf(client, booking.id) })).json.xp).toBe(75);
    await setClock(stack.url, at(booking.slotStart, 30));

    const answers = await Promise.all(Array.from({ length: 5 }, () => client.post('/api/rewards/convert', { xp: 50 })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(answers.find((a) => a.status === 200)!.json).toMatchObject({
      xpConverted: 50,
      sweatCoinsCredited: '5.00',
      xp: 25,
      sweatCoins: '5.00',
    });
    expect(answers.find((a) => a.status === 409)!.json.error).toBe('Not enough XP: you have 25 XP');
    expect((await client.post('/api/rewards/convert', { xp: 26 })).json.error).toBe('Not enough XP: you have 25 XP');
    expect((await client.post('/api/rewards/convert', { xp: 5 })).json.error).toBe('Convert at least 10 XP');
    expect((await client.post('/api/rewards/convert', { xp: 2.5 })).json.field).toBe('xp');
    const me = (await client.get('/api/auth/me')).json;
    expect(me).toMatchObject({ xp: 25, sweatCoins: '5.00' });
    const stats = (await client.get('/api/profile/stats')).json;
    expect(stats).toMatchObject({ xp: 25, xpEarned: 75, level: 1 });

    const activity = activityResponseSchema.parse((await client.get('/api/activity')).json);
    expect(activity.entries.map((e) => e.kind)).toEqual(['conversion', 'checkin', 'booking']);
    expect(activity.entries[0]).toMatchObject({ xpDelta: -50, xpAfter: 25, sweatCoinsDelta: '5.00', sweatCoinsAfter: '5.00' });
    expect(activity.entries[1]).toMatchObject({ xpDelta: 75, xpAfter: 75, bookingId: booking.id });
    const paged = (await client.get('/api/activity?limit=2')).json;
    expect(paged.entries).toHaveLength(2);
    const rest = (await client.get(`/api/activity?limit=2&cursor=${paged.nextCursor}`)).json;
    expect(rest.entries.map((e: Json) => e.kind)).toEqual(['booking']);
    expect(rest.nextCursor).toBeNull();
  });

  it('publishes its rules for the "how XP works" sheet', async () => {
    const rules = (await new Client(stack.url).get('/api/rewards/rules')).json;
    expect(rewardsRulesResponseSchema.parse(rules).conversion).toMatchObject({ xpPerSweatCoin: 10, minXp: 10 });
    expect(rules.weeklyChallenges.map((c: Json) => c.xp)).toEqual([100, 200, 400]);
    expect(rules.awards.map((a: Json) => a.id)).toEqual(expect.arrayContaining(['checkin', 'booking_completed', 'challenge_easy']));
  });
});

describe('leaderboards', () => {
  it('ranks XP earned this ISO week by region, and among friends', async () => {
    await setClock(stack.url, '2026-07-06T00:00:00Z'); // Monday of 2026-W28: a fresh week
    const members = await Promise.all(['Ada', 'Bo', 'Cy'].map((name) => signUp(stack.url, name)));
    const checkIns = [1, 2, 0];
    for (const [i, member] of members.entries()) {
      for (let day = 0; day < checkIns[i]!; day++) {
        await setClock(stack.url, '2026-07-06T00:00:00Z');
        const date = `2026-07-0${7 + day}`;
        const booking = await book(member.client, 'gym-sg-037', (await slotAt(member.client, 'gym-sg-037', date, '08:00')).start);
        await setClock(stack.url, at(booking.slotStart, 5));
        expect((await member.client.post('/api/checkins', { code: await codeOf(member.client, booking.id) })).status).toBe(200);
      }
    }
    await setClock(stack.url, '2026-07-10T00:00:00Z');
    const [ada, bo, cy] = members;
    const board = leaderboardResponseSchema.parse((await ada!.client.get('/api/leaderboards?period=weekly&scope=region&region=SG')).json);
    expect(board.periodKey).toBe('2026-W28');
    expect(board.entries.map((e) => [e.name, e.score])).toEqual([
      ['Bo', 160],
      ['Ada', 75],
    ]);
    expect(board.me).toEqual({ rank: 2, score: 75 });
    expect((await cy!.client.get('/api/leaderboards?scope=region&region=SG')).json.me).toEqual({ rank: null, score: 0 });
    expect((await ada!.client.get('/api/leaderboards?scope=region&region=JP&period=weekly')).json.entries).toEqual([]);
    expect((await ada!.client.get('/api/leaderboards?scope=region')).json.field).toBe('region');

    // Friendships are written by the social feature; here, straight into the table.
    const db = DynamoDBDocumentClient.from(new DynamoDBClient(dynamoClientConfig(stack.dynamodbEndpoint)));
    await db.send(new PutCommand({ TableName: stack.tableName, Item: { PK: `USER#${cy!.userId}`, SK: `FRIEND#${bo!.userId}` } }));
    db.destroy();
    const friends = (await cy!.client.get('/api/leaderboards?period=all-time&scope=friends')).json;
    expect(friends.entries.map((e: Json) => [e.name, e.isMe])).toEqual([['Bo', false]]);
    expect(friends.me).toEqual({ rank: null, score: 0 });

    await setClock(stack.url, '2026-07-13T00:00:00Z'); // the next week starts empty
    expect((await ada!.client.get('/api/leaderboards?period=weekly&scope=region&region=SG')).json.entries).toEqual([]);
    expect((await ada!.client.get('/api/leaderboards?period=all-time&scope=region&region=SG')).json.entries.length).toBeGreaterThanOrEqual(
      2,
    );
  });
});
