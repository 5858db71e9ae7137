// The catalogues by language. A language without a catalogue falls back to English (spec section 9:
// translations exist for en, es, fr and pt only); messages/catalogues.test.ts fails when a key of
// en is missing from es, fr or pt. Only English ships with the first screen: es, fr and pt
// (~12 KB gzipped each) load when their language is chosen (loadCatalogue).
import { catalogueLanguage, type LanguageCode } from '@fitchoice/shared';
import { en } from './en';

export type MessageId = keyof typeof en;
/** A translated catalogue: only en's keys (a stale or misspelt key does not compile). */
export type Catalogue = Partial<Record<MessageId, string>>;

type TranslatedCode = 'es' | 'fr' | 'pt';

const LOADERS: Readonly<Record<TranslatedCode, () => Promise<Catalogue>>> = {
  es: () => import('./es').then((module) => module.es),
  fr: () => import('./fr').then((module) => module.fr),
  pt: () => import('./pt').then((module) => module.pt),
};

const loaded: Partial<Record<TranslatedCode, Catalogue>> = {};

export const DEFAULT_LOCALE = 'en';

function translatedCode(language: LanguageCode): TranslatedCode | null {
  const code = catalogueLanguage(language);
  return code in LOADERS ? (code as TranslatedCode) : null;
}

/** Loads the language's catalogue once; English and the eight untranslated languages need nothing. */
export async function loadCatalogue(language: LanguageCode): Promise<void> {
  const code = translatedCode(language);
  if (code && !loaded[code]) loaded[code] = await LOADERS[code]();
}

/** The messages a language is shown in: its loaded catalogue over English, or English alone. */
export function messagesFor(language: LanguageCode): Record<MessageId, string> {
  const code = translatedCode(language);
  const catalogue = code ? loaded[code] : undefined;
  return catalogue ? { ...en, ...catalogue } : en;
}
