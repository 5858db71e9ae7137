// Joinable challenges over real HTTP on the local runtime and DynamoDB Local: joining (once), the
// refusals, progress moved only by verified check-ins inside the dates and region, the reward paid
// once in the transaction of the check-in that completes it (also when two arrive together), the
// board, leaving, the admins' challenges, sessions marked completed by a trainer completing one, and
// a member's private challenge with the friends they invite.
import {
  adminChallengeResponseSchema,
  challengeLeaderboardResponseSchema,
  challengeResponseSchema,
  challengesResponseSchema,
  ledgerResponseSchema,
} from '@fitchoice/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { gymCodeOf, type Json, setClock } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';
import { bookBody, partnerProfessional } from './pro-helpers';
import { befriend } from './social-helpers';
import { addChallenge, bookVisit, challengeBody, memberWithCoins, staff, visitNow } from './store-helpers';

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

async function joinable(client: Client, challengeId: string, query = ''): Promise<Json> {
  const list = challengesResponseSchema.parse((await client.get(`/api/challenges${query}`)).json);
  return list.joinable.find((c) => c.id === challengeId);
}

async function join(client: Client, challengeId: string): Promise<Json> {
  const answer = await client.post(`/api/challenges/${challengeId}/join`);
  expect(answer.status, answer.text).toBe(200);
  return answer.json.challenge;
}

describe('the list', () => {
  it('shows this week’s challenges with what they paid, and the seeded joinable ones', async () => {
    const { client } = await signUp(stack.url, 'Looker');
    const list = challengesResponseSchema.parse((await client.get('/api/challenges')).json);
    expect(list.challenges.map((c) => [c.id, c.xp, c.completed])).toEqual([
      ['three-days', 100, false],
      ['two-gyms', 200, false],
      ['five-day-streak', 400, false],
    ]);
    expect(list.joinable.map((c) => c.id)).toEqual(
      expect.arrayContaining(['ten-day-kickoff', 'gym-explorer', 'coached-twice', 'london-five']),
    );
    expect(list.joinable.find((c) => c.id === 'ten-day-kickoff')).toMatchObject({
      measure: 'checkin_days',
      target: 10,
      reward: { xp: 500, sweatCoins: '50.00' },
      state: 'open',
      me: null,
    });
    const inJapan = challengesResponseSchema.parse((await client.get('/api/challenges?region=JP')).json).joinable.map((c) => c.id);
    expect(inJapan).toContain('tokyo-tour');
    expect(inJapan).not.toContain('london-five');
  });
});

describe('joining and leaving', () => {
  it('joins once however often asked, refuses an ended, retired or unknown challenge and guests, and leaves', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const challenge = await addChallenge(admin, '2026-06-01T00:00:00Z');
    const { client } = await signUp(stack.url, 'Joiner');
    const answers = await Promise.all(Array.from({ length: 10 }, () => client.post(`/api/challenges/${challenge.id}/join`)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const mine = await joinable(client, challenge.id);
    expect(mine).toMatchObject({ participants: 1, me: { progress: 0, completedAt: null, paid: null } });

    const guest = new Client(stack.url);
    await guest.post('/api/auth/guest');
    expect((await guest.post(`/api/challenges/${challenge.id}/join`)).status).toBe(403);
    expect((await client.post('/api/challenges/no-such-thing/join')).status).toBe(404);

    const short = await addChallenge(admin, '2026-06-01T00:00:00Z', { endsAt: '2026-06-03T00:00:00Z' });
    const retired = await addChallenge(admin, '2026-06-01T00:00:00Z');
    expect((await admin.call(`/api/admin/challenges/${retired.id}`, { method: 'DELETE' })).json.challenge.status).toBe('retired');
    expect((await client.post(`/api/challenges/${retired.id}/join`)).json.code).toBe('challenge_closed');
    expect(await joinable(client, retired.id)).toBeUndefined();
    await setClock(stack.url, '2026-06-04T00:00:00Z');
    const ended = await client.post(`/api/challenges/${short.id}/join`);
    expect(ended.status).toBe(409);
    expect(ended.json).toMatchObject({ code: 'challenge_ended', error: 'This challenge has ended' });

    const left = await client.post(`/api/challenges/${challenge.id}/leave`);
    expect(left.json.challenge).toMatchObject({ participants: 0, me: null });
    expect((await client.post(`/api/challenges/${challenge.id}/leave`)).status).toBe(200);
  });

  it('takes a member into at most 10 open challenges', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const { client } = await signUp(stack.url, 'Collector');
    const mine = await Promise.all(Array.from({ length: 11 }, () => addChallenge(admin, '2026-06-01T00:00:00Z')));
    for (const challenge of mine.slice(0, 10)) await join(client, challenge.id);
    const eleventh = await client.post(`/api/challenges/${mine[10]!.id}/join`);
    expect(eleventh.status).toBe(409);
    expect(eleventh.json.code).toBe('too_many_challenges');
  });
});

describe('progress and the reward', () => {
  it('moves with verified check-ins inside the dates, pays XP and SweatCoins once with the completing check-in, then stays finished', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const challenge = await addChallenge(admin, '2026-06-01T00:00:00Z', { rewardXp: 300, rewardCoins: '40.00' });
    const { client } = await memberWithCoins(stack.url, 'Finisher', 2);
    const before = await bookVisit(client, 'gym-gb-004', '2026-06-01', '10:00');
    await visitNow(stack.url, client, before); // before joining: does not count
    await join(client, challenge.id);
    const day1 = await bookVisit(client, 'gym-gb-004', '2026-06-02', '10:00');
    const day1b = await bookVisit(client, 'gym-gb-005', '2026-06-02', '18:00');
    const day2 = await bookVisit(client, 'gym-gb-004', '2026-06-03', '10:00');
    const day3 = await bookVisit(client, 'gym-gb-004', '2026-06-04', '10:00');
    await visitNow(stack.url, client, day1);
    await visitNow(stack.url, client, day1b); // the same day again
    expect((await joinable(client, challenge.id)).me).toMatchObject({ progress: 1, completedAt: null });
    const xpBefore = (await client.get('/api/auth/me')).json.xp;
    const completing = await visitNow(stack.url, client, day2);
    expect(completing.awards).toContainEqual({ reason: 'challenge', xp: 300 });
    const done = await joinable(client, challenge.id);
    expect(done.me).toMatchObject({ progress: 2, paid: { xp: 300, sweatCoins: '40.00' } });
    expect(done.me.completedAt).not.toBeNull();
    const me = (await client.get('/api/auth/me')).json;
    expect(me.xp).toBe(xpBefore + completing.xpAwarded);
    await visitNow(stack.url, client, day3);
    expect((await joinable(client, challenge.id)).me).toMatchObject({ progress: 2, paid: { xp: 300 } });
    const ledger = ledgerResponseSchema.parse((await client.get('/api/wallet/ledger?limit=100')).json);
    expect(ledger.entries.filter((e) => e.kind === 'challenge')).toEqual([expect.objectContaining({ amount: '40.00' })]);
    expect((await client.post(`/api/challenges/${challenge.id}/leave`)).json.code).toBe('challenge_completed');
  });

  it('pays once when check-ins that would each complete it arrive together: one place is checked in, the rest are too far', async () => {
    await setClock(stack.url, '2026-06-08T00:00:00Z');
    const challenge = await addChallenge(admin, '2026-06-08T00:00:00Z', { rewardXp: 500, rewardCoins: '25.00' });
    const { client } = await memberWithCoins(stack.url, 'Twice at once', 2);
    await join(client, challenge.id);
    await visitNow(stack.url, client, await bookVisit(client, 'gym-gb-001', '2026-06-08', '09:00'));
    // Tomorrow, four visits at four London gyms in the same hour, scanned at the same moment.
    const gyms = ['gym-gb-004', 'gym-gb-005', 'gym-gb-008', 'gym-gb-010'];
    const visits = await Promise.all(gyms.map((gymId) => bookVisit(client, gymId, '2026-06-09', '09:00')));
    await setClock(stack.url, new Date(Date.parse(visits[0].slotStart) + 5 * 60_000).toISOString());
    const codes = await Promise.all(gyms.map((gymId) => gymCodeOf(stack.url, gymId)));
    const xpBefore = (await client.get('/api/auth/me')).json.xp;
    const all = await Promise.all(codes.map((gymCode) => client.post('/api/checkins', { gymCode })));
    // Four gyms kilometres apart at one moment: the first judged is checked in, the others refused.
    expect(all.map((a) => a.status).sort()).toEqual([200, 422, 422, 422]);
    expect(all.filter((a) => a.status === 422).map((a) => a.json.code)).toEqual(Array(3).fill('checkin_impossible_travel'));
    const answers = all.filter((a) => a.status === 200);
    const rewarded = answers.filter((a) => a.json.awards.some((award: Json) => award.reason === 'challenge' && award.xp === 500));
    expect(rewarded).toHaveLength(1);
    const me = (await client.get('/api/auth/me')).json;
    expect(me.xp).toBe(xpBefore + answers.reduce((sum, a) => sum + a.json.xpAwarded, 0));
    expect((await joinable(client, challenge.id)).me).toMatchObject({ progress: 2, paid: { xp: 500, sweatCoins: '25.00' } });
    const ledger = ledgerResponseSchema.parse((await client.get('/api/wallet/ledger?limit=100')).json);
    expect(ledger.entries.filter((e) => e.kind === 'challenge')).toHaveLength(1);
    const sum = ledger.entries.reduce((total, e) => total + Math.round(Number(e.amount) * 100), 0);
    expect(sum).toBe(Math.round(Number(ledger.balance) * 100));
  });

  it('counts only check-ins in the challenge’s region, and ranks its members by progress, first there first', async () => {
    await setClock(stack.url, '2026-06-15T00:00:00Z');
    const challenge = await addChallenge(admin, '2026-06-15T00:00:00Z', { measure: 'distinct_gyms', target: 3, region: 'GB' });
    const ana = await memberWithCoins(stack.url, 'Ana');
    const bo = await memberWithCoins(stack.url, 'Bo');
    const cy = await memberWithCoins(stack.url, 'Cy');
    for (const m of [ana, bo, cy]) await join(m.client, challenge.id);
    // Tokyo is not in the region: no progress. (A day before London: a check-in is a journey a person can make.)
    await visitNow(stack.url, ana.client, await bookVisit(ana.client, 'gym-jp-010', '2026-06-15', '12:00'));
    expect((await joinable(ana.client, challenge.id)).me.progress).toBe(0);
    await visitNow(stack.url, bo.client, await bookVisit(bo.client, 'gym-gb-001', '2026-06-16', '09:00'));
    await visitNow(stack.url, ana.client, await bookVisit(ana.client, 'gym-gb-004', '2026-06-16', '10:00'));
    await visitNow(stack.url, ana.client, await bookVisit(ana.client, 'gym-gb-005', '2026-06-16', '11:00'));
    await visitNow(stack.url, bo.client, await bookVisit(bo.client, 'gym-gb-008', '2026-06-16', '12:00'));
    const board = challengeLeaderboardResponseSchema.parse((await cy.client.get(`/api/challenges/${challenge.id}/leaderboard`)).json);
    expect(board.entries.map((e) => [e.name, e.progress, e.isMe])).toEqual([
      ['Ana', 2, false],
      ['Bo', 2, false],
      ['Cy', 0, true],
    ]);
    expect(board.me).toEqual({ rank: 3, progress: 0 });
    const { client: outsider } = await signUp(stack.url, 'Outsider');
    expect((await outsider.get(`/api/challenges/${challenge.id}/leaderboard`)).json.me).toBeNull();
  });

  it('completes a sessions challenge in the transaction of the session the professional marks completed, paying once', async () => {
    await setClock(stack.url, '2026-06-20T06:00:00Z');
    const challenge = await addChallenge(admin, '2026-06-20T00:00:00Z', {
      measure: 'sessions_completed',
      target: 2,
      rewardXp: 250,
      rewardCoins: '30.00',
      region: 'US',
    });
    const trainer = await partnerProfessional(stack.url, 'trainer');
    const { client } = await memberWithCoins(stack.url, 'Coached');
    await join(client, challenge.id);
    // 09:00 in London (the trainer's zone) on two days: 08:00 UTC in June.
    const sessions: string[] = [];
    for (const start of ['2026-06-22T08:00:00.000Z', '2026-06-23T08:00:00.000Z']) {
      const booked = await client.post('/api/professional-bookings', bookBody(trainer.professionalId, start, 30));
      expect(booked.status, booked.text).toBe(201);
      sessions.push(booked.json.booking.id);
    }
    const coinsBefore = (await client.get('/api/auth/me')).json.sweatCoins;

    await setClock(stack.url, '2026-06-22T08:40:00Z');
    expect((await trainer.client.post(`/api/panel/trainer/sessions/${sessions[0]}/complete`)).status).toBe(200);
    expect((await joinable(client, challenge.id)).me).toMatchObject({ progress: 1, paid: null });

    // The second session marked completed twice at once (a double tap, a retry): counted and paid once.
    await setClock(stack.url, '2026-06-23T08:40:00Z');
    const marks = await Promise.all([1, 2].map(() => trainer.client.post(`/api/panel/trainer/sessions/${sessions[1]}/complete`)));
    expect(marks.map((m) => m.status).sort()).toEqual([200, 409]);
    expect((await joinable(client, challenge.id)).me).toMatchObject({ progress: 2, paid: { xp: 250, sweatCoins: '30.00' } });
    // The challenge's 250 XP, and 50 XP for each attended session.
    const me = (await client.get('/api/auth/me')).json;
    expect(me).toMatchObject({ xp: 350, sweatCoins: (Number(coinsBefore) + 30).toFixed(2) });
    const activity = (await client.get('/api/activity')).json.entries;
    expect(activity.find((entry: Json) => entry.kind === 'challenge')).toMatchObject({
      title: `Completed ${challenge.title}`,
      subject: { challenges: [{ id: challenge.id, title: challenge.title }] },
      xpDelta: 250,
      sweatCoinsDelta: '30.00',
    });
    expect(activity.filter((entry: Json) => entry.kind === 'session_attended').map((entry: Json) => entry.xpDelta)).toEqual([50, 50]);
    const ledger = ledgerResponseSchema.parse((await client.get('/api/wallet/ledger?limit=100')).json);
    expect(ledger.entries.filter((e) => e.kind === 'challenge')).toEqual([expect.objectContaining({ amount: '30.00' })]);
    expect((await client.get('/api/profile/stats')).json.xpEarned).toBe(350);
    expect((await client.get('/api/leaderboards?period=all-time&scope=region&region=US')).json.me.score).toBe(350);
  });
});

describe('private challenges with friends', () => {
  it('is made once, seen and joined only by invited friends, moves with check-ins and pays nothing', async () => {
    await setClock(stack.url, '2026-07-01T08:00:00Z');
    const owner = await memberWithCoins(stack.url, 'Olga Owner', 2);
    const friend = await signUp(stack.url, 'Fran Friend');
    const stranger = await signUp(stack.url, 'Sid Stranger');
    await befriend({ ...owner, email: '', name: 'Olga Owner' }, { ...friend, name: 'Fran Friend' });
    const body = { title: 'Olga vs Fran', measure: 'checkin_days', target: 2, days: 7, friendIds: [friend.userId] };

    const refused = await owner.client.post('/api/challenges', { ...body, friendIds: [friend.userId, stranger.userId] });
    expect(refused.status).toBe(400);
    expect(refused.json.field).toBe('friendIds');
    for (const [field, overrides] of [
      ['days', { days: 0 }],
      ['days', { days: 91 }],
      ['friendIds', { friendIds: [] }],
      ['friendIds', { friendIds: [friend.userId, friend.userId] }],
      ['measure', { measure: 'pushups' }],
      ['rewardXp', { rewardXp: 100 }],
    ] as const) {
      const bad = await owner.client.post('/api/challenges', { ...body, ...overrides });
      expect(bad.status, JSON.stringify(overrides)).toBe(400);
      if (field !== 'rewardXp') expect(bad.json.field, JSON.stringify(overrides)).toBe(field);
    }
    const guest = new Client(stack.url);
    await guest.post('/api/auth/guest');
    expect((await guest.post('/api/challenges', body)).status).toBe(403);
    const privateOf = async (client: Client) =>
      challengesResponseSchema.parse((await client.get('/api/challenges')).json).joinable.filter((c) => c.visibility === 'private');
    expect(await privateOf(owner.client)).toEqual([]);

    // The outbox may send the same creation many times: one challenge.
    const key = '0197a0c0-0000-7000-8000-0000000c4a11';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => owner.client.post('/api/challenges', body, { idempotencyKey: key })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const { challenge } = challengeResponseSchema.parse(answers[0]!.json);
    expect(new Set(answers.map((a) => a.json.challenge.id))).toEqual(new Set([challenge.id]));
    expect(challenge).toMatchObject({
      visibility: 'private',
      owner: { id: owner.userId, name: 'Olga Owner' },
      reward: { xp: 0, sweatCoins: '0.00' },
      startsAt: '2026-07-01T08:00:00.000Z',
      endsAt: '2026-07-08T08:00:00.000Z',
      participants: 1,
      state: 'open',
      me: { progress: 0, completedAt: null },
    });
    expect((await privateOf(owner.client)).map((c) => c.id)).toEqual([challenge.id]);

    // The invited friend sees it and joins; anyone else cannot find it.
    expect(await privateOf(friend.client)).toMatchObject([{ id: challenge.id, me: null, owner: { name: 'Olga Owner' } }]);
    expect((await join(friend.client, challenge.id)).participants).toBe(2);
    expect(await privateOf(stranger.client)).toEqual([]);
    expect((await stranger.client.post(`/api/challenges/${challenge.id}/join`)).status).toBe(404);
    expect((await stranger.client.get(`/api/challenges/${challenge.id}/leaderboard`)).status).toBe(404);
    expect((await admin.get('/api/admin/challenges')).json.challenges.map((c: Json) => c.id)).not.toContain(challenge.id);

    // Check-ins move it like any challenge; finishing it pays nothing.
    const day1 = await bookVisit(owner.client, 'gym-gb-004', '2026-07-01', '18:00');
    const day2 = await bookVisit(owner.client, 'gym-gb-004', '2026-07-02', '18:00');
    await visitNow(stack.url, owner.client, day1);
    const finishing = await visitNow(stack.url, owner.client, day2);
    expect(finishing.awards.map((award: Json) => award.reason)).not.toContain('challenge');
    const [mine] = await privateOf(owner.client);
    expect(mine).toMatchObject({ me: { progress: 2, paid: { xp: 0, sweatCoins: '0.00' } } });
    expect(mine!.me!.completedAt).not.toBeNull();
    const ledger = ledgerResponseSchema.parse((await owner.client.get('/api/wallet/ledger?limit=100')).json);
    expect(ledger.entries.filter((e) => e.kind === 'challenge')).toEqual([]);
    const board = challengeLeaderboardResponseSchema.parse((await friend.client.get(`/api/challenges/${challenge.id}/leaderboard`)).json);
    expect(board.entries.map((e) => [e.name, e.progress, e.completed])).toEqual([
      ['Olga Owner', 2, true],
      ['Fran Friend', 0, false],
    ]);
  });
});

describe('the admins’ challenges', () => {
  it('creates and retires challenges, refuses bad input and members', async () => {
    await setClock(stack.url, '2026-06-01T00:00:00Z');
    const created = adminChallengeResponseSchema.parse(
      (await admin.post('/api/admin/challenges', challengeBody('2026-06-10T00:00:00Z'))).json,
    );
    expect(created.challenge).toMatchObject({ status: 'active', state: 'upcoming', participants: 0, visibility: 'public' });
    const listed = (await admin.get('/api/admin/challenges')).json.challenges;
    expect(listed.map((c: Json) => c.id)).toContain(created.challenge.id);
    for (const [field, overrides] of [
      ['endsAt', { endsAt: '2026-06-09T00:00:00Z' }],
      ['endsAt', { startsAt: '2026-05-01T00:00:00Z', endsAt: '2026-05-20T00:00:00Z' }],
      ['rewardXp', { rewardXp: 0, rewardCoins: '0' }],
      ['measure', { measure: 'pushups' }],
      ['target', { target: 0 }],
      ['region', { region: 'XX' }],
    ] as const) {
      const refused = await admin.post('/api/admin/challenges', challengeBody('2026-06-10T00:00:00Z', overrides));
      expect(refused.status, field).toBe(400);
      expect(refused.json.field, JSON.stringify(overrides)).toBe(field);
    }
    const { client } = await signUp(stack.url, 'Member');
    expect((await client.post('/api/admin/challenges', challengeBody('2026-06-10T00:00:00Z'))).status).toBe(403);
    expect((await client.call(`/api/admin/challenges/${created.challenge.id}`, { method: 'DELETE' })).status).toBe(403);
    expect((await admin.call('/api/admin/challenges/none', { method: 'DELETE' })).status).toBe(404);
  });
});
