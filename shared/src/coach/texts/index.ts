// The exercise library's words in each language, loaded on demand: a module per language, so the
// app fetches only the language it shows (each becomes its own chunk). The server, which needs
// the names but never the how-tos, reads names.ts instead.
import { ENGLISH_NAMES } from '../library';
import type { CoachLocale, LibraryTexts } from '../types';

export const LIBRARY_TEXTS: Readonly<Record<CoachLocale, () => Promise<LibraryTexts>>> = {
  en: async () => ({ names: ENGLISH_NAMES, instructions: (await import('./en')).instructions }),
  es: () => import('./es'),
  fr: () => import('./fr'),
  pt: () => import('./pt'),
  de: () => import('./de'),
  it: () => import('./it'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  zh: () => import('./zh'),
  hi: () => import('./hi'),
  ar: () => import('./ar'),
  ru: () => import('./ru'),
};
