// The daily motivation message and its reminder, over real HTTP on DynamoDB Local with the test
// clock: one message a day per member (also when asked 20 times at once), never the same two days
// running, written from the member's data; the reminder's setting and the push scheduler's queries.
import { addDays } from '@fitchoice/shared/coach';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { logMoods, MONDAY, MONDAY_NOON, planOf } from './coach-helpers';
import { setClock } from './gym-helpers';
import { type Client, signUp, startTestStack } from './helpers';

let stack: LocalStack;
let store: typeof import('../src/motivation/store');

beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
  store = await import('../src/motivation/store');
  await setClock(stack.url, MONDAY_NOON);
});
afterAll(async () => {
  await setClock(stack.url, null);
  await stack?.stop();
});

const today = (client: Client, date: string, locale = 'en') => client.get(`/api/motivation/today?date=${date}&locale=${locale}`);

describe('GET /api/motivation/today', () => {
  it('makes one message a day: 20 requests at once all get the same one', async () => {
    const { client } = await signUp(stack.url);
    const answers = await Promise.all(Array.from({ length: 20 }, () => today(client, MONDAY)));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    const messages = new Set(answers.map((answer) => JSON.stringify(answer.json.message)));
    expect(messages.size).toBe(1);
    expect(answers[0]!.json.message).toMatchObject({ date: MONDAY, engine: 'planner', locale: null });
  });

  it('never repeats the message two days running, and keeps the history newest first', async () => {
    const { client } = await signUp(stack.url);
    await client.call('/api/coach/plan', { method: 'PUT', body: planOf() });
    const codes: string[] = [];
    for (let day = 0; day < 10; day++) {
      const date = addDays(MONDAY, day);
      await setClock(stack.url, `${date}T12:00:00.000Z`);
      const answer = await today(client, date);
      expect(answer.status, answer.text).toBe(200);
      codes.push(answer.json.message.note.code);
      expect(answer.json.history.map((past: { date: string }) => past.date)).toEqual(
        Array.from({ length: day }, (_, n) => addDays(date, -(n + 1))),
      );
    }
    await setClock(stack.url, MONDAY_NOON);
    for (let day = 1; day < codes.length; day++) expect(codes[day], `day ${day}`).not.toBe(codes[day - 1]);
    expect(new Set(codes).size).toBeGreaterThan(2);
  });

  it("writes from the member's data: a plan's goal and sessions, a mood trend", async () => {
    const { client } = await signUp(stack.url);
    await client.call('/api/coach/plan', { method: 'PUT', body: planOf() });
    await logMoods(client, MONDAY, 14, (daysAgo) => ({ mood: daysAgo < 7 ? 5 : 2 }));
    const codes = new Set<string>();
    const history: string[] = [];
    for (let day = 0; day < 3; day++) {
      const date = addDays(MONDAY, day);
      await setClock(stack.url, `${date}T12:00:00.000Z`);
      codes.add((await today(client, date)).json.message.note.code);
      history.push(date);
    }
    await setClock(stack.url, MONDAY_NOON);
    expect(
      [...codes].some((code) =>
        ['motivation.sessions_left', 'motivation.goal', 'motivation.mood_up', 'motivation.first_visit'].includes(code),
      ),
    ).toBe(true);
  });

  it('refuses a date that is not the member local date, and an unknown locale', async () => {
    const { client } = await signUp(stack.url);
    expect((await today(client, '2026-12-25')).json.field).toBe('date');
    expect((await today(client, MONDAY, 'nl')).json.field).toBe('locale');
  });
});

describe('the daily reminder', () => {
  it('is off until set; set and read back; refuses a bad time or zone', async () => {
    const { client } = await signUp(stack.url);
    expect((await client.get('/api/motivation/reminder')).json).toEqual({ enabled: false, time: '08:00', timeZone: 'UTC' });
    const reminder = { enabled: true, time: '07:30', timeZone: 'Europe/Madrid' };
    expect((await client.call('/api/motivation/reminder', { method: 'PUT', body: reminder })).json).toEqual(reminder);
    expect((await client.get('/api/motivation/reminder')).json).toEqual(reminder);
    for (const [bad, field] of [
      [{ ...reminder, time: '25:00' }, 'time'],
      [{ ...reminder, timeZone: 'Mars/Olympus' }, 'timeZone'],
    ] as const) {
      const answer = await client.call('/api/motivation/reminder', { method: 'PUT', body: bad });
      expect(answer.status).toBe(400);
      expect(answer.json.field).toBe(field);
    }
  });

  it("tells the push scheduler whose time has come, in each member's zone, once a day", async () => {
    const madrid = await signUp(stack.url);
    const tokyo = await signUp(stack.url, 'Kenji');
    const off = await signUp(stack.url, 'Off');
    await madrid.client.call('/api/motivation/reminder', {
      method: 'PUT',
      body: { enabled: true, time: '07:30', timeZone: 'Europe/Madrid' },
    });
    await tokyo.client.call('/api/motivation/reminder', { method: 'PUT', body: { enabled: true, time: '07:30', timeZone: 'Asia/Tokyo' } });
    await off.client.call('/api/motivation/reminder', {
      method: 'PUT',
      body: { enabled: false, time: '07:30', timeZone: 'Europe/Madrid' },
    });
    // 06:35 UTC is 07:35 in Madrid (UTC+1 in November) and 15:35 in Tokyo.
    const due = await store.motivationRemindersDue(new Date('2026-11-24T06:35:00Z'));
    const mine = due.filter((reminder) => [madrid.userId, tokyo.userId, off.userId].includes(reminder.userId));
    expect(mine).toEqual([{ userId: madrid.userId, localDate: '2026-11-24' }]);
    const claims = await Promise.all(Array.from({ length: 20 }, () => store.markMotivationReminded(madrid.userId, '2026-11-24')));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const again = await store.motivationRemindersDue(new Date('2026-11-24T06:40:00Z'));
    expect(again.some((reminder) => reminder.userId === madrid.userId)).toBe(false);
  });
});
