// The catalogue check: es, fr and pt have exactly the English keys (the core catalogue's and every
// feature catalogue's), each non-empty and with the English placeholders and tags; no key is in two
// English catalogues; the eight other languages show English.

import { LANGUAGES, TRANSLATED_LANGUAGES } from '@fitchoice/shared';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { loadCatalogue, messagesFor } from './index';
import { pt } from './pt';

const TRANSLATIONS = { es, fr, pt } as const;

// Every feature catalogue, found by its file name: a new feature's catalogue is checked without
// being listed here. Importing them registers them, as visiting every screen would.
const FEATURE_CATALOGUES = Object.entries(
  import.meta.glob<Record<string, Record<string, string>>>('../../features/*/messages.ts', { eager: true }),
).map(([path, module]) => ({ path, messages: Object.assign({}, ...Object.values(module)) as Record<string, string> }));
const CATALOGUES = [{ path: './en.ts', messages: en as Record<string, string> }, ...FEATURE_CATALOGUES];
const english: Record<string, string> = Object.assign({}, ...CATALOGUES.map((catalogue) => catalogue.messages));

describe('the English catalogues', () => {
  it('are the core one and more than twenty feature ones', () => {
    expect(FEATURE_CATALOGUES.length).toBeGreaterThan(20);
    expect(FEATURE_CATALOGUES.map((catalogue) => catalogue.path)).toContain('../../features/gyms/messages.ts');
  });

  it('never define a key twice (the later one would silently win)', () => {
    const owners = new Map<string, string[]>();
    for (const { path, messages } of CATALOGUES)
      for (const key of Object.keys(messages)) owners.set(key, [...(owners.get(key) ?? []), path]);
    const twice = [...owners].filter(([, paths]) => paths.length > 1).map(([key, paths]) => `${key}: ${paths.join(', ')}`);
    expect(twice).toEqual([]);
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

describe.each(Object.entries(TRANSLATIONS))('the %s catalogue', (code, catalogue) => {
  const translated: Record<string, string> = catalogue;

  it('has every English key (add the translation when you add an English string)', () => {
    const missing = Object.keys(english).filter((key) => !(key in translated));
    expect(missing, `English keys missing from ${code}.ts`).toEqual([]);
  });

  it('has no key that English does not have', () => {
    const extra = Object.keys(translated).filter((key) => !(key in english));
    expect(extra, `keys in ${code}.ts that no English catalogue has`).toEqual([]);
  });

  it('has a non-empty message with the same placeholders and tags as English for every key', () => {
    const wrong = Object.entries(translated)
      .filter(([key, message]) => message.trim() === '' || slots(message).join() !== slots(english[key] ?? '').join())
      .map(([key, message]) => `${key}: ${JSON.stringify(message)} vs en ${JSON.stringify(english[key])}`);
    expect(wrong).toEqual([]);
  });
});

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
  ])('shows $code in its own catalogue once loaded, English before', async ({ code, bookNow }) => {
    expect(messagesFor(code)).toEqual(english);
    await loadCatalogue(code);
    expect(messagesFor(code)['gym.book_now']).toBe(bookNow);
    expect(messagesFor(code)).toEqual({ ...english, ...TRANSLATIONS[code] });
  });
});
