// The one local database of the app (RxDB on its Dexie/IndexedDB storage). Screens, the outbox and
// the service worker all open this same database by name; RxDB's multiInstance mode broadcasts
// every write to the other tabs and the service worker, so reactive queries stay in step.
// RxDB and Dexie (~85 KB gzipped) load with the first getDatabase() (open-database.ts), not with the
// modules that import this one: a screen that reads the database paints before that code arrives.
// The page may also hold them back (holdDatabase) until something needs the database
// (openDatabaseNow): app/local-database.ts says when.
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
/** Resolves once the database may open: at once, unless the page holds it back. */
let released: Promise<void> = Promise.resolve();
let release: () => void = () => undefined;

/** Points the next getDatabase() at another name or storage (tests, the bench). */
export function configureDatabase(next: DatabaseOptions): void {
  if (opening) throw new Error('configureDatabase must run before the database is opened (close it first)');
  options = next;
}

/**
 * Holds the database's code and its opening back until openDatabaseNow(): every getDatabase() waits
 * until then. The page's start-up holds it (app/local-database.ts); the service worker and the
 * tests do not, so there the first getDatabase() opens it.
 */
export function holdDatabase(): void {
  if (opening) return;
  released = new Promise((resolve) => {
    release = resolve;
  });
}

/** Resolves once the database may open: at once, unless the page holds it back (then at openDatabaseNow()). */
export function databaseReleased(): Promise<void> {
  return released;
}

/** Lets the database open now (and every getDatabase() waiting for it go on); nothing when it is not held. */
export function openDatabaseNow(): void {
  release();
}

/** The shared database, opened once per JavaScript realm (page or service worker). */
export function getDatabase(): Promise<FitChoiceDatabase> {
  opening ??= released
    .then(() => import('./open-database'))
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
