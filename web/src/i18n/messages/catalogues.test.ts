// The catalogue check: every English catalogue (the core one and each feature's) has an es, fr and
// pt copy beside it with exactly its keys, each non-empty and with the English placeholders and
// tags; no key is in two English catalogues; the eight other languages show English.

import { LANGUAGES, TRANSLATED_LANGUAGES } from '@fitchoice/shared';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from './index';
import type { Messages, TranslatedCode } from './registry';

const CODES: readonly TranslatedCode[] = ['es', 'fr', 'pt'];
/** A module's exported catalogue (each catalogue file exports one). */
const messagesOf = (module: Record<string, Messages>): Messages => Object.assign({}, ...Object.values(module));

// Found by file name: a new feature's catalogue and its copies are checked without being listed
// here. Importing the English ones registers them, as visiting every screen would.
const englishModules = import.meta.glob<Record<string, Messages>>(['./en.ts', '../../features/*/messages.ts'], { eager: true });
const translatedModules = import.meta.glob<Record<string, Messages>>(['./{es,fr,pt}.ts', '../../features/*/messages.{es,fr,pt}.ts'], {
  eager: true,
});
/** Where a catalogue's copy in `code` is: ./es.ts beside ./en.ts, messages.es.ts beside messages.ts. */
const translationPath = (path: string, code: TranslatedCode) =>
  path === './en.ts' ? `./${code}.ts` : path.replace(/\.ts$/, `.${code}.ts`);

const CATALOGUES = Object.entries(englishModules).map(([path, module]) => ({ path, messages: messagesOf(module) }));
const english: Messages = Object.assign({}, ...CATALOGUES.map((catalogue) => catalogue.messages));
const translatedAll = (code: TranslatedCode): Messages =>
  Object.assign({}, ...CATALOGUES.map(({ path }) => messagesOf(translatedModules[translationPath(path, code)] ?? {})));

describe('the English catalogues', () => {
  it('are the core one and more than twenty feature ones', () => {
    expect(CATALOGUES.length).toBeGreaterThan(20);
    expect(CATALOGUES.map((catalogue) => catalogue.path)).toEqual(expect.arrayContaining(['./en.ts', '../../features/gyms/messages.ts']));
  });

  it('never define a key twice (the later one would silently win)', () => {
    const owners = new Map<string, string[]>();
    for (const { path, messages } of CATALOGUES)
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), path]);
    const twice = [...owners].filter(([, paths]) => paths.length > 1).map(([key, paths]) => `${key}: ${paths.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('each have their es, fr and pt copies, and no copy is left without its English', () => {
    const expected = CATALOGUES.flatMap(({ path }) => CODES.map((code) => translationPath(path, code)));
    expect(Object.keys(translatedModules).sort()).toEqual(expected.sort());
  });
});

type IcuElement = { type: number; value?: unknown; options?: Record<string, { value: IcuElement[] }>; children?: IcuElement[] };

/** The ICU argument names ({name}, {count, plural, ...}) and rich-text tags (<unit>) of a message, sorted. */
function slots(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: IcuElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.tag) names.add(`<${String(element.value)}>`);
      else if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.add(`{${String(element.value)}}`);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      walk(element.children ?? []);
    }
  };
  walk(parse(message) as IcuElement[]);
  return [...names].sort();
}

describe.each(CATALOGUES.flatMap(({ path, messages }) => CODES.map((code) => ({ path: translationPath(path, code), messages }))))(
  '$path',
  ({ path, messages }) => {
    const translated = messagesOf(translatedModules[path] ?? {});

    it('has every key of its English catalogue (add the translation when you add an English string)', () => {
      expect(Object.keys(messages).filter((key) => !(key in translated))).toEqual([]);
    });

    it('has no key that its English catalogue does not have', () => {
      expect(Object.keys(translated).filter((key) => !(key in messages))).toEqual([]);
    });

    it('has a non-empty message with the same placeholders and tags as English for every key', () => {
      const wrong = Object.entries(translated)
        .filter(([key, message]) => message.trim() === '' || slots(message).join() !== slots(messages[key] ?? '').join())
        .map(([key, message]) => `${key}: ${JSON.stringify(message)} vs en ${JSON.stringify(messages[key])}`);
      expect(wrong).toEqual([]);
    });
  },
);

describe('language fallback', () => {
  const untranslated = LANGUAGES.map((language) => language.code).filter((code) => !TRANSLATED_LANGUAGES.includes(code));

  it('leaves exactly eight languages without a catalogue', () => {
    expect(untranslated).toEqual(['de', 'it', 'ja', 'ko', 'zh', 'hi', 'ar', 'ru']);
  });

  it.each(untranslated)('shows %s in English', (code) => {
    expect(messagesFor(code)).toEqual(english);
  });

  it.each([
    { code: 'es' as const, bookNow: 'Reservar ahora' },
    { code: 'fr' as const, bookNow: 'Réserver' },
    { code: 'pt' as const, bookNow: 'Reservar agora' },
  ])('shows $code in its copies once loaded, English before', async ({ code, bookNow }) => {
    expect(messagesFor(code)).toEqual(english);
    await loadLanguage(code);
    expect(messagesFor(code)['gym.book_now']).toBe(bookNow);
    expect(messagesFor(code)).toEqual({ ...english, ...translatedAll(code) });
  });
});
