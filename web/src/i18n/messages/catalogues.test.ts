// The catalogue check, for all twelve languages: every English catalogue (the core one and each
// feature's) has a copy beside it in each of the eleven other languages with exactly its keys, each
// non-empty and with the English placeholders and tags; every plural message, English included, has
// every plural category its language's CLDR rules use (Arabic's six, Russian's four...); no key is
// in two English catalogues; a language shows its copies once loaded.

import { LANGUAGES, type LanguageCode, RTL_LANGUAGES } from '@fitchoice/shared';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from './index';
import { isTranslated, type Messages, type TranslatedCode, translationCode } from './registry';

const CODES = LANGUAGES.map((language) => language.code).filter((code): code is TranslatedCode => code !== 'en');
/** A module's exported catalogue (each catalogue file exports one). */
const messagesOf = (module: Record<string, Messages>): Messages => Object.assign({}, ...Object.values(module));

// Found by file name, as the registry finds them: a new feature's catalogue and a new language's
// copies are checked without being listed here. Importing the English ones registers them, as
// visiting every screen would.
const englishModules = import.meta.glob<Record<string, Messages>>(['./en.ts', '../../features/**/messages.ts'], { eager: true });
const translatedModules = import.meta.glob<Record<string, Messages>>(['./??.ts', '!./en.ts', '../../features/**/messages.*.ts'], {
  eager: true,
});
/** Where a catalogue's copy in `code` is: ./ar.ts beside ./en.ts, messages.ar.ts beside messages.ts. */
const translationPath = (path: string, code: TranslatedCode) =>
  path === './en.ts' ? `./${code}.ts` : path.replace(/\.ts$/, `.${code}.ts`);

const CATALOGUES = Object.entries(englishModules).map(([path, module]) => ({ path, messages: messagesOf(module) }));
const english: Messages = Object.assign({}, ...CATALOGUES.map((catalogue) => catalogue.messages));
const copyOf = (path: string, code: TranslatedCode): Messages => messagesOf(translatedModules[translationPath(path, code)] ?? {});
const translatedAll = (code: TranslatedCode): Messages => Object.assign({}, ...CATALOGUES.map(({ path }) => copyOf(path, code)));

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

  it('leave no copy without its English, and every copy is named for one of the eleven languages', () => {
    const expected = new Set(CATALOGUES.flatMap(({ path }) => CODES.map((code) => translationPath(path, code))));
    expect(Object.keys(translatedModules).filter((path) => !expected.has(path) || translationCode(path) === null)).toEqual([]);
  });

  it('export each copy under its language code (export const ar = {...}), as the registry loads it', () => {
    const misnamed = Object.entries(translatedModules)
      .filter(([path, module]) => Object.keys(module).join() !== translationCode(path))
      .map(([path, module]) => `${path} exports ${Object.keys(module).join(', ')}`);
    expect(misnamed).toEqual([]);
  });
});

type IcuElement = {
  type: number;
  location?: { start: { offset: number }; end: { offset: number } };
  value?: unknown;
  pluralType?: 'cardinal' | 'ordinal';
  options?: Record<string, { value: IcuElement[] }>;
  children?: IcuElement[];
};

function elementsOf(message: string): IcuElement[] {
  const all: IcuElement[] = [];
  const walk = (elements: IcuElement[]) => {
    for (const element of elements) {
      all.push(element);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      walk(element.children ?? []);
    }
  };
  walk(parse(message) as IcuElement[]);
  return all;
}

/** The ICU argument names ({name}, {count, plural, ...}) and rich-text tags (<unit>) of a message, sorted. */
function slots(message: string): string[] {
  const names = new Set<string>();
  for (const element of elementsOf(message)) {
    if (element.type === TYPE.tag) names.add(`<${String(element.value)}>`);
    else if (element.type !== TYPE.literal && element.type !== TYPE.pound) names.add(`{${String(element.value)}}`);
  }
  return [...names].sort();
}

/** Each plural argument's categories that `language`'s CLDR rules use and the message lacks (`=0` is no category). */
function missingPluralCategories(message: string, language: LanguageCode): string[] {
  return elementsOf(message)
    .filter((element) => element.type === TYPE.plural)
    .flatMap((element) => {
      const rules = new Intl.PluralRules(language, { type: element.pluralType ?? 'cardinal' });
      const given = Object.keys(element.options ?? {});
      return rules
        .resolvedOptions()
        .pluralCategories.filter((category) => !given.includes(category))
        .map((category) => `{${String(element.value)}} lacks ${category}`);
    });
}

/**
 * Each simple argument ({name}, {gym}, {price}) of a right-to-left message that is not wrapped in
 * FSI … PDI (U+2068, U+2069): a name, a gym, a price must not take the Arabic sentence's direction
 * ("!Alex Walker ،مرحبًا"), as Fluent isolates every placeable.
 */
function unisolatedArguments(message: string): string[] {
  const arguments_: IcuElement[] = [];
  const walk = (elements: IcuElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) arguments_.push(element);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      walk(element.children ?? []);
    }
  };
  walk(parse(message, { captureLocation: true }) as IcuElement[]);
  // Inside an isolate: the nearest isolate mark before it opens one (FSI), the nearest after it closes it (PDI).
  const isolated = ({ location }: IcuElement) => {
    const before = message.slice(0, location?.start.offset).match(/[\u2068\u2069](?=[^\u2068\u2069]*$)/)?.[0];
    const after = message.slice(location?.end.offset).match(/[\u2068\u2069]/)?.[0];
    return before === '\u2068' && after === '\u2069';
  };
  return arguments_.filter((element) => !isolated(element)).map((element) => `{${String(element.value)}}`);
}

describe('right-to-left isolation', () => {
  it('finds the arguments not isolated', () => {
    expect(unisolatedArguments('مرحبًا، \u2068{name}\u2069!')).toEqual([]);
    expect(unisolatedArguments('\u2068{sign}{coins}\u2069 SweatCoins')).toEqual([]);
    expect(unisolatedArguments('مرحبًا، {name}! {n, plural, other {# \u2068{gym}\u2069 {city}}}')).toEqual(['{name}', '{city}']);
  });
});

describe('plural categories', () => {
  it('are checked against each language’s rules', () => {
    expect(missingPluralCategories('{n, plural, one {# visit} other {# visits}}', 'en')).toEqual([]);
    expect(missingPluralCategories('{n, plural, =0 {none} one {# visit} other {# visits}}', 'ru')).toEqual([
      '{n} lacks few',
      '{n} lacks many',
    ]);
    expect(missingPluralCategories('{n, plural, other {# 回}}', 'ja')).toEqual([]);
    expect(missingPluralCategories('<b>{n, plural, one {#} other {#}}</b>', 'ar')).toEqual([
      '{n} lacks few',
      '{n} lacks many',
      '{n} lacks two',
      '{n} lacks zero',
    ]);
  });

  it('of every English plural message are there (one and other)', () => {
    const wrong = Object.entries(english).flatMap(([key, message]) =>
      missingPluralCategories(message, 'en').map((gap) => `${key}: ${gap}`),
    );
    expect(wrong).toEqual([]);
  });
});

/** The copies of every catalogue in `code`, named for a test title: features/gyms/messages.ar.ts, i18n/messages/ar.ts. */
const copiesIn = (code: TranslatedCode) =>
  CATALOGUES.map(({ path, messages }) => ({
    file: translationPath(path, code)
      .replace(/^\.\.\/\.\.\//, '')
      .replace(/^\.\//, 'i18n/messages/'),
    english: path,
    messages,
  }));

describe.each(CODES)('in %s', (code) => {
  it.each(copiesIn(code))(
    '$file has exactly the keys of its English catalogue (add the translation when you add an English string)',
    ({ english: path, messages }) => {
      const copy = copyOf(path, code);
      expect({
        missing: Object.keys(messages).filter((key) => !(key in copy)),
        unknown: Object.keys(copy).filter((key) => !(key in messages)),
      }).toEqual({ missing: [], unknown: [] });
    },
  );

  it.each(copiesIn(code))(
    '$file has non-empty messages with the English placeholders and tags, every plural category of its language, and (right to left) each argument isolated',
    ({ english: path, messages }) => {
      const wrong = Object.entries(copyOf(path, code)).flatMap(([key, message]) => {
        if (message.trim() === '') return [`${key}: empty`];
        if (slots(message).join() !== slots(messages[key] ?? '').join())
          return [`${key}: ${JSON.stringify(message)} vs en ${JSON.stringify(messages[key])}`];
        const unisolated = RTL_LANGUAGES.includes(code)
          ? unisolatedArguments(message).map((argument) => `${key}: ${argument} not isolated`)
          : [];
        return [...missingPluralCategories(message, code).map((gap) => `${key}: ${gap}`), ...unisolated];
      });
      expect(wrong).toEqual([]);
    },
  );
});

describe('a language', () => {
  it('shows English until its copies are loaded, then its copies over English', async () => {
    const loaded = CODES.filter(isTranslated);
    expect(loaded).toContain('ar');
    for (const code of loaded) {
      expect(messagesFor(code)).toEqual(english);
      await loadLanguage(code);
      expect(messagesFor(code)).toEqual({ ...english, ...translatedAll(code) });
    }
    await loadLanguage('en');
    expect(messagesFor('en')).toEqual(english);
  });

  it.each([
    { code: 'es' as const, bookNow: 'Reservar ahora' },
    { code: 'ar' as const, bookNow: 'احجز الآن' },
  ])('$code shows its own words for a key the spec names', async ({ code, bookNow }) => {
    await loadLanguage(code);
    expect(messagesFor(code)['gym.book_now']).toBe(bookNow);
    await loadLanguage('en');
  });
});
