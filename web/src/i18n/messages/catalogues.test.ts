// The catalogue check: es, fr and pt have exactly en's keys, each non-empty and with en's
// placeholders and tags; the eight other languages show English.

import { LANGUAGES, TRANSLATED_LANGUAGES } from '@fitchoice/shared';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { loadCatalogue, messagesFor } from './index';
import { pt } from './pt';

const TRANSLATIONS = { es, fr, pt } as const;
const english: Record<string, string> = en;

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

  it('has every key of en (add the translation when you add an English string)', () => {
    const missing = Object.keys(english).filter((key) => !(key in translated));
    expect(missing, `keys in en.ts missing from ${code}.ts`).toEqual([]);
  });

  it('has no key that en does not have', () => {
    const extra = Object.keys(translated).filter((key) => !(key in english));
    expect(extra, `keys in ${code}.ts that en.ts no longer has`).toEqual([]);
  });

  it('has a non-empty message with the same placeholders and tags as en for every key', () => {
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
    expect(messagesFor(code)).toEqual(en);
  });

  it.each([
    { code: 'es' as const, bookNow: 'Reservar ahora' },
    { code: 'fr' as const, bookNow: 'Réserver' },
    { code: 'pt' as const, bookNow: 'Reservar agora' },
  ])('shows $code in its own catalogue once loaded, English before', async ({ code, bookNow }) => {
    expect(messagesFor(code)).toEqual(en);
    await loadCatalogue(code);
    expect(messagesFor(code)['gym.book_now']).toBe(bookNow);
    expect(messagesFor(code)).toEqual({ ...en, ...TRANSLATIONS[code] });
  });
});
