// The interface language: one of the twelve (spec section 3), stored as the `language` record.
// Unknown codes are ignored (spec section 5). The region store switches it when the region changes.
import { DEFAULT_LANGUAGE, isLanguageCode, type LanguageCode, RTL_LANGUAGES } from '@fitchoice/shared';
import { create } from 'zustand';
import { readRecord, readRecordNow, watchMirrorElsewhere, writeRecord } from '../db/local-records';

interface LocaleState {
  /** The member's choice, stored. */
  language: LanguageCode;
  /**
   * The language the app shows: the choice once its words are on the device (i18n/show-language.ts).
   * Chosen on a dead network before they were stored, the one shown before stays until they load.
   */
  shown: LanguageCode;
  /** The choice is not shown for want of a connection: its words could not load (the settings say so). */
  waiting: boolean;
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

// The first screen's language comes from the record's synchronous mirror; without one (a first
// visit, or a value stored before the mirror) the database's is read by hydrateLanguage.
const mirrored = readRecordNow('language');

export const useLocaleStore = create<LocaleState>()((set) => ({
  language: mirrored ?? DEFAULT_LANGUAGE,
  shown: mirrored ?? DEFAULT_LANGUAGE,
  waiting: false,
  hydrated: mirrored !== undefined,
  setLanguage: (code) => {
    if (!isLanguageCode(code)) return false;
    set({ language: code, hydrated: true });
    writes = writes
      .then(() => writeRecord('language', code))
      .catch((error: unknown) => console.warn('Could not store the language', error));
    return true;
  },
}));

/** Reads the stored language once at start, unless the mirror already gave it. */
export async function hydrateLanguage(): Promise<void> {
  const stored = await readRecord('language');
  if (useLocaleStore.getState().hydrated) return;
  useLocaleStore.setState({ language: stored ?? useLocaleStore.getState().language, hydrated: true });
}

/** Follows a language chosen in another tab of this browser (it stored the choice); returns what stops it. */
export function followLanguageElsewhere(): () => void {
  return watchMirrorElsewhere(['language'], () => {
    const chosen = readRecordNow('language');
    if (chosen && chosen !== useLocaleStore.getState().language) useLocaleStore.setState({ language: chosen, hydrated: true });
  });
}

export function textDirection(language: LanguageCode): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr';
}

/**
 * Calls `store` with the member's language now, on each choice, and again once a choice shows: the
 * service worker stores those languages' catalogue copies, and one chosen on a dead network is
 * stored once its words could load.
 */
export function watchLanguagesToStore(store: (language: LanguageCode) => void): void {
  store(useLocaleStore.getState().language);
  useLocaleStore.subscribe((state, previous) => {
    if (state.language !== previous.language) store(state.language);
    else if (state.shown !== previous.shown) store(state.shown);
  });
}
