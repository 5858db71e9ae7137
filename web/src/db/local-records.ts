// Every read and write of the browser records of spec section 3 (authUser, guestUser, theme, ...)
// goes through this module, so moving them into the local database (web/src/db) is a change here
// only. They live in the local RxDB database (web/src/db/records.ts: reactive and cross-tab). What
// the first screen needs (the users, theme, region, language) is also mirrored in localStorage under
// the same key, read synchronously (readRecordNow), so the app renders before the database's code
// (RxDB + Dexie, ~80 KB gzipped) has loaded; index.html's inline script reads the theme's mirror.
import {
  isAddress,
  LANGUAGES,
  type LanguageCode,
  REGIONS,
  type RegionCode,
  STORAGE_KEYS,
  type StorageKey,
  THEMES,
  type Theme,
} from '@fitchoice/shared';
import type { User } from '@fitchoice/shared/api';
import type { LastLocation } from '../db/records';
import { databaseReleased } from './database';
import { parseUser } from './user-shape';

/**
 * The records' module (with RxDB's live reads, so rxjs) once the page lets the database open
 * (app/local-database.ts): every read and write waits for that anyway, so its code loads then too.
 */
const database = async () => {
  await databaseReleased();
  return import('../db/records');
};

interface RecordCodec<T> {
  key: StorageKey;
  /** The value, or undefined when the stored value is not a valid one (it is then removed). */
  decode(stored: unknown): T | undefined;
}

function userRecord(key: StorageKey): RecordCodec<User> {
  return { key, decode: (stored) => parseUser(stored) ?? undefined };
}

function choiceRecord<T extends string>(key: StorageKey, choices: readonly T[]): RecordCodec<T> {
  return { key, decode: (stored) => choices.find((choice) => choice === stored) };
}

function flagRecord(key: StorageKey): RecordCodec<boolean> {
  return { key, decode: (stored) => (typeof stored === 'boolean' ? stored : undefined) };
}

function locationRecord(key: StorageKey): RecordCodec<LastLocation> {
  return {
    key,
    decode: (stored) => {
      if (typeof stored !== 'object' || stored === null) return undefined;
      const { latitude, longitude, accuracy, timestamp } = stored as Record<string, unknown>;
      const numbers = [latitude, longitude, accuracy, timestamp];
      if (!numbers.every((n) => typeof n === 'number' && Number.isFinite(n))) return undefined;
      return { latitude, longitude, accuracy, timestamp } as LastLocation;
    },
  };
}

/** The records, by name. A later feature adds its record here (onboarding flags, region, ...). */
const RECORDS = {
  authUser: userRecord(STORAGE_KEYS.authUser),
  guestUser: userRecord(STORAGE_KEYS.guestUser),
  theme: choiceRecord<Theme>(STORAGE_KEYS.theme, THEMES),
  // Region, language and location (web/src/features/location, web/src/i18n).
  region: choiceRecord<RegionCode>(
    STORAGE_KEYS.region,
    REGIONS.map((region) => region.code),
  ),
  language: choiceRecord<LanguageCode>(
    STORAGE_KEYS.language,
    LANGUAGES.map((language) => language.code),
  ),
  manualRegion: flagRecord(STORAGE_KEYS.manualRegion),
  lastLocation: locationRecord(STORAGE_KEYS.lastLocation),
  locationPermission: choiceRecord<'granted' | 'denied'>(STORAGE_KEYS.locationPermission, ['granted', 'denied']),
  // Onboarding and the guided tutorial (web/src/features/onboarding, web/src/features/tutorial).
  onboardingComplete: flagRecord(STORAGE_KEYS.onboardingComplete),
  onboardingCompleted: flagRecord(STORAGE_KEYS.onboardingCompleted),
  tutorialCompleted: flagRecord(STORAGE_KEYS.tutorialCompleted),
  // The browser wallet's connection (web/src/features/wallet).
  web3Connected: choiceRecord<'true'>(STORAGE_KEYS.web3Connected, ['true']),
  // A logout the server has not heard of yet (web/src/api/logout-pending.ts).
  logoutPending: flagRecord(STORAGE_KEYS.logoutPending),
  web3Account: { key: STORAGE_KEYS.web3Account, decode: (stored) => (isAddress(stored) ? stored : undefined) } as RecordCodec<string>,
};

export type RecordName = keyof typeof RECORDS;
export type RecordValue<N extends RecordName> = (typeof RECORDS)[N] extends RecordCodec<infer T> ? T : never;

/**
 * The records the first screen renders from, mirrored in localStorage (all are kept by the cache
 * buster); and the tutorial's two flags, which the layout checks at every start (tutorial-store.ts).
 */
const MIRRORED = [
  'authUser',
  'guestUser',
  'theme',
  'region',
  'language',
  'manualRegion',
  'logoutPending',
  'onboardingComplete',
  'tutorialCompleted',
] as const;
export type MirroredRecordName = (typeof MIRRORED)[number];
const isMirrored = (name: RecordName): name is MirroredRecordName => (MIRRORED as readonly RecordName[]).includes(name);

// Strings are kept bare (index.html reads the theme as it is), everything else as JSON.
const toMirror = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value));
function fromMirror(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function setMirror(name: MirroredRecordName, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(RECORDS[name].key);
    else localStorage.setItem(RECORDS[name].key, toMirror(value));
  } catch {
    // storage disabled: the next start reads the database instead
  }
}

/**
 * The mirrored value, synchronously, or undefined (none, an invalid one, or storage disabled): the
 * first screen's user, theme, region and language without waiting for the database.
 */
export function readRecordNow<N extends MirroredRecordName>(name: N): RecordValue<N> | undefined {
  let text: string | null = null;
  try {
    text = localStorage.getItem(RECORDS[name].key);
  } catch {
    return undefined;
  }
  return text === null ? undefined : (RECORDS[name] as RecordCodec<RecordValue<N>>).decode(fromMirror(text));
}

/** The stored value, or undefined. A corrupt value is removed, so it cannot break the next load either. */
export async function readRecord<N extends RecordName>(name: N): Promise<RecordValue<N> | undefined> {
  const codec = RECORDS[name] as RecordCodec<RecordValue<N>>;
  const { getRecord, removeRecord: removeDbRecord } = await database();
  const stored = await getRecord(codec.key);
  if (stored === null) return undefined;
  const value = codec.decode(stored);
  if (value === undefined) {
    console.warn(`Removed the corrupt stored record "${codec.key}"`);
    await removeDbRecord(codec.key);
  } else if (isMirrored(name) && readRecordNow(name) === undefined) {
    // A value stored before the mirror existed: mirrored now, so the next start needs no database.
    // Only into an empty mirror, which a write running meanwhile has already filled with a newer value.
    setMirror(name, value);
  }
  return value;
}

/** The mirror changes first, so a page closed before the database write still starts from the new value. */
export async function writeRecord<N extends RecordName>(name: N, value: RecordValue<N>): Promise<void> {
  if (isMirrored(name)) setMirror(name, value);
  const { setRecord } = await database();
  // The codecs above pair each name with its key's value type in db/records.ts.
  await setRecord(RECORDS[name].key as never, value as never);
}

/**
 * Calls `onChange` when another tab (or window) of this browser has written or removed one of these
 * mirrored records, or cleared the storage: the browser's `storage` event, which fires in every page
 * of the origin but the writer. `readRecordNow` then reads the new values. Returns what stops watching.
 */
export function watchMirrorElsewhere(names: readonly MirroredRecordName[], onChange: () => void): () => void {
  const keys: readonly string[] = names.map((name) => RECORDS[name].key);
  const listener = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) onChange();
  };
  addEventListener('storage', listener);
  return () => removeEventListener('storage', listener);
}

export async function removeRecord(name: RecordName): Promise<void> {
  if (isMirrored(name)) setMirror(name, undefined);
  const { removeRecord: removeDbRecord } = await database();
  await removeDbRecord(RECORDS[name].key);
}
