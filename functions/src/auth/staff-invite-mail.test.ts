// The front-desk invitation in all twelve languages: both kinds fill every placeholder, name the
// person, the gym and the owner, carry the link, and are in that language (not left in English).
import { LANGUAGES, type LanguageCode } from '@fitchoice/shared';
import { describe, expect, it } from 'vitest';
import { layoutMail } from '../mail/templates';
import { type StaffInviteKind, staffInviteMail } from './staff-invite-mail';

const CODES = LANGUAGES.map((language) => language.code);
const KINDS: readonly StaffInviteKind[] = ['staff-invited', 'staff-added'];
const LINK = 'https://fitchoice.test/panel/welcome?token=abc';
const VALUES = { name: 'Dario Desk', gym: 'Iron Temple', owner: 'Olga Owner' };

const mailOf = (kind: StaffInviteKind, language: LanguageCode) =>
  layoutMail(kind, 'dario@example.com', language, staffInviteMail(kind, language, VALUES, LINK));

describe('the front-desk invitation', () => {
  it.each(CODES)('in %s: both kinds filled, with the person, the gym, the owner and the link', (code) => {
    for (const kind of KINDS) {
      const mail = mailOf(kind, code);
      expect(`${mail.subject}\n${mail.text}`, `${code} ${kind}`).not.toMatch(/\{\w+\}/);
      for (const value of Object.values(VALUES)) expect(mail.text, `${code} ${kind}`).toContain(value);
      expect(mail.subject, `${code} ${kind}`).toContain('Iron Temple');
      expect(mail.html, `${code} ${kind}`).toContain(LINK);
    }
    // Only a new account's invitation says the link works once.
    expect(mailOf('staff-invited', code).text).not.toBe(mailOf('staff-added', code).text);
  });

  it('is in each language’s own words', () => {
    for (const code of CODES.filter((language) => language !== 'en')) {
      for (const kind of KINDS) {
        expect(mailOf(kind, code).text, `${code} ${kind}`).not.toBe(mailOf(kind, 'en').text);
        expect(mailOf(kind, code).subject, `${code} ${kind}`).not.toBe(mailOf(kind, 'en').subject);
      }
    }
  });
});
