// Opens the app's database (database.ts loads this with the first getDatabase()): RxDB on Dexie,
// its two core collections, and the schema migrations.
import { addRxPlugin, createRxDatabase, type RxStorage } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { nextTask } from '../startup/next-task';
import type { DatabaseOptions, FitChoiceCollections, FitChoiceDatabase } from './database';
import { outboxMigrations } from './outbox-migration';
import { outboxSchema, recordSchema } from './schemas';

/** How long a change to the outbox may wait before the screens' live queries show it. */
const OUTBOX_LIVE_QUERY_THROTTLE_MS = 150;

addRxPlugin(RxDBMigrationSchemaPlugin);

export async function openDatabase({ name, storage }: DatabaseOptions): Promise<FitChoiceDatabase> {
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
  await nextTask();
  // One collection per task: creating each (its IndexedDB database on a first visit) is a long
  // stretch of script on a slow phone.
  await db.addCollections({ records: { schema: recordSchema, migrationStrategies: {} } });
  await nextTask();
  await db.addCollections({
    outbox: {
      schema: outboxSchema,
      // Live outbox queries (the badge's counts, the lists, a screen waiting for its answer) re-run at most once per
      // this many ms while writes arrive, and once after the last: a replay writes two changes
      // per entry, and re-counting per write cost more than the write itself.
      liveQueryUpdateThrottleTime: OUTBOX_LIVE_QUERY_THROTTLE_MS,
      migrationStrategies: outboxMigrations,
    },
  });
  return db;
}
