// A mood logged, edited or deleted is stored on the device and in the outbox before the screen
// says so, and reaches the server once and in order however often the outbox is replayed.
import { STORAGE_KEYS } from '@fitchoice/shared';
import type { User } from '@fitchoice/shared/api';
import type { MoodEntry } from '@fitchoice/shared/coach';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { getCoachDatabase } from '../../db/coach-collections';
import type { FitChoiceDatabase } from '../../db/database';
import { setRecord } from '../../db/records';
import { closeDatabase, openTestDatabase } from '../../db/test-database';
import { entryOf, type OutboxEntry } from '../../outbox/entries';
import { createTestServer, replayTo, type TestServer } from '../../outbox/test-server';
import { deleteMood, discardRefusedMood, localMoodEntries, saveMood } from './mood-data';

const member: User = {
  id: 'u-mood',
  email: 'mood@example.com',
  name: 'Ana',
  roles: [],
  isGuest: false,
  xp: 0,
  sweatCoins: '0.00',
  createdAt: '2026-11-01T00:00:00.000Z',
};
const entry: MoodEntry = {
  id: '0193a000-0000-7000-8000-000000000001',
  date: '2026-11-23',
  mood: 4,
  energy: 3,
  sleep: 2,
  tags: ['sore'],
  note: 'Legs heavy',
  createdAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
};

let db: FitChoiceDatabase;
let server: TestServer;

beforeEach(async () => {
  db = await openTestDatabase();
  server = createTestServer();
  await setRecord(STORAGE_KEYS.authUser, member);
});
afterEach(closeDatabase);

const replay = () => replayTo(server, db);

it('stores a new entry and its PUT in the outbox before it resolves (offline: nothing sent yet)', async () => {
  await saveMood(member.id, entry);
  expect(await localMoodEntries(member.id)).toEqual([entry]);
  const queued = (await db.outbox.find().exec()).map((doc) => doc.toJSON());
  expect(queued).toMatchObject([{ route: 'mood.put', path: `/api/mood/entries/${entry.id}`, group: 'mood', state: 'pending' }]);
  const { id: _id, ...body } = entry;
  expect(queued[0]?.body).toEqual(body);
  expect(server.received).toEqual([]);
});

it('an edit and a delete reach the server in order, once each, however often the outbox is replayed', async () => {
  await saveMood(member.id, entry);
  const edited = { ...entry, mood: 2, updatedAt: '2026-11-23T10:00:00.000Z' };
  await saveMood(member.id, edited);
  await deleteMood(entry.id);
  expect(await localMoodEntries(member.id)).toEqual([]);

  server.fail(`/api/mood/entries/${entry.id}`, 503, 1);
  await replay();
  await replay();
  await replay();

  // One request per key (the 503'd one was sent again under its key), in queue order.
  const byKey = new Map(server.received.map((request) => [request.key, request]));
  const applied = server.applied.map((key) => byKey.get(key)!);
  expect(server.received.length).toBe(4);
  expect(applied.map((request) => [request.method, (request.body as { mood?: number } | null)?.mood ?? null])).toEqual([
    ['PUT', 4],
    ['PUT', 2],
    ['DELETE', null],
  ]);
  expect(new Set(server.applied).size).toBe(3);
  expect(await (await getCoachDatabase()).mood_entries.count().exec()).toBe(0);
});

it('an entry the server refused stays on the device with its refusal until the member discards it, which takes both away', async () => {
  await saveMood(member.id, entry);
  server.fail(`/api/mood/entries/${entry.id}`, 422, 1, 'Server English', {}, 'validation_failed');
  await replay();
  const [refused] = await db.outbox.find({ selector: { route: 'mood.put' } }).exec();
  expect(refused?.state).toBe('failed');
  expect(await localMoodEntries(member.id)).toEqual([entry]);

  await discardRefusedMood(entryOf(refused!) as OutboxEntry<'mood.put'>);
  expect(await db.outbox.find({ selector: { route: 'mood.put' } }).exec()).toEqual([]);
  expect(await localMoodEntries(member.id)).toEqual([]);
});
