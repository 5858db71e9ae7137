// The coach, mood AI and motivation with a language model configured: an OpenAI-compatible fake
// server started here (real HTTP, 127.0.0.1). A valid plan is used; a malformed one, an unsafe one,
// an error and a timeout each give the planner's plan; chat answers stream as they are written and
// fall back to the rules when the model fails.
import { buildPlan, COACH_LOCALES, type CoachLocale, type Plan } from '@fitchoice/shared/coach';
import { exerciseNamesIn } from '@fitchoice/shared/coach/names';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { lastDone, MONDAY, MONDAY_NOON, modelJsonOf, planOf, postForEvents, profileOf } from './coach-helpers';
import { type FakeModelServer, startFakeModel } from './fake-openai';
import { setClock } from './gym-helpers';
import { signUp, startTestStack } from './helpers';

let stack: LocalStack;
let model: FakeModelServer;
const TIMEOUT_MS = 1500;

beforeAll(async () => {
  model = await startFakeModel();
  stack = await startTestStack({
    seedCatalogue: false,
    env: { COACH_LLM_URL: model.url, COACH_LLM_MODEL: 'coach-test', COACH_LLM_KEY: 'test-key', COACH_LLM_TIMEOUT_MS: String(TIMEOUT_MS) },
  });
  await setClock(stack.url, MONDAY_NOON);
});
afterAll(async () => {
  await stack?.stop();
  await model?.stop();
});
beforeEach(() => {
  model.requests.length = 0;
});

const profile = profileOf({ avoid: ['knee'] });
const propose = async () => {
  const { client } = await signUp(stack.url);
  const answer = await client.post('/api/coach/plan/propose', { profile, today: MONDAY, locale: 'es' });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
};
const plannerSessions = () => buildPlan(profile, { id: 'x', now: MONDAY_NOON, weekStart: MONDAY, today: MONDAY }).sessions;

describe('POST /api/coach/plan/propose with a model', () => {
  it("uses the model's plan when it passes the schema and the safety rules", async () => {
    const written = planOf(profile);
    model.answer = () => ({ kind: 'text', text: `Here you go:\n\`\`\`json\n${modelJsonOf(written)}\n\`\`\``, chunks: 5 });
    const { plan, fallback } = await propose();
    expect(fallback).toBeNull();
    expect(plan.engine).toBe('model');
    expect((plan as Plan).sessions.map((s) => s.exercises.map((e) => e.exerciseId))).toEqual(
      written.sessions.map((s) => s.exercises.map((e) => e.exerciseId)),
    );
    expect(plan.sessions[0].why).toEqual({ code: 'why.model', text: 'Balanced week.' });
    // The prompt asked in the member's language, with only exercises they can do, and the key was sent.
    const prompt = model.requests[0]!;
    expect(prompt.authorization).toBe('Bearer test-key');
    expect(prompt.body.model).toBe('coach-test');
    expect(prompt.body.stream).toBe(true);
    expect(prompt.body.messages[0]!.content).toContain('Spanish');
    expect(prompt.body.messages[1]!.content).not.toContain('barbell-back-squat');
  });

  it("falls back to the planner's plan when the answer is malformed", async () => {
    model.answer = () => ({ kind: 'text', text: '{"sessions": [{"date": "2026-11-23", "focus": "full_body", "exercises": [' });
    const { plan, fallback } = await propose();
    expect(fallback).toBe('invalid');
    expect(plan.engine).toBe('planner');
    expect(plan.sessions).toEqual(plannerSessions());
  });

  it('falls back when the plan names an exercise the library does not have', async () => {
    const written = JSON.parse(modelJsonOf(planOf(profile)));
    written.sessions[0].exercises[0].id = 'laser-lunges';
    model.answer = () => ({ kind: 'text', text: JSON.stringify(written) });
    expect((await propose()).fallback).toBe('unsafe');
  });

  it('falls back when the plan breaks a safety rule (a squat for a bad knee, too much volume)', async () => {
    const written = JSON.parse(modelJsonOf(planOf(profile)));
    written.sessions[0].exercises[0] = { id: 'barbell-back-squat', sets: 5, reps: 5, seconds: null, rest: 120, why: 'Squat heavy.' };
    model.answer = () => ({ kind: 'text', text: JSON.stringify(written) });
    const { plan, fallback } = await propose();
    expect(fallback).toBe('unsafe');
    expect(plan.sessions).toEqual(plannerSessions());
  });

  it('falls back when the model takes too long', async () => {
    model.answer = () => ({ kind: 'hang' });
    const started = Date.now();
    const { plan, fallback } = await propose();
    expect(fallback).toBe('timeout');
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(plan.sessions).toEqual(plannerSessions());
  });

  it('falls back when the endpoint fails', async () => {
    model.answer = () => ({ kind: 'status', status: 500 });
    expect((await propose()).fallback).toBe('error');
  });
});

describe('POST /api/coach/chat with a model', () => {
  it("streams the model's words as they are written, then done with the whole text", async () => {
    const { client } = await signUp(stack.url);
    const words = 'Cambié el ejercicio por otro que cuida tu rodilla. ¡Vamos!';
    model.answer = () => ({ kind: 'text', text: words, chunks: 4, pauseMs: 200 });
    const answer = await postForEvents(client, '/api/coach/chat', {
      text: 'cambia el press de banca',
      today: MONDAY,
      locale: 'es',
      plan: planOf(profile),
    });
    expect(answer.status).toBe(200);
    const deltas = answer.events.filter((event) => event.data.type === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((event) => event.data.text).join('')).toBe(words);
    // Streamed: the first words arrived well before the answer ended.
    expect(answer.events.at(-1)!.at - deltas[0]!.at).toBeGreaterThanOrEqual(400);
    const done = lastDone(answer.events);
    expect(done.engine).toBe('model');
    expect(done.reply?.text).toBe(words);
    // The model was given what the rules did, to put in words.
    expect(model.requests[0]!.body.messages[1]!.content).toContain('was replaced by');
  });

  it("asks the model in the member's language, naming the exercise in it", async () => {
    const { client } = await signUp(stack.url);
    const LANGUAGE: Record<CoachLocale, string> = {
      en: 'English',
      es: 'Spanish',
      fr: 'French',
      pt: 'Portuguese',
      de: 'German',
      it: 'Italian',
      ja: 'Japanese',
      ko: 'Korean',
      zh: 'Simplified Chinese',
      hi: 'Hindi',
      ar: 'Arabic',
      ru: 'Russian',
    };
    model.answer = () => ({ kind: 'text', text: '…' });
    for (const locale of COACH_LOCALES) {
      model.requests.length = 0;
      const plank = exerciseNamesIn(locale).plank!;
      const answer = await postForEvents(client, '/api/coach/chat', { text: plank, today: MONDAY, locale, plan: null });
      expect(lastDone(answer.events).engine, locale).toBe('model');
      const [system, user] = model.requests[0]!.body.messages;
      expect(system!.content, locale).toContain(`Always answer in ${LANGUAGE[locale]}.`);
      expect(user!.content, locale).toContain(`Explain ${plank}`);
    }
  });

  it("answers with the rules' note when the model fails or hangs", async () => {
    const { client } = await signUp(stack.url);
    for (const failure of [{ kind: 'status', status: 503 } as const, { kind: 'hang' } as const]) {
      model.answer = () => failure;
      const answer = await postForEvents(client, '/api/coach/chat', { text: 'explain the plank', today: MONDAY, locale: 'en', plan: null });
      const done = lastDone(answer.events);
      expect(done.engine).toBe('planner');
      expect(done.reply).toEqual({ code: 'chat.explain', values: { exercise: 'plank' } });
    }
  });
});

describe('mood advice and motivation with a model', () => {
  it("phrases the mood AI's suggestions from today's entry", async () => {
    const { client } = await signUp(stack.url);
    model.answer = () => ({ kind: 'text', text: 'Low energy today: try the easy version and box breathing.', chunks: 3 });
    const answer = await postForEvents(client, '/api/mood/advice', {
      today: MONDAY,
      locale: 'en',
      entry: { mood: 2, energy: 1, sleep: 3, tags: ['stressed'] },
    });
    const done = lastDone(answer.events);
    expect(done).toMatchObject({
      engine: 'model',
      reply: { code: 'mood.advice', text: 'Low energy today: try the easy version and box breathing.' },
    });
    expect(model.requests[0]!.body.messages[1]!.content).toContain('mood.session.mobility');
    expect(model.requests[0]!.body.messages[1]!.content).toContain('box');
  });

  it("keeps the model's daily message: asked again, the same words come back without asking the model", async () => {
    const { client } = await signUp(stack.url);
    model.answer = () => ({ kind: 'text', text: 'Un pequeño paso hoy cuenta.' });
    const first = await client.get(`/api/motivation/today?date=${MONDAY}&locale=es`);
    expect(first.status, first.text).toBe(200);
    expect(first.json.message).toMatchObject({
      date: MONDAY,
      engine: 'model',
      locale: 'es',
      note: { text: 'Un pequeño paso hoy cuenta.' },
    });
    const again = await client.get(`/api/motivation/today?date=${MONDAY}&locale=es`);
    expect(again.json.message).toEqual(first.json.message);
    expect(model.requests).toHaveLength(1);
  });
});
