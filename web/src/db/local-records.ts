// Every read and write of the browser records of spec section 3 (authUser, guestUser, theme, ...)
// goes through this module, so moving them into the local database (web/src/db) is a change here
// only. They live in the local RxDB database (web/src/db/records.ts: reactive and cross-tab); the
// theme is also mirrored in localStorage, for index.html's first paint. The database's code
// (RxDB + Dexie, ~80 KB gzipped) loads on the first record access, not with the first screen.
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
import { parseUser } from './user-shape';

const database = () => import('../db/records');

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
  web3Account: { key: STORAGE_KEYS.web3Account, decode: (stored) => (isAddress(stored) ? stored : undefined) } as RecordCodec<string>,
};

export type RecordName = keyof typeof RECORDS;
export type RecordValue<N extends RecordName> = (typeof RECORDS)[N] extends RecordCodec<infer T> ? T : never;

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
  }
  return value;
}

export async function writeRecord<N extends RecordName>(name: N, value: RecordValue<N>): Promise<void> {
  const { setRecord } = await database();
  // The codecs above pair each name with its key's value type in db/records.ts.
  await setRecord(RECORDS[name].key as never, value as never);
}

export async function removeRecord(name: RecordName): Promise<void> {
  const { removeRecord: removeDbRecord } = await database();
  await removeDbRecord(RECORDS[name].key);
}
