// The catalogues the app has loaded so far, in English and in the translated languages. The core
// catalogue (en.ts) comes with the first screen; each code-split screen's catalogue
// (features/<feature>/messages.ts) registers itself when its code loads, and every file that shows
// one of its strings imports it. Registering adds the English at once and starts loading the copy
// in the language being shown; a code-split screen's import waits for it (withStrings), so the
// screen renders with its words already there: no message id, no English first. I18nProvider
// subscribes and re-renders when a translation arrives (new English joins the shown messages in place).
import { catalogueLanguage, type LanguageCode } from '@fitchoice/shared';

export type Messages = Readonly<Record<string, string>>;
/** The languages with translations (spec section 9); the eight others show English. */
export type TranslatedCode = 'es' | 'fr' | 'pt';
/** A catalogue's translation: only its English keys (a stale or misspelt key does not compile). */
export type Translation<English extends Messages> = Partial<Record<keyof English, string>>;
/**
 * How a catalogue loads its translation into each language (a dynamic import: its own chunk). Give
 * each loader the return type `Promise<Messages>`: the translation's type names the catalogue's, so
 * TypeScript cannot infer one from the other.
 */
export type TranslationLoaders = Readonly<Record<TranslatedCode, () => Promise<Messages>>>;

interface Catalogue {
  english: Messages;
  load: TranslationLoaders;
  translated: Partial<Record<TranslatedCode, Messages>>;
}

const catalogues: Catalogue[] = [];
/** The translated language being shown (the last one asked for), or null for English. */
let shown: TranslatedCode | null = null;
let version = 0;
/** The last answer of messagesFor, which registerMessages extends in place. */
let merged: { language: LanguageCode; version: number; messages: Record<string, string> } | null = null;
const listeners = new Set<() => void>();
/** Translations being loaded. */
const loading = new Set<Promise<void>>();

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

function track(load: Promise<void>): Promise<void> {
  loading.add(load);
  return load.finally(() => loading.delete(load));
}

function translatedCode(language: LanguageCode): TranslatedCode | null {
  const code = catalogueLanguage(language);
  return code === 'es' || code === 'fr' || code === 'pt' ? code : null;
}

/** Loads the catalogue's translation once; on failure (offline, say) English stays and a later call tries again. */
async function translate(catalogue: Catalogue, code: TranslatedCode): Promise<void> {
  if (catalogue.translated[code]) return;
  try {
    catalogue.translated[code] = await catalogue.load[code]();
  } catch (error) {
    console.warn(`Could not load the ${code} strings; showing English`, error);
  }
}

/**
 * Adds a catalogue: its English at once, and starts loading its copy in the language being shown.
 * The English goes into the messages being shown in place, without a new version: its ids are new,
 * so nothing on screen shows differently, and re-rendering every screen for each code-split part
 * that loads (the header's, the outbox's, the toasts'...) kept a phone's main thread busy. The part
 * itself renders after it registers (its modules import their catalogue). A translation that arrives
 * does make a new version: the screen shows it instead of the English.
 */
export function registerMessages<const T extends Messages>(english: T, load: TranslationLoaders): T {
  const catalogue: Catalogue = { english, load, translated: {} };
  catalogues.push(catalogue);
  if (merged) {
    for (const [id, text] of Object.entries(english)) if (!(id in merged.messages)) merged.messages[id] = text;
  }
  if (shown) void track(translate(catalogue, shown).then(changed));
  return english;
}

/** Shows `language` from now on: loads every registered catalogue's copy in it (each once). Never rejects. */
export async function loadLanguage(language: LanguageCode): Promise<void> {
  const code = translatedCode(language);
  shown = code;
  if (!code) return;
  await track(Promise.all(catalogues.map((catalogue) => translate(catalogue, code))).then(changed));
}

/** Resolves once every translation being loaded has arrived (or failed, leaving English). */
export async function translationsLoaded(): Promise<void> {
  while (loading.size > 0) await Promise.all(loading);
}

/**
 * Wraps the import of a code-split module (a route's screen, a lazy layout): resolves with the
 * module once the copies of the catalogues it registered, in the language being shown, are in.
 */
export function withStrings<M>(importer: () => Promise<M>): () => Promise<M> {
  return async () => {
    const module = await importer();
    await translationsLoaded();
    return module;
  };
}

/**
 * The messages a language is shown in: every registered English string under its loaded translation.
 * The same object until a translation arrives or the language changes (catalogues registered since are in it).
 */
export function messagesFor(language: LanguageCode): Readonly<Record<string, string>> {
  if (merged?.language === language && merged.version === version) return merged.messages;
  const code = translatedCode(language);
  const messages: Record<string, string> = {};
  for (const catalogue of catalogues) Object.assign(messages, catalogue.english);
  if (code) for (const catalogue of catalogues) Object.assign(messages, catalogue.translated[code]);
  merged = { language, version, messages };
  return messages;
}

/** Counts the translations that arrived: a new value whenever a shown string may read differently. */
export function messagesVersion(): number {
  return version;
}

export function subscribeToMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
