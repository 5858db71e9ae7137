// A feature's collections added to the real local database (RxDB on fake-indexeddb): once per
// opened database however many screens ask at once, and again on the next database opened.
import type { RxCollection, RxJsonSchema } from 'rxdb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeEvery, withCollections } from './feature-collections';
import { closeDatabase, openTestDatabase } from './test-database';

interface NoteDoc {
  id: string;
  text: string;
}

const noteSchema: RxJsonSchema<NoteDoc> = {
  title: 'notes',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: { id: { type: 'string', maxLength: 64 }, text: { type: 'string' } },
  required: ['id', 'text'],
};

type NoteCollections = { notes: RxCollection<NoteDoc>; drafts: RxCollection<NoteDoc> };

const getNoteDatabase = withCollections<NoteCollections>('notes', {
  notes: { schema: noteSchema, migrationStrategies: {} },
  drafts: { schema: noteSchema, migrationStrategies: {} },
});

afterEach(async () => {
  vi.restoreAllMocks();
  await closeDatabase();
});

describe('withCollections', () => {
  it('adds the collections once when two screens ask at the same moment, and both get them', async () => {
    const db = await openTestDatabase();
    const added = vi.spyOn(db, 'addCollections');

    const [first, second] = await Promise.all([getNoteDatabase(), getNoteDatabase()]);

    expect(added).toHaveBeenCalledTimes(1);
    expect(first).toBe(db);
    expect(second).toBe(db);
    await first.notes.insert({ id: 'n1', text: 'squats' });
    expect((await second.notes.findOne('n1').exec())?.text).toBe('squats');
    expect(Object.keys(db.collections).sort()).toEqual(['drafts', 'notes', 'outbox', 'records']);
  });

  it('does not add them again on a later call', async () => {
    const db = await openTestDatabase();
    await getNoteDatabase();
    const added = vi.spyOn(db, 'addCollections');

    await getNoteDatabase();

    expect(added).not.toHaveBeenCalled();
  });

  it('adds them to the next database opened (after a close, or under another name)', async () => {
    await openTestDatabase();
    await getNoteDatabase();
    await closeDatabase();
    const next = await openTestDatabase();

    const db = await getNoteDatabase();

    expect(db).toBe(next);
    expect(db.drafts).toBeDefined();
    await db.drafts.insert({ id: 'd1', text: 'plank' });
    expect(await db.drafts.count().exec()).toBe(1);
  });

  it('adds nothing where the database already has the marker collection', async () => {
    const db = await openTestDatabase();
    await db.addCollections({ notes: { schema: noteSchema, migrationStrategies: {} } });
    const added = vi.spyOn(db, 'addCollections');

    const got = await getNoteDatabase();

    expect(added).not.toHaveBeenCalled();
    expect(got.notes).toBe((db.collections as Record<string, unknown>).notes);
  });
});

describe('removeEvery', () => {
  it('empties a collection while other writes change its documents, without failing on them', async () => {
    // Logout clearing a cache while a screen refreshes it: a bulk removal of revisions another
    // write has just replaced is RxDB's CONFLICT error, which left the cache on the device.
    await openTestDatabase();
    const db = await getNoteDatabase();
    await db.notes.bulkInsert(Array.from({ length: 40 }, (_, index) => ({ id: `n${index}`, text: 'squats' })));
    const refreshes = Array.from({ length: 40 }, (_, index) => db.notes.upsert({ id: `n${index}`, text: 'lunges' }));

    await removeEvery(db.notes);
    await Promise.allSettled(refreshes);
    await removeEvery(db.notes);

    expect(await db.notes.count().exec()).toBe(0);
  });
});
