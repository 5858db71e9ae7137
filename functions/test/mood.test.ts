// Mood entries over real HTTP on DynamoDB Local: validation, ownership (another member's entry is
// 404 and is never changed), the newest edit winning under concurrency, deletion that a late replay
// cannot undo, the account's delete and export functions, and the mood AI without a model.
import { randomUUID } from 'node:crypto';
import { addDays } from '@fitchoice/shared/coach';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { lastDone, MONDAY, MONDAY_NOON, moodBody, postForEvents } from './coach-helpers';
import { setClock } from './gym-helpers';
import { Client, signUp, startTestStack } from './helpers';

let stack: LocalStack;
let store: typeof import('../src/mood/store');

beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
  store = await import('../src/mood/store');
  await setClock(stack.url, MONDAY_NOON);
});
afterAll(async () => {
  await stack?.stop();
});

const put = (client: Client, id: string, body: unknown) => client.call(`/api/mood/entries/${id}`, { method: 'PUT', body });
const remove = (client: Client, id: string) => client.call(`/api/mood/entries/${id}`, { method: 'DELETE' });
const list = async (client: Client, query = '') => (await client.get(`/api/mood/entries${query}`)).json.entries;

describe('PUT /api/mood/entries/{id}', () => {
  it('logs an entry and lists it', async () => {
    const { client } = await signUp(stack.url);
    const id = randomUUID();
    const body = moodBody(MONDAY, { mood: 4, energy: 2, sleep: 5, tags: ['sore', 'motivated'], note: 'Legs heavy' });
    const answer = await put(client, id, body);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json).toEqual({ entry: { id, ...body }, saved: true });
    expect(await list(client)).toEqual([{ id, ...body }]);
  });

  it.each([
    { case: 'mood 6', body: moodBody(MONDAY, { mood: 6 }), field: 'mood' },
    { case: 'energy 0', body: moodBody(MONDAY, { energy: 0 }), field: 'energy' },
    { case: 'a half sleep', body: moodBody(MONDAY, { sleep: 2.5 }), field: 'sleep' },
    { case: 'an unknown tag', body: moodBody(MONDAY, { tags: ['hangry'] }), field: 'tags.0' },
    { case: 'a tag twice', body: moodBody(MONDAY, { tags: ['sore', 'sore'] }), field: 'tags' },
    { case: 'a note over 500 characters', body: moodBody(MONDAY, { note: 'x'.repeat(501) }), field: 'note' },
    { case: 'a date that does not exist', body: moodBody('2026-02-30'), field: 'date' },
    { case: 'a user id of its own', body: { ...moodBody(MONDAY), userId: 'someone' }, field: 'userId' },
  ])('refuses $case with 400 and stores nothing', async ({ body, field }) => {
    const { client } = await signUp(stack.url);
    const answer = await put(client, randomUUID(), body);
    expect(answer.status).toBe(400);
    expect(answer.json.field).toBe(field);
    expect(await list(client)).toEqual([]);
  });

  it('refuses an id no entry could have with 404', async () => {
    const { client } = await signUp(stack.url);
    expect((await put(client, 'a.b', moodBody(MONDAY))).status).toBe(404);
  });

  it("another member's entry is 404 to edit or delete, and stays as it was", async () => {
    const ana = await signUp(stack.url);
    const ben = await signUp(stack.url, 'Ben');
    const id = randomUUID();
    const body = moodBody(MONDAY, { mood: 5 });
    await put(ana.client, id, body);
    const later = moodBody(MONDAY, { mood: 1, updatedAt: `${MONDAY}T11:00:00.000Z` });
    expect((await put(ben.client, id, later)).status).toBe(404);
    expect((await remove(ben.client, id)).status).toBe(404);
    expect(await list(ben.client)).toEqual([]);
    expect(await list(ana.client)).toEqual([{ id, ...body }]);
  });

  it('the newest edit wins: an older copy arriving late is answered with the stored one', async () => {
    const { client } = await signUp(stack.url);
    const id = randomUUID();
    const newer = moodBody(MONDAY, { mood: 5, updatedAt: `${MONDAY}T10:00:00.000Z` });
    await put(client, id, newer);
    const older = await put(client, id, moodBody(MONDAY, { mood: 1 }));
    expect(older.status).toBe(200);
    expect(older.json).toEqual({ entry: { id, ...newer }, saved: false });
  });

  it('30 edits of one entry at once: the newest is stored', async () => {
    const { client } = await signUp(stack.url);
    const id = randomUUID();
    const edits = Array.from({ length: 30 }, (_, n) =>
      moodBody(MONDAY, {
        mood: (n % 5) + 1,
        note: `edit ${n}`,
        updatedAt: new Date(Date.parse(`${MONDAY}T09:00:00.000Z`) + n * 1000).toISOString(),
      }),
    );
    const answers = await Promise.all(edits.map((edit) => put(client, id, edit)));
    for (const answer of answers) expect(answer.status, answer.text).toBe(200);
    expect(await list(client)).toEqual([{ id, ...edits.at(-1)! }]);
  });
});

describe('DELETE /api/mood/entries/{id}', () => {
  it('deletes once and again (a replay), and a late replay of the entry does not bring it back', async () => {
    const { client } = await signUp(stack.url);
    const id = randomUUID();
    const body = moodBody(MONDAY);
    await put(client, id, body);
    expect((await remove(client, id)).status).toBe(204);
    expect((await remove(client, id)).status).toBe(204);
    expect(await list(client)).toEqual([]);
    expect((await put(client, id, { ...body, updatedAt: `${MONDAY}T11:00:00.000Z` })).status).toBe(404);
    expect(await list(client)).toEqual([]);
  });

  it('an id never logged is 404', async () => {
    const { client } = await signUp(stack.url);
    expect((await remove(client, randomUUID())).status).toBe(404);
  });
});

describe('GET /api/mood/entries', () => {
  it('lists a date range, oldest first, and refuses a reversed one', async () => {
    const { client } = await signUp(stack.url);
    for (const n of [0, 3, 10]) await put(client, randomUUID(), moodBody(addDays(MONDAY, -n)));
    const week = await list(client, `?from=${addDays(MONDAY, -6)}&to=${MONDAY}`);
    expect(week.map((entry: { date: string }) => entry.date)).toEqual([addDays(MONDAY, -3), MONDAY]);
    const reversed = await client.get(`/api/mood/entries?from=${MONDAY}&to=${addDays(MONDAY, -6)}`);
    expect(reversed.status).toBe(400);
    expect(reversed.json.field).toBe('to');
  });

  it('refuses dates that are no calendar day or too far ahead with 400, a guest too', async () => {
    const guest = new Client(stack.url);
    expect((await guest.post('/api/auth/guest')).status).toBe(201);
    const tomorrow = addDays(new Date().toISOString().slice(0, 10), 1);
    for (const query of ['?from=9999-12-31', '?to=9999-12-31', '?from=2026-02-29', `?from=${addDays(tomorrow, 30)}`]) {
      const answer = await guest.get(`/api/mood/entries${query}`);
      expect(answer.status, `${query}: ${answer.text}`).toBe(400);
      expect(answer.json.field, query).toMatch(/^(from|to)$/);
    }
  });
});

describe("the account's delete and export of mood data", () => {
  it('exports every entry of the member, then deletes them all (tombstones too), and no one else’s', async () => {
    const ana = await signUp(stack.url);
    const ben = await signUp(stack.url, 'Ben');
    const kept = randomUUID();
    await put(ben.client, kept, moodBody(MONDAY));
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) await put(ana.client, id, moodBody(MONDAY));
    await remove(ana.client, ids[2]!);
    expect((await store.exportMoodData(ana.userId)).map((entry) => entry.id).sort()).toEqual(ids.slice(0, 2).sort());
    expect(await store.deleteMoodData(ana.userId)).toBe(3);
    expect(await store.exportMoodData(ana.userId)).toEqual([]);
    expect(await list(ana.client)).toEqual([]);
    expect((await list(ben.client)).map((entry: { id: string }) => entry.id)).toEqual([kept]);
  });
});

describe('POST /api/mood/advice without a model', () => {
  it("answers with the rules' note (the app words the suggestions)", async () => {
    const { client } = await signUp(stack.url);
    const answer = await postForEvents(client, '/api/mood/advice', {
      today: MONDAY,
      locale: 'en',
      entry: { mood: 2, energy: 2, sleep: 2, tags: [] },
    });
    expect(answer.status).toBe(200);
    expect(lastDone(answer.events)).toEqual({ type: 'done', reply: { code: 'mood.advice' }, engine: 'planner' });
  });
});
