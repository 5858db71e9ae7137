// Booking, cancelling, checking in, XP, streaks, conversion, history and leaderboards over real
// HTTP on the local runtime and DynamoDB Local. The handlers' clock is set through the test hook,
// so no test waits for real time; the gym's desk code and the staff's check-in come through the
// test hooks too, so no gym partner account is needed (the panel's own routes: gym-panel.test.ts).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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
import { dynamoClientConfig } from '../src/dynamo/client-config';
import type { LocalStack } from '../src/local/index';
import { book, buyCoins, checkInNow, codeOf, gymCodeOf, type Json, setClock, slotAt, staffCheckIn } from './gym-helpers';
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

async function member(name = 'Member'): Promise<Client> {
  return (await signUp(stack.url, name)).client;
}

/** The gym's staff check the member in for `booking` (paid at the desk, or any other) with its code. */
async function visitAtDesk(client: Client, booking: Json): Promise<Json> {
  const answer = await staffCheckIn(stack.url, booking.gymId, await codeOf(client, booking.id));
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

const at = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000).toISOString();

describe('booking a slot', () => {
  it('never oversells a slot when 50 members book it at once', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const gymId = 'gym-ca-016';
    const slot = await slotAt(await guest(), gymId, '2026-06-03', '10:00');
    expect(slot.capacity).toBeLessThan(50);
    const members = await Promise.all(Array.from({ length: 50 }, () => member()));
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
    const client = await member();
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
    const answer = await (await member()).post('/api/bookings', { gymId: 'gym-gb-001', slotStart, payWith: 'card' });
    expect(answer.status).toBe(422);
    expect(answer.json.code).toBe(code);
  });

  it('cancels free until 2 hours before the visit and refuses after, with the rule', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const client = await member();
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

describe('checking in at the gym', () => {
  const GYM = 'gym-eu-011';
  let owner: Client;
  let booking: Json;
  beforeAll(async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    owner = await member('Checker');
    await buyCoins(owner);
    booking = await book(owner, GYM, (await slotAt(owner, GYM, '2026-06-06', '18:00')).start, 'sweatcoins');
  });

  it('takes the code shown at the gym’s desk, from 15 minutes before the visit to its end, once', async () => {
    await setClock(stack.url, at(booking.slotStart, -16));
    const early = await checkInNow(stack.url, owner, booking, { expectOk: false });
    expect(early.status).toBe(422);
    expect(early.json).toMatchObject({
      code: 'checkin_no_booking',
      error: 'You have no booking to check in to now: check-in opens 15 minutes before your visit and closes when it ends',
    });

    await setClock(stack.url, at(booking.slotStart, -15));
    const code = await gymCodeOf(stack.url, GYM);
    expect(code).toMatch(/^FG-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    const typed = code.toLowerCase().replace(/-/g, ' ');
    const key = { idempotencyKey: '0197a0c0-0000-7000-8000-0000000000c1' };
    const ok = await owner.post('/api/checkins', { gymCode: typed }, key);
    expect(ok.status, ok.text).toBe(200);
    const replay = await owner.post('/api/checkins', { gymCode: typed }, key);
    expect(replay.json).toEqual(ok.json);
    expect(checkinResponseSchema.parse(ok.json)).toMatchObject({
      bookingId: booking.id,
      gymId: GYM,
      checkedInAt: at(booking.slotStart, -15),
      xpAwarded: 75,
      xp: 75,
      streak: { current: 1, best: 1 },
    });
    const again = await owner.post('/api/checkins', { gymCode: code });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('You are already checked in for this visit');
    expect((await owner.get('/api/bookings?scope=past')).json.bookings[0]).toMatchObject({ id: booking.id, status: 'attended' });
  });

  it('refuses another gym’s code, a stale code, a made-up code and the member’s own booking code, with clear messages', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const client = await member('Elsewhere');
    await buyCoins(client);
    const visit = await book(client, GYM, (await slotAt(client, GYM, '2026-06-07', '18:00')).start, 'sweatcoins');
    await setClock(stack.url, at(visit.slotStart, 5));
    const stale = await gymCodeOf(stack.url, GYM);

    await setClock(stack.url, at(visit.slotStart, 7)); // two minutes on: the desk shows its fourth code since
    for (const gymCode of [await gymCodeOf(stack.url, 'gym-eu-012'), stale, 'FG-AAAA-BBBB']) {
      const refused = await client.post('/api/checkins', { gymCode });
      expect(refused.status, gymCode).toBe(400);
      expect(refused.json).toMatchObject({
        code: 'gym_code_invalid',
        field: 'gymCode',
        error: 'This is not the current code of the gym you booked: scan the code at its desk again',
      });
    }
    const own = await client.post('/api/checkins', { gymCode: await codeOf(client, visit.id) });
    expect(own.json).toMatchObject({
      field: 'gymCode',
      error: 'gymCode: That is not a gym code: scan the QR code at the gym’s desk, or type the code under it',
    });
    // The old body, the booking's code as `code`, is no way in either.
    const oldBody = await client.post('/api/checkins', { code: await codeOf(client, visit.id) });
    expect({ status: oldBody.status, field: oldBody.json.field }).toEqual({ status: 400, field: 'gymCode' });
    expect((await client.get('/api/bookings?scope=upcoming')).json.bookings[0]).toMatchObject({ id: visit.id, status: 'booked' });
    expect((await client.get('/api/auth/me')).json.xp).toBe(0);
  });

  it('judges a scan queued offline at the time it was scanned, within that code’s validity, never later than now, at most 6 h late', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const client = await member('Offline');
    await buyCoins(client);
    const [first, second, third] = await Promise.all(
      ['2026-06-09', '2026-06-10', '2026-06-11'].map(async (date) =>
        book(client, GYM, (await slotAt(client, GYM, date, '07:00')).start, 'sweatcoins'),
      ),
    );

    // Scanned 10 minutes in, synced 5 hours later: judged at the scan.
    await setClock(stack.url, at(first.slotStart, 10));
    const scanned = await gymCodeOf(stack.url, GYM);
    await setClock(stack.url, at(first.slotStart, 5 * 60));
    const late = await client.post('/api/checkins', { gymCode: scanned, scannedAt: at(first.slotStart, 10) });
    expect(late.status, late.text).toBe(200);
    expect(late.json.checkedInAt).toBe(at(first.slotStart, 10));

    // A scan time the code was no longer shown at does not make an old code current.
    await setClock(stack.url, at(second.slotStart, 10));
    const old = await gymCodeOf(stack.url, GYM);
    await setClock(stack.url, at(second.slotStart, 30));
    const moved = await client.post('/api/checkins', { gymCode: old, scannedAt: at(second.slotStart, 20) });
    expect(moved.json.code).toBe('gym_code_invalid');

    // A scan time in the future is now.
    const future = await client.post('/api/checkins', { gymCode: await gymCodeOf(stack.url, GYM), scannedAt: '2027-01-01T00:00:00.000Z' });
    expect(future.status, future.text).toBe(200);
    expect(future.json).toMatchObject({ bookingId: second.id, checkedInAt: at(second.slotStart, 30) });

    await setClock(stack.url, at(third.slotStart, 10));
    const code = await gymCodeOf(stack.url, GYM);
    await setClock(stack.url, at(third.slotStart, 10 + 6 * 60 + 1));
    const stale = await client.post('/api/checkins', { gymCode: code, scannedAt: at(third.slotStart, 10) });
    expect(stale.json.code).toBe('checkin_too_late');
  });

  it('counts a visit paid at the desk only when the gym’s staff check it in with the member’s code', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const client = await member('Desk payer');
    const visit = await book(client, GYM, (await slotAt(client, GYM, '2026-06-12', '18:00')).start, 'card');
    const code = await codeOf(client, visit.id);
    await setClock(stack.url, at(visit.slotStart, 5));

    const scan = await checkInNow(stack.url, client, visit, { expectOk: false });
    expect(scan.status).toBe(409);
    expect(scan.json).toMatchObject({
      code: 'checkin_pay_at_desk',
      error: 'This visit is paid at the desk: show your booking code there, and the staff check you in when you pay',
    });
    expect((await client.get('/api/auth/me')).json.xp).toBe(0);

    const elsewhere = await staffCheckIn(stack.url, 'gym-eu-012', code);
    expect(elsewhere.status).toBe(404);
    expect(elsewhere.json.error).toBe('No booking at this gym has this code');
    expect((await staffCheckIn(stack.url, GYM, 'FC-AAAAA-BBBBB-CCCCC-DDDDD')).status).toBe(404);

    const desk = await staffCheckIn(stack.url, GYM, code.toLowerCase());
    expect(desk.status, desk.text).toBe(200);
    expect(checkinResponseSchema.parse(desk.json)).toMatchObject({ bookingId: visit.id, xpAwarded: 75, streak: { current: 1 } });
    expect((await client.get('/api/auth/me')).json.xp).toBe(75);
    const twice = await staffCheckIn(stack.url, GYM, code);
    expect(twice.json).toMatchObject({ code: 'checkin_code_used', error: 'You are already checked in for this visit' });

    await setClock(stack.url, visit.slotEnd);
    const another = await book(client, GYM, (await slotAt(client, GYM, '2026-06-13', '18:00')).start, 'card');
    await setClock(stack.url, another.slotEnd);
    const expired = await staffCheckIn(stack.url, GYM, await codeOf(client, another.id));
    expect(expired.json).toMatchObject({ code: 'checkin_expired', error: 'This check-in code has expired: the visit has ended' });
  });

  it('refuses a cancelled booking at the desk', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const client = await member('Canceller');
    const cancelled = await book(client, GYM, (await slotAt(client, GYM, '2026-06-08', '18:00')).start);
    await client.post(`/api/bookings/${cancelled.id}/cancel`);
    await setClock(stack.url, at(cancelled.slotStart, 5));
    const gone = await staffCheckIn(stack.url, GYM, await codeOf(client, cancelled.id));
    expect(gone.json.error).toBe('This booking was cancelled, so it cannot be checked in');
    expect((await checkInNow(stack.url, client, cancelled, { expectOk: false })).json.code).toBe('checkin_no_booking');
  });
});

describe('guests', () => {
  it('earn no XP, cannot book a visit paid at the gym, and never appear on a leaderboard', async () => {
    await setClock(stack.url, '2026-07-20T00:00:00Z'); // Monday of 2026-W30
    const client = await guest();
    const slot = await slotAt(client, 'gym-sg-037', '2026-07-21', '08:00');
    const card = await client.post('/api/bookings', { gymId: 'gym-sg-037', slotStart: slot.start, payWith: 'card' });
    expect(card.status).toBe(403);
    expect(card.json).toMatchObject({
      code: 'guest_cannot_pay_at_gym',
      field: 'payWith',
      error: 'Guests cannot book a visit paid at the gym; sign up to book it',
    });
    expect((await slotAt(client, 'gym-sg-037', '2026-07-21', '08:00')).booked).toBe(0);
    const coins = await client.post('/api/bookings', { gymId: 'gym-sg-037', slotStart: slot.start, payWith: 'sweatcoins' });
    expect(coins.json.code).toBe('insufficient_sweatcoins');

    // Guests have no way to SweatCoins yet: give this one some straight in the table (as a gift
    // would), to show that a guest's visit, checked in like anyone's, earns nothing.
    const db = DynamoDBDocumentClient.from(new DynamoDBClient(dynamoClientConfig(stack.dynamodbEndpoint)));
    const me = (await client.get('/api/auth/me')).json;
    await db.send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: { PK: `USER#${me.id}`, SK: 'PROFILE' },
        UpdateExpression: 'SET sweatCoinCents = :coins',
        ExpressionAttributeValues: { ':coins': 100_000 },
      }),
    );
    db.destroy();
    const visit = await book(client, 'gym-sg-037', slot.start, 'sweatcoins');
    await setClock(stack.url, at(visit.slotStart, 5));
    const checkin = await checkInNow(stack.url, client, visit);
    expect(checkin.json).toMatchObject({ xpAwarded: 0, xp: 0, awards: [] });
    expect((await client.get('/api/auth/me')).json.xp).toBe(0);
    const board = (await (await member()).get('/api/leaderboards?period=weekly&scope=region&region=SG')).json;
    expect(board.entries.map((e: Json) => e.userId)).not.toContain(me.id);
    expect((await client.get('/api/leaderboards?period=all-time&scope=region&region=SG')).json.me).toEqual({ rank: null, score: 0 });
  });
});

describe('XP and streaks', () => {
  it('counts streak days as dates where the streak began, so crossing time zones never makes one day two', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const client = await member('Traveller');
    await buyCoins(client);
    await buyCoins(client);
    // Los Angeles (UTC-7) and Tokyo (UTC+9), both open all day.
    const visits = [
      { gym: 'gym-us-013', date: '2026-06-01', time: '20:00' }, // 2026-06-02T03:00Z, LA 1 June
      { gym: 'gym-us-013', date: '2026-06-02', time: '06:00' }, // 2026-06-02T13:00Z, LA 2 June
      { gym: 'gym-jp-010', date: '2026-06-03', time: '07:00' }, // 2026-06-02T22:00Z, Tokyo 3 June but still LA 2 June
      { gym: 'gym-jp-010', date: '2026-06-03', time: '23:00' }, // 2026-06-03T14:00Z, LA 3 June: a new day
      { gym: 'gym-jp-010', date: '2026-06-04', time: '00:00' }, // past Tokyo midnight, still LA 3 June: no new day
    ];
    const bookings = [];
    for (const visit of visits)
      bookings.push(await book(client, visit.gym, (await slotAt(client, visit.gym, visit.date, visit.time)).start, 'sweatcoins'));
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
      results.push((await checkInNow(stack.url, client, booking)).json);
    }
    expect(results.map((r) => r.streak.current)).toEqual([1, 2, 2, 3, 3]);
    // 50 + 25, plus 10 per streak day after the first; a second check-in the same day earns none.
    // The third is the week's second gym (+200); the fourth its third day (+100).
    expect(results.map((r) => r.xpAwarded)).toEqual([75, 85, 200, 195, 0]);
    expect(results[2].awards).toEqual([{ reason: 'challenge', xp: 200 }]);
    const challenges = challengesResponseSchema.parse((await client.get('/api/challenges')).json);
    expect(challenges.week).toBe('2026-W23');
    expect(challenges.challenges.map((c) => [c.id, c.progress, c.completed])).toEqual([
      ['three-days', 3, true],
      ['two-gyms', 2, true],
      ['five-day-streak', 3, false],
    ]);
    const stats = profileStatsResponseSchema.parse((await client.get('/api/profile/stats')).json);
    expect(stats).toMatchObject({
      xp: 555,
      xpEarned: 555,
      level: 3,
      checkins: 5,
      gymsVisited: 2,
      streak: { current: 3, best: 3, timeZone: 'America/Los_Angeles' },
    });
    expect(stats.badges.find((b) => b.id === 'first-checkin')?.earned).toBe(true);
    // Each gym's visited item is written once, at the first visit: a repeat visit writes nothing there.
    const db = DynamoDBDocumentClient.from(new DynamoDBClient(dynamoClientConfig(stack.dynamodbEndpoint)));
    const me = (await client.get('/api/auth/me')).json;
    const visited = async (gymId: string) =>
      (await db.send(new GetCommand({ TableName: stack.tableName, Key: { PK: `USER#${me.id}`, SK: `VISITED#${gymId}` } }))).Item;
    expect((await visited('gym-us-013'))?.firstVisitAt).toBe(results[0].checkedInAt);
    expect((await visited('gym-jp-010'))?.firstVisitAt).toBe(results[2].checkedInAt);
  });

  const statusOf = async (client: Client, bookingId: string) =>
    (await client.get('/api/bookings')).json.bookings.find((b: Json) => b.id === bookingId)?.status;

  it('refuses a check-in faster than a plane from the last one: New York, then Tokyo the same minute, pays nothing twice', async () => {
    await setClock(stack.url, '2026-06-08T00:00:00Z');
    const client = await member('Two places at once');
    await buyCoins(client);
    const newYork = await book(client, 'gym-us-007', (await slotAt(client, 'gym-us-007', '2026-06-10', '20:00')).start, 'sweatcoins');
    const tokyo = await book(client, 'gym-jp-010', (await slotAt(client, 'gym-jp-010', '2026-06-11', '09:00')).start, 'sweatcoins');
    expect([newYork.slotStart, tokyo.slotStart]).toEqual(['2026-06-11T00:00:00.000Z', '2026-06-11T00:00:00.000Z']);
    await setClock(stack.url, '2026-06-11T00:05:00Z');
    const first = (await checkInNow(stack.url, client, newYork)).json;
    expect(first).toMatchObject({ xpAwarded: 75, streak: { current: 1 } });
    const second = await checkInNow(stack.url, client, tokyo, { expectOk: false });
    expect(second.status).toBe(422);
    expect(second.json.code).toBe('checkin_impossible_travel');
    const challenges = challengesResponseSchema.parse((await client.get('/api/challenges')).json);
    expect(challenges.challenges.find((c) => c.id === 'two-gyms')?.progress).toBe(1);
    expect(await statusOf(client, tokyo.id)).toBe('booked');
  });

  it('judges 20 racing check-ins at two far gyms one after the other: only one place is checked in', async () => {
    await setClock(stack.url, '2026-06-08T00:00:00Z');
    const client = await member('Racing two places');
    await buyCoins(client);
    const newYork = await book(client, 'gym-us-007', (await slotAt(client, 'gym-us-007', '2026-06-10', '20:00')).start, 'sweatcoins');
    const tokyo = await book(client, 'gym-jp-010', (await slotAt(client, 'gym-jp-010', '2026-06-11', '09:00')).start, 'sweatcoins');
    await setClock(stack.url, '2026-06-11T00:05:00Z');
    const codes = await Promise.all([gymCodeOf(stack.url, newYork.gymId), gymCodeOf(stack.url, tokyo.gymId)]);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => client.post('/api/checkins', { gymCode: codes[i % 2] })));
    const checkedIn = answers.filter((answer) => answer.status === 200);
    expect(checkedIn).toHaveLength(1);
    // The other place's scans are refused as too far; the same place's again as already checked in.
    const refused = answers.filter((answer) => answer.status !== 200);
    expect(new Set(refused.map((answer) => answer.json.code))).toEqual(new Set(['checkin_impossible_travel', 'checkin_code_used']));
    const other = checkedIn[0]!.json.bookingId === newYork.id ? tokyo : newYork;
    expect(await statusOf(client, other.id)).toBe('booked');
  });

  it('forgives one missed day in 7, not a second, and shows a broken streak as 0', async () => {
    await setClock(stack.url, '2026-06-09T00:00:00Z');
    const client = await member();
    const days = ['2026-06-10', '2026-06-12', '2026-06-14'];
    const bookings = [];
    for (const date of days) bookings.push(await book(client, 'gym-au-011', (await slotAt(client, 'gym-au-011', date, '08:00')).start));
    const streaks = [];
    for (const booking of bookings) {
      await setClock(stack.url, at(booking.slotStart, 5));
      streaks.push((await visitAtDesk(client, booking)).streak);
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
    expect((await visitAtDesk(client, booking)).xp).toBe(75);
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
    // What the app words each entry from: the gym, and a visit's start in the gym's zone.
    expect(activity.entries[1]!.subject).toMatchObject({ gymName: booking.gymName, slotStart: null, stars: null });
    expect(activity.entries[2]!.subject).toEqual({
      gymName: booking.gymName,
      slotStart: booking.slotStart,
      timeZone: expect.stringMatching(/\//),
      stars: null,
      reward: null,
      quantity: null,
      challenges: null,
      programId: null,
      mode: null,
      minutes: null,
      professionalName: null,
    });
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
        await visitAtDesk(member.client, booking);
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
