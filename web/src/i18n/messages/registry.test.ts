// How a code-split part's catalogue joins the strings being shown: its English in place (what is on
// screen does not render again for it), its translation as a new version (what is on screen switches).
import { describe, expect, it, vi } from 'vitest';
import {
  isTranslated,
  loadLanguage,
  messagesFor,
  messagesVersion,
  prepareLanguage,
  registerMessages,
  translationCode,
  translationsLoaded,
} from './registry';

describe('registering a catalogue', () => {
  it('adds its English to the messages being shown, without a new version', () => {
    const shown = messagesFor('en');
    const version = messagesVersion();
    registerMessages({ 'registryTest.english': 'Hello' }, {});
    expect(messagesVersion()).toBe(version);
    expect(messagesFor('en')).toBe(shown);
    expect(shown['registryTest.english']).toBe('Hello');
  });

  it('makes a new version when its copy in the language being shown arrives', async () => {
    await loadLanguage('es');
    const before = messagesVersion();
    registerMessages(
      { 'registryTest.translated': 'Good morning' },
      { './messages.es.ts': async () => ({ es: { 'registryTest.translated': 'Buenos días' } }) },
    );
    await translationsLoaded();
    expect(messagesVersion()).toBeGreaterThan(before);
    expect(messagesFor('es')['registryTest.translated']).toBe('Buenos días');
    await loadLanguage('en');
  });
});

describe("a catalogue's copies", () => {
  it('are told apart by file name: a language code before .ts, nothing else', () => {
    expect(translationCode('./messages.ar.ts')).toBe('ar');
    expect(translationCode('./ar.ts')).toBe('ar');
    expect(translationCode('../../features/gyms/messages.zh.ts')).toBe('zh');
    expect(translationCode('./messages.en.ts')).toBeNull();
    expect(translationCode('./messages.xx.ts')).toBeNull();
    expect(translationCode('./pwa.ts')).toBeNull();
  });

  it('load only the language being shown, once, from the export named after it', async () => {
    const asked: string[] = [];
    const copy = (code: string, text: string) => async () => {
      asked.push(code);
      return { [code]: { 'registryTest.lazy': text } };
    };
    registerMessages(
      { 'registryTest.lazy': 'Good night' },
      { './messages.ko.ts': copy('ko', '안녕히 주무세요'), './messages.ru.ts': copy('ru', 'Спокойной ночи') },
    );
    expect(asked).toEqual([]);
    await loadLanguage('ru');
    await loadLanguage('ru');
    expect(asked).toEqual(['ru']);
    expect(messagesFor('ru')['registryTest.lazy']).toBe('Спокойной ночи');
    expect(isTranslated('ru')).toBe(true);
    await loadLanguage('en');
  });

  it('show English when a copy exports the wrong name (and say so)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    registerMessages(
      { 'registryTest.misnamed': 'Hello' },
      { './messages.it.ts': async () => ({ es: { 'registryTest.misnamed': 'Hola' } }) },
    );
    // Shown all the same, with English where the copy is missing; the answer says one is.
    expect(await loadLanguage('it')).toBe(false);
    expect(messagesFor('it')['registryTest.misnamed']).toBe('Hello');
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/messages\.it\.ts does not export `it`/);
    warn.mockRestore();
    await loadLanguage('en');
  });
});

describe('preparing a language before showing it', () => {
  it('loads the copies without showing them, and says whether every one is here', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let reachable = false;
    registerMessages(
      { 'registryTest.prepared': 'See you' },
      {
        './messages.de.ts': async () => {
          if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
          return { de: { 'registryTest.prepared': 'Bis bald' } };
        },
      },
    );
    expect(await prepareLanguage('de')).toBe(false);
    expect(messagesFor('en')['registryTest.prepared']).toBe('See you');
    reachable = true;
    expect(await prepareLanguage('de')).toBe(true);
    // Still not shown until asked for: the language shown stays English.
    expect(messagesFor('en')['registryTest.prepared']).toBe('See you');
    await loadLanguage('de');
    expect(messagesFor('de')['registryTest.prepared']).toBe('Bis bald');
    expect(await prepareLanguage('en')).toBe(true);
    warn.mockRestore();
    await loadLanguage('en');
  });

  it('loads the copy of a catalogue that registers while it prepares', async () => {
    let registerLate = () => undefined as unknown;
    registerMessages(
      { 'registryTest.early': 'Early' },
      {
        './messages.hi.ts': async () => {
          registerLate();
          return { hi: { 'registryTest.early': 'जल्दी' } };
        },
      },
    );
    registerLate = () =>
      registerMessages({ 'registryTest.late': 'Late' }, { './messages.hi.ts': async () => ({ hi: { 'registryTest.late': 'देर' } }) });
    expect(await prepareLanguage('hi')).toBe(true);
    await loadLanguage('hi');
    expect(messagesFor('hi')['registryTest.late']).toBe('देर');
    await loadLanguage('en');
  });
});
