// The app's small key/value state (spec section 3's browser storage keys), one RxDB document per
// key. Reads are reactive and cross-tab: record$ emits in every tab when any tab writes.
//
// Mirrored in localStorage: only `theme`. index.html's inline script must pick the colour scheme
// before the first paint, synchronously, and IndexedDB is asynchronous; without the mirror a
// light-theme user would see a dark flash on every load. RxDB stays the source of truth: setRecord
// writes both, and the mirror is never read back into the database.

import { STORAGE_KEYS, type StorageKey, type Theme } from '@fitchoice/shared';
import type { User } from '@fitchoice/shared/api';
import { distinctUntilChanged, map, Observable } from 'rxjs';
import { getDatabase } from './database';

export interface LastLocation {
  latitude: number;
  longitude: number;
  accuracy: number;
  timestamp: number;
}

/** The value stored under each key. */
export interface RecordValues {
  [STORAGE_KEYS.theme]: Theme;
  [STORAGE_KEYS.region]: string;
  [STORAGE_KEYS.language]: string;
  [STORAGE_KEYS.manualRegion]: boolean;
  [STORAGE_KEYS.lastLocation]: LastLocation;
  [STORAGE_KEYS.locationPermission]: 'granted' | 'denied';
  [STORAGE_KEYS.web3Connected]: 'true';
  [STORAGE_KEYS.web3Account]: string;
  /** When the install prompt was dismissed, in ms since the epoch. */
  [STORAGE_KEYS.pwaInstallDismissed]: number;
  [STORAGE_KEYS.authUser]: User;
  [STORAGE_KEYS.guestUser]: User;
  [STORAGE_KEYS.onboardingComplete]: boolean;
  [STORAGE_KEYS.onboardingCompleted]: boolean;
  [STORAGE_KEYS.tutorialCompleted]: boolean;
  [STORAGE_KEYS.cacheVersion]: string;
  /** A logout the server has not heard of yet (api/logout-pending.ts). */
  [STORAGE_KEYS.logoutPending]: boolean;
}

/** Keys whose value is also kept in localStorage for synchronous reads before the first paint. */
export const LOCAL_STORAGE_MIRRORED: readonly StorageKey[] = [STORAGE_KEYS.theme];

export async function getRecord<K extends StorageKey>(key: K): Promise<RecordValues[K] | null> {
  const db = await getDatabase();
  const doc = await db.records.findOne(key).exec();
  return doc ? (doc.get('value') as RecordValues[K]) : null;
}

// The writes of one key run one after another, in the order they were called. A session answer
// storing the user while logout removes it would otherwise interleave inside RxDB (a removal of a
// revision the write just replaced is its CONFLICT error, and the logout stopped) or land in either
// order. A removal modifies whatever revision is stored (incrementalRemove), so a write from another
// tab in between is retried rather than refused.
const writesInFlight = new Map<StorageKey, Promise<void>>();

function inOrder(key: StorageKey, write: () => Promise<void>): Promise<void> {
  const done = (writesInFlight.get(key) ?? Promise.resolve()).then(write);
  const settled = done.catch(() => undefined);
  writesInFlight.set(key, settled);
  settled.then(() => {
    if (writesInFlight.get(key) === settled) writesInFlight.delete(key);
  });
  return done;
}

export function setRecord<K extends StorageKey>(key: K, value: RecordValues[K]): Promise<void> {
  return inOrder(key, async () => {
    const db = await getDatabase();
    await db.records.upsert({ key, value, updatedAt: Date.now() });
    mirror(key, value);
  });
}

export function removeRecord(key: StorageKey): Promise<void> {
  return inOrder(key, async () => {
    const db = await getDatabase();
    await db.records.findOne(key).incrementalRemove();
    mirror(key, null);
  });
}

/** Removes several records at once (logout, the cache buster). */
export async function removeRecords(keys: readonly StorageKey[]): Promise<void> {
  await Promise.all(keys.map(removeRecord));
}

/** The current value, then every change from any tab; null when the record does not exist. */
export function record$<K extends StorageKey>(key: K): Observable<RecordValues[K] | null> {
  return new Observable<RecordValues[K] | null>((subscriber) => {
    let inner: { unsubscribe(): void } | null = null;
    let closed = false;
    getDatabase().then(
      (db) => {
        if (closed) return;
        inner = db.records
          .findOne(key)
          .$.pipe(
            map((doc) => (doc ? (doc.get('value') as RecordValues[K]) : null)),
            distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
          )
          .subscribe(subscriber);
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => {
      closed = true;
      inner?.unsubscribe();
    };
  });
}

/** The theme as the first paint must see it, synchronously. */
export function readMirroredTheme(): Theme | null {
  try {
    return (localStorage.getItem(STORAGE_KEYS.theme) as Theme | null) ?? null;
  } catch {
    return null; // storage disabled (private mode in some browsers): the default theme applies
  }
}

function mirror(key: StorageKey, value: unknown): void {
  if (!LOCAL_STORAGE_MIRRORED.includes(key) || typeof localStorage === 'undefined') return;
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  } catch {
    // Quota or disabled storage: the mirror is only a first-paint hint, the database still holds it.
  }
}
