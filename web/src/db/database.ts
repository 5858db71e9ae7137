// The one local database of the app (RxDB on its Dexie/IndexedDB storage). Screens, the outbox and
// the service worker all open this same database by name; RxDB's multiInstance mode broadcasts
// every write to the other tabs and the service worker, so reactive queries stay in step.
import { addRxPlugin, createRxDatabase, type RxCollection, type RxDatabase, type RxStorage } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { DEFAULT_OUTBOX_GROUP, type OutboxDoc, outboxSchema, type RecordDoc, recordSchema } from './schemas';

export const DATABASE_NAME = 'fitchoice';
/** How long a change to the outbox may wait before the screens' live queries show it. */
const OUTBOX_LIVE_QUERY_THROTTLE_MS = 150;

export type FitChoiceCollections = {
  records: RxCollection<RecordDoc>;
  outbox: RxCollection<OutboxDoc>;
};
export type FitChoiceDatabase = RxDatabase<FitChoiceCollections>;

addRxPlugin(RxDBMigrationSchemaPlugin);

interface DatabaseOptions {
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
  opening ??= openDatabase(options).catch((error: unknown) => {
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

async function openDatabase({ name, storage }: DatabaseOptions): Promise<FitChoiceDatabase> {
  let chosen = (storage ?? getRxStorageDexie()) as RxStorage<unknown, unknown>;
  // Development and tests validate every write against the schema (ajv, ~30 KB gzip, left out of
  // production). RxDB's dev-mode plugin is not used: it embeds a third-party iframe from rxdb.info.
  if (import.meta.env.DEV) {
    const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
    chosen = wrappedValidateAjvStorage({ storage: chosen });
  }
  const db = await createRxDatabase<FitChoiceCollections>({
    name,
    storage: chosen,
    multiInstance: true,
    // A page reload while the previous instance is still closing must not fail the app.
    closeDuplicates: true,
  });
  await db.addCollections({
    records: { schema: recordSchema, migrationStrategies: {} },
    outbox: {
      schema: outboxSchema,
      // Live outbox queries (the badge's counts, the lists, a screen waiting for its answer) re-run at most once per
      // this many ms while writes arrive, and once after the last: a replay writes two changes
      // per entry, and re-counting per write cost more than the write itself.
      liveQueryUpdateThrottleTime: OUTBOX_LIVE_QUERY_THROTTLE_MS,
      migrationStrategies: {
        1: (entry: Omit<OutboxDoc, 'group'>): OutboxDoc => ({ ...entry, group: DEFAULT_OUTBOX_GROUP }),
      },
    },
  });
  return db;
}
