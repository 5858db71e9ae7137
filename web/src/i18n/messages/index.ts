// The catalogues by language. A language without a catalogue falls back to English (spec section 9:
// translations exist for en, es, fr and pt only); messages/catalogues.test.ts fails when a key of
// en is missing from es, fr or pt.
import { catalogueLanguage, type LanguageCode } from '@fitchoice/shared';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { pt } from './pt';

export type MessageId = keyof typeof en;
/** A translated catalogue: only en's keys (a stale or misspelt key does not compile). */
export type Catalogue = Partial<Record<MessageId, string>>;

export const CATALOGUES: Readonly<Record<'en' | 'es' | 'fr' | 'pt', Catalogue>> = { en, es, fr, pt };

export const DEFAULT_LOCALE = 'en';

/** The messages a language is shown in: its own catalogue over English, or English alone. */
export function messagesFor(language: LanguageCode): Record<MessageId, string> {
  const catalogue = CATALOGUES[catalogueLanguage(language) as keyof typeof CATALOGUES];
  return { ...en, ...catalogue };
}
