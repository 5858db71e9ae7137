// A push notification's words in each of the twelve languages, Arabic right to left with its values isolated.
import { LANGUAGES } from '@fitchoice/shared';
import { PARTNER_PUSH_KINDS, PUSH_KINDS } from '@fitchoice/shared/api';
import { describe, expect, it } from 'vitest';
import { isPushKind, pushWords } from './push-words';

const VALUES = { name: 'Alex Walker', gym: 'Iron Temple', text: 'See you at 7?', member: 'Mia Member' };

describe('pushWords', () => {
  it.each(LANGUAGES.map((language) => language.code))('words every kind in %s, with the values in place', (code) => {
    for (const kind of [...PUSH_KINDS, ...PARTNER_PUSH_KINDS]) {
      const words = pushWords(code, kind, VALUES);
      expect(words.title.trim().length).toBeGreaterThan(0);
      expect(`${words.title} ${words.body}`).not.toMatch(/\{\w+\}/);
      expect(words.lang).toBe(code);
    }
    expect(pushWords(code, 'friend_request', VALUES).body).toContain('Alex Walker');
    expect(pushWords(code, 'booking_reminder', VALUES).body).toContain('Iron Temple');
    expect(pushWords(code, 'message', VALUES).body).toContain('See you at 7?');
    for (const kind of PARTNER_PUSH_KINDS) expect(pushWords(code, kind, VALUES).body, kind).toContain('Mia Member');
  });

  it('is each language’s own', () => {
    for (const kind of ['friend_request', ...PARTNER_PUSH_KINDS] as const) {
      const titles = LANGUAGES.map((language) => pushWords(language.code, kind, VALUES).title);
      expect(new Set(titles).size, kind).toBe(LANGUAGES.length);
    }
  });

  it('is right to left in Arabic, each value keeping its own direction', () => {
    expect(pushWords('ar', 'message', VALUES)).toEqual({
      title: 'رسالة من \u2068Alex Walker\u2069',
      body: '\u2068See you at 7?\u2069',
      dir: 'rtl',
      lang: 'ar',
    });
    expect(pushWords('en', 'message', VALUES)).toEqual({
      title: 'Message from Alex Walker',
      body: 'See you at 7?',
      dir: 'ltr',
      lang: 'en',
    });
  });

  it('knows the kinds the server sends, and nothing else', () => {
    expect([...PUSH_KINDS, ...PARTNER_PUSH_KINDS].every(isPushKind)).toBe(true);
    expect(isPushKind('toString')).toBe(false);
    expect(isPushKind('payment')).toBe(false);
  });
});
