// Guided and VR workouts over real HTTP on DynamoDB Local: a session is logged once however often
// it is sent, shows in the activity and counts toward badges; one finished in full earns XP (capped
// per day, never for overlapping workouts, paid once under 20 parallel logs); an unfinished one
// earns none; bad claims are refused and change nothing.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { setClock } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await setClock(stack.url, null);
  await stack?.stop();
});

const finished = (overrides: Record<string, unknown> = {}) => ({
  sessionId: randomUUID(),
  programId: 'sprinter-legs',
  mode: 'guided',
  finishedAt: new Date().toISOString(),
  activeSeconds: 600,
  completedIntervals: 15,
  ...overrides,
});

describe('logging a workout', () => {
  it('logs a session once when it is sent 20 times at once, and shows it in the activity and history', async () => {
    const { client } = await signUp(stack.url, 'Runner');
    const body = finished();
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/workouts/sessions', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    for (const answer of answers) expect(answer.json.workout).toMatchObject({ id: body.sessionId, totalIntervals: 18 });
    const history = await client.get('/api/workouts/sessions');
    expect(history.json.workouts).toHaveLength(1);
    expect(history.json.workouts[0]).toMatchObject({ programId: 'sprinter-legs', activeSeconds: 600, completedIntervals: 15 });
    const activity = await client.get('/api/activity');
    const workouts = activity.json.entries.filter((entry: { kind: string }) => entry.kind === 'workout');
    expect(workouts).toHaveLength(1);
    expect(workouts[0]).toMatchObject({
      xpDelta: 0,
      title: 'Guided workout finished (10 min)',
      subject: { programId: 'sprinter-legs', mode: 'guided', minutes: 10 },
    });
  });

  it('unfinished, counts toward the workout badges but earns no XP and no leaderboard place', async () => {
    const { client, userId } = await signUp(stack.url, 'Homebody');
    for (let i = 0; i < 10; i++) {
      expect((await client.post('/api/workouts/sessions', finished({ mode: i % 2 ? 'vr' : 'guided' }))).status).toBe(201);
    }
    const stats = (await client.get('/api/profile/stats')).json;
    const earned = stats.badges.filter((badge: { earned: boolean }) => badge.earned).map((badge: { id: string }) => badge.id);
    expect(earned).toEqual(['first-workout', 'home-hero']);
    expect(stats).toMatchObject({ xp: 0, xpEarned: 0, level: 1 });
    const board = (await client.get('/api/leaderboards?period=all-time&scope=friends')).json;
    expect(board.me).toEqual({ rank: null, score: 0 });
    expect(board.entries.map((entry: { userId: string }) => entry.userId)).not.toContain(userId);
  });

  it('takes the server clock for a finishing time in the future, and refuses one older than 30 days', async () => {
    const { client } = await signUp(stack.url, 'Traveller');
    await setClock(stack.url, '2026-06-10T12:00:00Z');
    try {
      const ahead = await client.post('/api/workouts/sessions', finished({ finishedAt: '2026-06-11T08:00:00Z' }));
      expect(ahead.status).toBe(201);
      expect(ahead.json.workout.finishedAt).toBe('2026-06-10T12:00:00.000Z');
      const old = await client.post('/api/workouts/sessions', finished({ finishedAt: '2026-05-01T08:00:00Z' }));
      expect(old.status).toBe(422);
      expect(old.json).toMatchObject({ code: 'workout_too_old', field: 'finishedAt' });
    } finally {
      await setClock(stack.url, null);
    }
  });

  it.each([
    { case: 'an unknown program', body: { programId: 'celebrity-x' }, field: 'programId' },
    { case: 'more exercise than the program holds', body: { activeSeconds: 721 }, field: 'activeSeconds' },
    { case: 'more intervals than the program holds', body: { completedIntervals: 19 }, field: 'completedIntervals' },
    { case: 'no exercise at all', body: { activeSeconds: 0 }, field: 'activeSeconds' },
    { case: 'a session id that is not a UUID', body: { sessionId: 'abc' }, field: 'sessionId' },
    { case: 'another mode', body: { mode: 'treadmill' }, field: 'mode' },
    { case: 'a user id (the session says who)', body: { userId: 'someone-else' }, field: 'userId' },
  ])('refuses $case and logs nothing', async ({ body, field }) => {
    const { client } = await signUp(stack.url, 'Cheater');
    const answer = await client.post('/api/workouts/sessions', finished(body));
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
    expect((await client.get('/api/workouts/sessions')).json.workouts).toEqual([]);
  });

  it('needs a session', async () => {
    const { Client } = await import('./helpers');
    const anonymous = new Client(stack.url);
    expect((await anonymous.post('/api/workouts/sessions', finished())).status).toBe(401);
  });
});

describe('XP for a finished workout', () => {
  // sprinter-legs has 18 intervals: a session that played all of them is finished.
  const done = (finishedAt: string, overrides: Record<string, unknown> = {}) =>
    finished({ finishedAt, completedIntervals: 18, activeSeconds: 600, ...overrides });
  const at = (time: string) => `2026-11-16T${time}:00.000Z`;

  beforeAll(async () => {
    await setClock(stack.url, at('23:30'));
  });
  afterAll(async () => {
    await setClock(stack.url, null);
  });

  it("earns 30 XP once however often it is sent, on the region's board and everyone's", async () => {
    const { client } = await signUp(stack.url, 'Finisher');
    const body = done(at('07:00'), { region: 'GB' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => client.post('/api/workouts/sessions', body)));
    for (const answer of answers) expect(answer.json.workout, answer.text).toMatchObject({ xpAwarded: 30 });
    expect((await client.get('/api/auth/me')).json.xp).toBe(30);
    const entry = (await client.get('/api/activity')).json.entries.find((e: { kind: string }) => e.kind === 'workout');
    expect(entry).toMatchObject({ xpDelta: 30, xpAfter: 30 });
    for (const scope of ['region=GB', 'region=US']) {
      const board = (await client.get(`/api/leaderboards?period=weekly&scope=region&${scope}`)).json;
      expect(board.me.score, scope).toBe(scope === 'region=GB' ? 30 : 0);
    }
  });

  it("carries a weekly score kept in its own item (as written before) into the scope's item, once", async () => {
    const { client, userId } = await signUp(stack.url, 'Carried');
    const { PutCommand, GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const { documentClient, TABLE } = await import('../src/dynamo/client');
    const { gymKeys } = await import('../src/keys/gym-keys');
    const { paddedScore } = await import('../src/time/leaderboard-period');
    // 50 XP this week (2026-W47) on the region's and everyone's weekly boards, each its own item on GSI2.
    const legacy = ['WEEK#2026-W47#REGION#GB', 'WEEK#2026-W47#GLOBAL'];
    for (const board of legacy) {
      await documentClient.send(
        new PutCommand({
          TableName: TABLE,
          Item: {
            ...gymKeys.score(userId, board),
            GSI2PK: gymKeys.boardPartition(board),
            GSI2SK: `${paddedScore(50)}#${userId}`,
            userId,
            name: 'Carried',
            score: 50,
            board,
          },
        }),
      );
    }
    const weekly = async (scope: string) => (await client.get(`/api/leaderboards?period=weekly&${scope}`)).json;
    const mine = (board: { entries: { isMe: boolean; score: number }[] }) => board.entries.filter((entry) => entry.isMe);
    expect(mine(await weekly('scope=region&region=GB'))).toMatchObject([{ score: 50 }]);
    expect((await weekly('scope=friends')).me.score).toBe(50);

    expect((await client.post('/api/workouts/sessions', done(at('06:00'), { region: 'GB' }))).json.workout.xpAwarded).toBe(30);
    const region = await weekly('scope=region&region=GB');
    expect(mine(region)).toMatchObject([{ score: 80 }]);
    expect(region.me).toMatchObject({ score: 80 });
    expect((await weekly('scope=friends')).me.score).toBe(80);
    // The all-time boards count only the gain; the weekly items were moved, not copied.
    expect((await client.get('/api/leaderboards?period=all-time&scope=region&region=GB')).json.me.score).toBe(30);
    for (const board of legacy) {
      const { Item } = await documentClient.send(
        new GetCommand({ TableName: TABLE, Key: gymKeys.score(userId, board), ConsistentRead: true }),
      );
      expect(Item, board).toBeUndefined();
    }
  });

  it('earns at most 100 XP a day, none for a workout overlapping one that earned, and again the next day', async () => {
    const { client } = await signUp(stack.url, 'Daily');
    const xpOf = async (body: Record<string, unknown>) => (await client.post('/api/workouts/sessions', body)).json.workout.xpAwarded;
    expect(await xpOf(done(at('07:00')))).toBe(30);
    // Finished 5 minutes after the first, with 10 minutes of exercise: the two cannot both have happened.
    expect(await xpOf(done(at('07:05')))).toBe(0);
    expect(await xpOf(done(at('08:00'), { completedIntervals: 17 }))).toBe(0);
    expect(await xpOf(done(at('12:00')))).toBe(30);
    expect(await xpOf(done(at('18:00')))).toBe(30);
    expect(await xpOf(done(at('20:00')))).toBe(10);
    expect(await xpOf(done(at('21:00')))).toBe(0);
    expect((await client.get('/api/profile/stats')).json).toMatchObject({ xp: 100, xpEarned: 100 });
    await setClock(stack.url, '2026-11-17T09:00:00.000Z');
    try {
      expect(await xpOf(done('2026-11-17T08:00:00.000Z'))).toBe(30);
    } finally {
      await setClock(stack.url, at('23:30'));
    }
  });

  it('20 finished workouts logged at once earn exactly the day cap', async () => {
    const { client } = await signUp(stack.url, 'Burst');
    const bodies = Array.from({ length: 20 }, (_, i) => done(new Date(Date.parse(at('00:30')) + i * 40 * 60_000).toISOString()));
    const answers = await Promise.all(bodies.map((body) => client.post('/api/workouts/sessions', body)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    expect(answers.reduce((sum, a) => sum + a.json.workout.xpAwarded, 0)).toBe(100);
    expect((await client.get('/api/auth/me')).json.xp).toBe(100);
    expect((await client.get('/api/leaderboards?period=all-time&scope=friends')).json.me.score).toBe(100);
  });

  it('a guest earns none', async () => {
    const guest = new Client(stack.url);
    await guest.post('/api/auth/guest');
    const answer = await guest.post('/api/workouts/sessions', done(at('10:00')));
    expect(answer.json.workout).toMatchObject({ xpAwarded: 0 });
  });
});
