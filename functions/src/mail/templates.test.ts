// The account mails in all twelve languages: every kind in every language with its placeholders,
// an unknown language in English, Arabic right to left with the name, address and link isolated,
// and what a member typed escaped in the HTML.
import { LANGUAGES } from '@fitchoice/shared';
import { describe, expect, it } from 'vitest';
import { MAIL_COPY, type MailKind } from './copy';
import { accountMail, mailLanguage } from './templates';

const KINDS: readonly MailKind[] = ['verify-email', 'change-email', 'reset-password', 'confirm-application'];
const INPUT = { to: 'ana@example.com', name: 'Ana Lima', email: 'ana@example.com', link: 'https://fitchoice.test/verify-email?token=abc' };

describe('the account mails’ words', () => {
  it.each(LANGUAGES.map((language) => language.code))('in %s: every kind, the name in the greeting, the address in the body', (code) => {
    const copy = MAIL_COPY[code];
    expect(Object.keys(copy).sort()).toEqual([...KINDS].sort());
    for (const kind of KINDS) {
      const { subject, hello, body, button, footer } = copy[kind];
      expect([subject, hello, body, button, footer].every((text) => text.trim().length > 0)).toBe(true);
      expect(hello).toContain('{name}');
      expect(body).toContain('{email}');
      // Only those two placeholders: anything else would go out as "{...}".
      expect(`${subject}${hello}${body}${button}${footer}`.match(/\{\w+\}/g)?.sort()).toEqual(['{email}', '{name}']);
    }
  });

  it('are each language’s own (no copy left in English)', () => {
    for (const { code } of LANGUAGES.filter((language) => language.code !== 'en')) {
      expect(MAIL_COPY[code]['reset-password'].subject, code).not.toBe(MAIL_COPY.en['reset-password'].subject);
    }
  });
});

describe('accountMail', () => {
  it('writes the member’s language, and English for an unknown one', () => {
    expect(accountMail('reset-password', { ...INPUT, language: 'ja' }).subject).toBe('FitChoice のパスワードを再設定してください');
    expect(accountMail('reset-password', { ...INPUT, language: 'xx' }).subject).toBe('Reset your FitChoice password');
    expect(mailLanguage(null)).toBe('en');
    expect(mailLanguage('ru')).toBe('ru');
  });

  it('lays out an Arabic mail right to left with the name, address and link isolated', () => {
    const mail = accountMail('verify-email', { ...INPUT, language: 'ar' });
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<div dir="rtl"');
    expect(mail.html).toContain('مرحبًا <bdi>Ana Lima</bdi>،');
    expect(mail.html).toContain(`<p dir="ltr" style="color:#525a6e;font-size:12px;word-break:break-all">${INPUT.link}</p>`);
    expect(mail.text.split('\n')[0]).toBe('مرحبًا \u2068Ana Lima\u2069،');
    expect(mail.text).toContain(`تأكيد بريدي الإلكتروني: \u2068${INPUT.link}\u2069`);
  });

  it('keeps a left-to-right mail’s text as typed', () => {
    const mail = accountMail('verify-email', { ...INPUT, language: 'de' });
    expect(mail.html).toContain('<html lang="de" dir="ltr">');
    expect(mail.text.split('\n')[0]).toBe('Hallo Ana Lima,');
    expect(mail.text).not.toMatch(/[\u2068\u2069]/);
  });

  it('escapes what the member typed in the HTML', () => {
    const mail = accountMail('confirm-application', { ...INPUT, name: '<b>Ana</b> & "co"', language: 'en' });
    expect(mail.html).toContain('Hi <bdi>&lt;b&gt;Ana&lt;/b&gt; &amp; &quot;co&quot;</bdi>,');
    expect(mail.html).not.toContain('<b>Ana</b>');
  });
});
