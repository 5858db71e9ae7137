// The one local database of the app (RxDB on its Dexie/IndexedDB storage). Screens, the outbox and
// the service worker all open this same database by name; RxDB's multiInstance mode broadcasts
// every write to the other tabs and the service worker, so reactive queries stay in step.
// RxDB and Dexie (~80 KB gzipped) load with the first getDatabase() (open-database.ts), not with the
// modules that import this one: a screen that reads the database paints before that code arrives.
import type { RxCollection, RxDatabase, RxStorage } from 'rxdb';
import { nextTask } from '../startup/next-task';
import type { OutboxDoc, RecordDoc } from './schemas';

export const DATABASE_NAME = 'fitchoice';

export type FitChoiceCollections = {
  records: RxCollection<RecordDoc>;
  outbox: RxCollection<OutboxDoc>;
};
export type FitChoiceDatabase = RxDatabase<FitChoiceCollections>;

export interface DatabaseOptions {
  name: string;
  /** Defaults to Dexie on the global IndexedDB; tests pass Dexie on fake-indexeddb. */
  storage?: RxStorage<unknown, unknown>;
}

let options: DatabaseOptions = { name: DATABASE_NAME };
let opening: Promise<FitChoiceDatabase> | null = null;

/** Points the next getDatabase() at another name or storage (tests, the bench). */
export function configureDatabase(next: DatabaseOptions): void {
  if (opening) throw new Error('configureDatabase must run before the database is opened (close it first)');
  options = next;
}

/** The shared database, opened once per JavaScript realm (page or service worker). */
export function getDatabase(): Promise<FitChoiceDatabase> {
  opening ??= import('./open-database')
    // Evaluating RxDB's code and opening the database are each a long stretch of script on a slow
    // phone: a task between them keeps the page responsive (input and frames get in between).
    .then(async ({ openDatabase }) => {
      await nextTask();
      return openDatabase(options);
    })
    .catch((error: unknown) => {
      opening = null;
      throw error;
    });
  return opening;
}

export async function closeDatabase(): Promise<void> {
  const current = opening;
  opening = null;
  if (current) await (await current).close();
}
