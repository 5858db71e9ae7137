// The exercise library's texts (names and how-tos, shared/coach/texts) in the language shown: a
// chunk per language. The coach's screens wait for the language being shown before they first
// render (this module's top-level await, as withStrings waits for their catalogues); when the
// language changes, its texts load and the screens show them (English meanwhile, as the catalogues do).
import type { CoachLocale, LibraryTexts } from '@fitchoice/shared/coach';
import { LIBRARY_TEXTS } from '@fitchoice/shared/coach/texts';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocaleStore } from '../../i18n/locale-store';
import { type CoachWords, coachLocaleOf, coachWords } from './words';

const loaded = new Map<CoachLocale, LibraryTexts>();
const loading = new Map<CoachLocale, Promise<void>>();
const listeners = new Set<() => void>();

/** Loads the library's texts in `locale` once; on failure (offline, say) English stays and a later call tries again. Never rejects. */
export function loadLibraryTexts(locale: CoachLocale): Promise<void> {
  if (loaded.has(locale)) return Promise.resolve();
  let load = loading.get(locale);
  if (!load) {
    load = LIBRARY_TEXTS[locale]()
      .then(
        (texts) => {
          loaded.set(locale, texts);
          for (const listener of listeners) listener();
        },
        (error: unknown) => console.warn(`Could not load the exercise library in ${locale}; showing English`, error),
      )
      .finally(() => loading.delete(locale));
    loading.set(locale, load);
  }
  return load;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The coach's words in the language shown, with the library's texts once they are in. */
export function useCoachWords(): CoachWords {
  const intl = useIntl();
  const locale = coachLocaleOf(intl.locale);
  const texts = useSyncExternalStore(subscribe, () => loaded.get(locale));
  useEffect(() => {
    void loadLibraryTexts(locale);
  }, [locale]);
  return useMemo(() => coachWords(intl, texts), [intl, texts]);
}

await loadLibraryTexts(coachLocaleOf(useLocaleStore.getState().shown));
