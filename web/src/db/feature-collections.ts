// How a feature adds its own collections to the app's one local database: lazily, on first use
// (the service worker, which only replays the outbox, never opens them), and once per opened
// database however many screens ask at the same moment.
import type { RxCollection, RxCollectionCreator } from 'rxdb';
import { type FitChoiceDatabase, getDatabase } from './database';

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
