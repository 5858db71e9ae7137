// The interface language: one of the twelve (spec section 3), stored as the `language` record.
// Unknown codes are ignored (spec section 5). The region store switches it when the region changes.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, RTL_LANGUAGES } from '@fitchoice/shared';
import { create } from 'zustand';
import { readRecord, writeRecord } from '../db/local-records';

interface LocaleState {
  language: LanguageCode;
  /** False until the stored choice has been read; a choice made before that wins over it. */
  hydrated: boolean;
  /** Sets and stores the language; returns false (and changes nothing) for an unknown code. */
  setLanguage: (code: string) => boolean;
}

// Writes run one after another, so the last choice is the one stored.
let writes: Promise<void> = Promise.resolve();

/** Resolves when every language choice made so far is stored. */
export function languageWrites(): Promise<void> {
  return writes;
}

export const useLocaleStore = create<LocaleState>()((set) => ({
  language: DEFAULT_LANGUAGE,
  hydrated: false,
  setLanguage: (code) => {
    if (!isLanguageCode(code)) return false;
    set({ language: code, hydrated: true });
    writes = writes
      .then(() => writeRecord('language', code))
      .catch((error: unknown) => console.warn('Could not store the language', error));
    return true;
  },
}));

/** Reads the stored language once at start. */
export async function hydrateLanguage(): Promise<void> {
  const stored = await readRecord('language');
  if (useLocaleStore.getState().hydrated) return;
  useLocaleStore.setState({ language: stored ?? useLocaleStore.getState().language, hydrated: true });
}

export function textDirection(language: LanguageCode): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}
