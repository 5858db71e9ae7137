// How a feature adds its own collections to the app's one local database: lazily, on first use
// (the service worker, which only replays the outbox, never opens them), and once per opened
// database however many screens ask at the same moment.
import type { RxCollection, RxCollectionCreator } from 'rxdb';
import { type FitChoiceDatabase, getDatabase, openDatabaseNow } from './database';

/**
 * A getter of the app's database with a feature's collections. `marker` is one of them: where the
 * database already has it (another tab's hot reload, a second getter over the same names), nothing
 * is added. A schema change bumps the schema's `version` and adds its migration strategy here.
 */
export function withCollections<C extends Record<string, RxCollection>>(
  marker: keyof C & string,
  creators: { [K in keyof C]: RxCollectionCreator },
): () => Promise<FitChoiceDatabase & C> {
  const ready = new WeakMap<FitChoiceDatabase, Promise<FitChoiceDatabase & C>>();
  return async () => {
    // A screen renders from its local copy: the database is needed now, not once the page settles.
    openDatabaseNow();
    const db = await getDatabase();
    let opened = ready.get(db);
    if (!opened) {
      opened = (async () => {
        if (!(marker in db.collections)) await db.addCollections(creators);
        return db as FitChoiceDatabase & C;
      })();
      ready.set(db, opened);
    }
    return opened;
  };
}

/** Passes before removeEvery gives up on documents that other writes keep changing. */
const REMOVAL_PASSES = 5;

/**
 * Removes every document of a collection (logout, "clear local data"). A bulk removal names the
 * revisions it read; a document another write changed meanwhile (a screen refreshing its cache) is
 * refused as a conflict, so it is read again and removed in the next pass.
 */
export async function removeEvery(collection: RxCollection): Promise<void> {
  for (let pass = 1; ; pass++) {
    const docs = await collection.find().exec();
    if (docs.length === 0) return;
    const { error } = await collection.bulkRemove(docs);
    const other = error.find((failure) => failure.status !== 409);
    if (other) throw new Error(`Could not remove ${other.documentId} from ${collection.name} (status ${other.status})`);
    if (error.length === 0) return;
    if (pass === REMOVAL_PASSES) throw new Error(`${error.length} documents of ${collection.name} kept changing while being removed`);
  }
}
