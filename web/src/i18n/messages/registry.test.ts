// How a code-split part's catalogue joins the strings being shown: its English in place (what is on
// screen does not render again for it), its translation as a new version (what is on screen switches).
import { describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor, messagesVersion, registerMessages, translationsLoaded } from './registry';

const noCopies = { es: async () => ({}), fr: async () => ({}), pt: async () => ({}) };

describe('registering a catalogue', () => {
  it('adds its English to the messages being shown, without a new version', () => {
    const shown = messagesFor('en');
    const version = messagesVersion();
    registerMessages({ 'registryTest.english': 'Hello' }, noCopies);
    expect(messagesVersion()).toBe(version);
    expect(messagesFor('en')).toBe(shown);
    expect(shown['registryTest.english']).toBe('Hello');
  });

  it('makes a new version when its copy in the language being shown arrives', async () => {
    await loadLanguage('es');
    const before = messagesVersion();
    registerMessages(
      { 'registryTest.translated': 'Good morning' },
      { ...noCopies, es: async () => ({ 'registryTest.translated': 'Buenos días' }) },
    );
    await translationsLoaded();
    expect(messagesVersion()).toBeGreaterThan(before);
    expect(messagesFor('es')['registryTest.translated']).toBe('Buenos días');
    await loadLanguage('en');
  });
});
