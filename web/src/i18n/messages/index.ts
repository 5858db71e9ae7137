// The app's entry to its strings. English is the core catalogue (en.ts, with the first screen's
// code) plus each code-split screen's catalogue (features/<feature>/messages.ts), registered as that
// screen's code loads (registry.ts). Each catalogue has its copy in each of the eleven other languages
// beside it, loaded with it when that language is shown (a language without its files shows English).
// messages/catalogues.test.ts fails when a translation misses a key or has one English does not.
import type { en } from './en';
// The core catalogue registers itself when imported: every screen needs it.
import './en';

/**
 * Each feature's English catalogue adds itself here with a declaration beside it (as TanStack
 * Router's `Register` does), so this hub imports no feature:
 *   declare module '../../i18n/messages' { interface FeatureCatalogues { store: typeof storeMessages } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: features extend it by declaration merging
export interface FeatureCatalogues {}

type Intersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void ? I : never;

/** Every English message, core and features: the ids a screen may use and a translation must have. */
export type EnglishMessages = typeof en & Intersection<FeatureCatalogues[keyof FeatureCatalogues]>;
export type MessageId = keyof EnglishMessages;

export const DEFAULT_LOCALE = 'en';

export { loadLanguage, messagesFor, withStrings } from './registry';
