// The AI coach with no language model configured (the default): plans stored and validated, the
// newest copy winning under concurrency, the planner's proposal, the rules answering the chat,
// chat messages stored once. Over real HTTP on DynamoDB Local.
import { randomUUID } from 'node:crypto';
import type { Plan } from '@fitchoice/shared/coach';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { lastDone, MONDAY, MONDAY_NOON, planOf, postForEvents, profileOf } from './coach-helpers';
import { setClock } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';

let stack: LocalStack;

beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
  await setClock(stack.url, MONDAY_NOON);
});
afterAll(async () => {
  await stack?.stop();
});

const put = (client: Client, path: string, body: unknown) => client.call(path, { method: 'PUT', body });

describe('GET /api/coach and PUT /api/coach/plan', () => {
  it('stores the member plan and gives it back; says no model is configured', async () => {
    const { client } = await signUp(stack.url);
    expect((await client.get('/api/coach')).json).toEqual({ plan: null, model: false });
    const plan = planOf();
    const saved = await put(client, '/api/coach/plan', plan);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json).toEqual({ plan, saved: true });
    expect((await client.get('/api/coach')).json).toEqual({ plan, model: false });
  });

  it('keeps plans per member: another member sees only their own', async () => {
    const ana = await signUp(stack.url);
    const ben = await signUp(stack.url, 'Ben');
    await put(ana.client, '/api/coach/plan', planOf());
    expect((await ben.client.get('/api/coach')).json.plan).toBeNull();
  });

  it('needs a session', async () => {
    expect((await new Client(stack.url).get('/api/coach')).status).toBe(401);
    expect((await new Client(stack.url).call('/api/coach/plan', { method: 'PUT', body: planOf() })).status).toBe(401);
  });

  it.each([
    { case: 'an unknown goal', change: (p: Plan): unknown => ({ ...p, profile: { ...p.profile, goal: 'bulk' } }), field: 'profile.goal' },
    {
      case: 'seven days a week',
      change: (p: Plan): unknown => ({ ...p, profile: { ...p.profile, daysPerWeek: 7 } }),
      field: 'profile.daysPerWeek',
    },
    { case: 'a bad date', change: (p: Plan): unknown => ({ ...p, weekStart: '2026-02-30' }), field: 'weekStart' },
    {
      case: 'too many sets',
      change: (p: Plan): unknown => ({ ...p, sessions: [{ ...p.sessions[0], exercises: [{ ...p.sessions[0]!.exercises[0], sets: 40 }] }] }),
      field: 'sessions.0.exercises.0.sets',
    },
    { case: 'an unknown field', change: (p: Plan): unknown => ({ ...p, isAdmin: true }), field: 'isAdmin' },
  ])('refuses $case with 400 naming the field, and stores nothing', async ({ change, field }) => {
    const { client } = await signUp(stack.url);
    const answer = await put(client, '/api/coach/plan', change(planOf()));
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
    expect((await client.get('/api/coach')).json.plan).toBeNull();
  });

  it('refuses a plan that breaks a safety rule with 422 plan_unsafe (a squat for a bad knee)', async () => {
    const { client } = await signUp(stack.url);
    const plan = planOf(profileOf({ avoid: ['knee'] }));
    plan.sessions[0]!.exercises[0] = { ...plan.sessions[0]!.exercises[0]!, exerciseId: 'barbell-back-squat', reps: 5, seconds: null };
    const answer = await put(client, '/api/coach/plan', plan);
    expect(answer.status).toBe(422);
    expect(answer.json.code).toBe('plan_unsafe');
    expect(answer.json.error).toContain('avoided (barbell-back-squat)');
    expect((await client.get('/api/coach')).json.plan).toBeNull();
  });

  it('an older copy arriving late changes nothing and answers the newer one', async () => {
    const { client } = await signUp(stack.url);
    const older = planOf(profileOf(), `${MONDAY}T10:00:00.000Z`);
    const newer = { ...older, updatedAt: `${MONDAY}T11:00:00.000Z`, progression: 1 };
    expect((await put(client, '/api/coach/plan', newer)).json.saved).toBe(true);
    const late = await put(client, '/api/coach/plan', older);
    expect(late.status).toBe(200);
    expect(late.json).toEqual({ plan: newer, saved: false });
    // The same copy again (a replay) is answered the same way.
    expect((await put(client, '/api/coach/plan', newer)).json).toEqual({ plan: newer, saved: false });
  });

  it('30 copies saved at once: the newest is stored, whatever order they land in', async () => {
    const { client } = await signUp(stack.url);
    const base = planOf();
    const copies = Array.from({ length: 30 }, (_, n) => ({
      ...base,
      updatedAt: new Date(Date.parse(MONDAY_NOON) + n * 1000).toISOString(),
    }));
    const answers = await Promise.all(copies.map((copy) => put(client, '/api/coach/plan', copy)));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect((await client.get('/api/coach')).json.plan.updatedAt).toBe(copies.at(-1)!.updatedAt);
  });
});

describe('POST /api/coach/plan/propose without a model', () => {
  it("answers the planner's plan for the profile, safe, and says no model is configured", async () => {
    const { client } = await signUp(stack.url);
    const profile = profileOf({ goal: 'fat_loss', avoid: ['jumping'] });
    const answer = await client.post('/api/coach/plan/propose', { profile, today: MONDAY, locale: 'en' });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.fallback).toBe('not_configured');
    expect(answer.json.plan.engine).toBe('planner');
    expect(answer.json.plan.profile).toEqual(profile);
    expect(answer.json.plan.sessions.length).toBe(3);
  });

  it('refuses a today that is not the member local date', async () => {
    const { client } = await signUp(stack.url);
    const answer = await client.post('/api/coach/plan/propose', { profile: profileOf(), today: '2026-12-25', locale: 'en' });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('today');
  });
});

describe('POST /api/coach/chat without a model', () => {
  it("answers with the rules' note as one server-sent event", async () => {
    const { client } = await signUp(stack.url);
    const plan = planOf();
    const answer = await postForEvents(client, '/api/coach/chat', { text: 'only 20 minutes today', today: MONDAY, locale: 'en', plan });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('text/event-stream');
    expect(answer.events).toHaveLength(1);
    const done = lastDone(answer.events);
    expect(done.engine).toBe('planner');
    expect(done.reply?.code).toBe('chat.shortened');
    expect(done.reply?.values?.minutes).toBeLessThanOrEqual(20);
  });

  it('refuses an empty message with 400, as JSON', async () => {
    const { client } = await signUp(stack.url);
    const answer = await client.post('/api/coach/chat', { text: '  ', today: MONDAY, locale: 'en', plan: null });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('text');
  });
});

describe('chat messages', () => {
  it('stores each message once per id and lists them oldest first', async () => {
    const { client } = await signUp(stack.url);
    const first = { role: 'member', text: 'swap the bench press', note: null, createdAt: `${MONDAY}T10:00:00.000Z` };
    const second = {
      role: 'coach',
      text: null,
      note: { code: 'chat.swapped', values: { from: 'a', to: 'b' } },
      createdAt: `${MONDAY}T10:00:01.000Z`,
    };
    const firstId = randomUUID();
    const secondId = randomUUID();
    expect((await put(client, `/api/coach/messages/${secondId}`, second)).status).toBe(200);
    expect((await put(client, `/api/coach/messages/${firstId}`, first)).status).toBe(200);
    const replay = await put(client, `/api/coach/messages/${firstId}`, first);
    expect(replay.json.message).toEqual({ id: firstId, ...first });
    expect((await client.get('/api/coach/messages')).json.messages).toEqual([
      { id: firstId, ...first },
      { id: secondId, ...second },
    ]);
  });

  it('20 replays of one message at once store it once, and all answer it', async () => {
    const { client } = await signUp(stack.url);
    const id = randomUUID();
    const message = { role: 'member', text: 'shorten today', note: null, createdAt: `${MONDAY}T11:00:00.000Z` };
    const answers = await Promise.all(Array.from({ length: 20 }, () => put(client, `/api/coach/messages/${id}`, message)));
    for (const answer of answers) expect(answer.json.message).toEqual({ id, ...message });
    expect((await client.get('/api/coach/messages')).json.messages).toEqual([{ id, ...message }]);
  });

  it('refuses a member message without text or a coach message without a note', async () => {
    const { client } = await signUp(stack.url);
    const answer = await put(client, `/api/coach/messages/${randomUUID()}`, {
      role: 'coach',
      text: 'hi',
      note: null,
      createdAt: MONDAY_NOON,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe('note');
  });
});
