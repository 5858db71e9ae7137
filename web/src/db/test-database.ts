// Opens the app's database on fake-indexeddb under a fresh name, for unit tests.
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { closeDatabase, configureDatabase, type FitChoiceDatabase, getDatabase } from './database';

let counter = 0;

export async function openTestDatabase(name = `test${Date.now()}x${counter++}`): Promise<FitChoiceDatabase> {
  await closeDatabase();
  configureDatabase({ name, storage: getRxStorageDexie({ indexedDB, IDBKeyRange }) });
  return getDatabase();
}

export { closeDatabase };
