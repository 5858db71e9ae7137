// The member's language as the worker can know it: the one the app stored, else the browser's, else English.
/// <reference lib="webworker" />
import { isLanguageCode, type LanguageCode, STORAGE_KEYS } from '@fitchoice/shared';
import { getDatabase } from '../db/database';

declare const self: ServiceWorkerGlobalScope;

export async function storedLanguage(): Promise<LanguageCode> {
  let stored: unknown = null;
  try {
    const db = await getDatabase();
    stored = (await db.records.findOne(STORAGE_KEYS.language).exec())?.get('value');
  } catch {
    // No database yet: the browser's language.
  }
  if (isLanguageCode(stored)) return stored;
  const browser = self.navigator.language.slice(0, 2);
  return isLanguageCode(browser) ? browser : 'en';
}
