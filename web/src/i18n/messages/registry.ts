// The catalogues the app has loaded so far, in English and in the translated languages. The core
// catalogue (en.ts) comes with the first screen; each code-split screen's catalogue
// (features/<feature>/messages.ts) registers itself when its code loads, and every file that shows
// one of its strings imports it. Registering adds the English at once and starts loading the copy
// in the language being shown; a code-split screen's import waits for it (withStrings), so the
// screen renders with its words already there: no message id, no English first. I18nProvider
// subscribes and re-renders when a translation arrives (new English joins the shown messages in place).
// A catalogue finds its copies by file name (import.meta.glob), so adding messages.<code>.ts beside
// it (or <code>.ts beside en.ts) is all a new translation takes; each loads in its own chunk.
import { LANGUAGES, type LanguageCode } from '@fitchoice/shared';

export type Messages = Readonly<Record<string, string>>;
/** The languages a catalogue is translated into: every language but English (spec section 3). */
export type TranslatedCode = Exclude<LanguageCode, 'en'>;
/** A catalogue's translation: only its English keys (a stale or misspelt key does not compile). */
export type Translation<English extends Messages> = Partial<Record<keyof English, string>>;
/**
 * A catalogue's copies as `import.meta.glob('./messages.*.ts')` finds them beside it: file path ->
 * loader of the module, which exports the copy under the language's code (`export const ar = {...}`).
 */
export type TranslationModules = Readonly<Record<string, () => Promise<unknown>>>;
type TranslationLoaders = Partial<Record<TranslatedCode, () => Promise<Messages>>>;

const TRANSLATED: ReadonlySet<string> = new Set(LANGUAGES.map((language) => language.code).filter((code) => code !== 'en'));

/** The language a copy's file is in: `./messages.ar.ts` and `./ar.ts` are in ar; null for any other name. */
export function translationCode(path: string): TranslatedCode | null {
  const code = /(?:^|[/.])([a-z]{2})\.ts$/.exec(path)?.[1];
  return code !== undefined && TRANSLATED.has(code) ? (code as TranslatedCode) : null;
}

function loadersOf(modules: TranslationModules): TranslationLoaders {
  const loaders: TranslationLoaders = {};
  for (const [path, load] of Object.entries(modules)) {
    const code = translationCode(path);
    if (!code) continue;
    loaders[code] = async () => {
      const copy = ((await load()) as Partial<Record<string, Messages>>)[code];
      if (!copy) throw new Error(`${path} does not export \`${code}\``);
      return copy;
    };
  }
  return loaders;
}

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
  return language === 'en' ? null : language;
}

/**
 * Loads the catalogue's translation once; on failure (offline, say) English stays and a later call
 * tries again. A catalogue without a copy in `code` shows its English. False when the copy could not load.
 */
async function translate(catalogue: Catalogue, code: TranslatedCode): Promise<boolean> {
  const load = catalogue.load[code];
  if (catalogue.translated[code] || !load) return true;
  try {
    catalogue.translated[code] = await load();
    return true;
  } catch (error) {
    console.warn(`Could not load the ${code} strings; showing English`, error);
    return false;
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
export function registerMessages<const T extends Messages>(english: T, translations: TranslationModules): T {
  const catalogue: Catalogue = { english, load: loadersOf(translations), translated: {} };
  catalogues.push(catalogue);
  if (merged) {
    for (const [id, text] of Object.entries(english)) if (!(id in merged.messages)) merged.messages[id] = text;
  }
  if (shown) void track(translate(catalogue, shown).then(changed));
  return english;
}

/**
 * Shows `language` from now on: loads every registered catalogue's copy in it (each once). Never
 * rejects: answers whether every copy is here (English shows where one could not load).
 */
export async function loadLanguage(language: LanguageCode): Promise<boolean> {
  const code = translatedCode(language);
  shown = code;
  if (!code) return true;
  const loaded = Promise.all(catalogues.map((catalogue) => translate(catalogue, code)));
  await track(loaded.then(changed));
  return !(await loaded).includes(false);
}

/**
 * Loads every registered catalogue's copy in `language` without showing it: true once all are here
 * (at once for English), false when one could not load (no connection before the worker stored it).
 */
export async function prepareLanguage(language: LanguageCode): Promise<boolean> {
  const code = translatedCode(language);
  if (!code) return true;
  // A catalogue that registers meanwhile (a part of the page loading) is loaded in the next round.
  for (;;) {
    const missing = catalogues.filter((catalogue) => catalogue.load[code] && !catalogue.translated[code]);
    if (missing.length === 0) return true;
    if ((await Promise.all(missing.map((catalogue) => translate(catalogue, code)))).includes(false)) return false;
  }
}

/** Whether `language` has a copy of any catalogue: false for English and for a language whose files are not there yet. */
export function isTranslated(language: LanguageCode): boolean {
  const code = translatedCode(language);
  return code !== null && catalogues.some((catalogue) => catalogue.load[code] !== undefined);
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
