// The notice mails (decisions to partners, booking changes to members, members' bookings and reviews
// to partners) in all twelve languages:
// every kind in every language fills all its placeholders, carries the values the reader needs,
// and is in that language (not left in English).
import { LANGUAGES, type LanguageCode } from '@fitchoice/shared';
import { describe, expect, it } from 'vitest';
import { layoutMail } from '../mail/templates';
import { type MemberNoticeKind, memberNoticeMail, wordedWhen } from './member-copy';
import { type PartnerActivityKind, partnerActivityMail } from './partner-activity-copy';
import { type PartnerDecisionKind, partnerDecisionMail } from './partner-copy';

const CODES = LANGUAGES.map((language) => language.code);
const PARTNER_KINDS: readonly PartnerDecisionKind[] = [
  'partner-approved',
  'partner-approved-existing',
  'partner-rejected',
  'certification-verified',
  'certification-rejected',
];
const MEMBER_KINDS: readonly MemberNoticeKind[] = ['gym_paused', 'session_paused', 'session_cancelled', 'session_moved'];
const LINK = 'https://fitchoice.test/panel/welcome?token=abc';

function partnerMail(kind: PartnerDecisionKind, language: LanguageCode) {
  const values = { name: 'Ana Lima', listing: 'Iron Temple', certification: 'NASM CPT', reason: 'The scan is unreadable' };
  return layoutMail(kind, 'ana@example.com', language, partnerDecisionMail(kind, language, values, LINK));
}

function memberMail(kind: MemberNoticeKind, language: LanguageCode) {
  const values = {
    name: 'Ana Lima',
    place: 'Iron Temple',
    start: '2026-12-04T17:00:00.000Z',
    from: '2026-12-03T17:00:00.000Z',
    timeZone: 'America/Los_Angeles',
    reason: 'Sick today',
    refund: '12.50',
  };
  return layoutMail(kind, 'ana@example.com', language, memberNoticeMail(kind, language, values, 'https://fitchoice.test/bookings'));
}

describe('a partner’s decision mail', () => {
  it.each(CODES)('in %s: every kind filled, with the name, what it is about and the reason', (code) => {
    for (const kind of PARTNER_KINDS) {
      const mail = partnerMail(kind, code);
      expect(`${mail.subject}\n${mail.text}`, `${code} ${kind}`).not.toMatch(/\{\w+\}/);
      expect(mail.text, `${code} ${kind}`).toContain('Ana Lima');
      expect(mail.text, `${code} ${kind}`).toContain(kind.startsWith('certification') ? 'NASM CPT' : 'Iron Temple');
      if (kind.endsWith('rejected')) expect(mail.text, `${code} ${kind}`).toContain('The scan is unreadable');
      // A rejected application has nothing to open; everything else has its button.
      expect(mail.html.includes(LINK), `${code} ${kind}`).toBe(kind !== 'partner-rejected');
    }
  });

  it('is in each language’s own words', () => {
    for (const code of CODES.filter((language) => language !== 'en')) {
      for (const kind of PARTNER_KINDS) {
        expect(partnerMail(kind, code).text, `${code} ${kind}`).not.toBe(partnerMail(kind, 'en').text);
        expect(partnerMail(kind, code).subject, `${code} ${kind}`).not.toBe(partnerMail(kind, 'en').subject);
      }
    }
  });
});

describe('a member’s booking notice mail', () => {
  it.each(CODES)('in %s: every kind filled, with the place, the time where it is and the refund', (code) => {
    for (const kind of MEMBER_KINDS) {
      const mail = memberMail(kind, code);
      expect(`${mail.subject}\n${mail.text}`, `${code} ${kind}`).not.toMatch(/\{\w+\}/);
      expect(mail.text, `${code} ${kind}`).toContain('Iron Temple');
      if (kind === 'session_cancelled') expect(mail.text, code).toContain('12.50');
      if (kind === 'session_cancelled' || kind === 'session_moved') expect(mail.text, `${code} ${kind}`).toContain('Sick today');
    }
  });

  it('is in each language’s own words', () => {
    for (const code of CODES.filter((language) => language !== 'en')) {
      for (const kind of MEMBER_KINDS) {
        expect(memberMail(kind, code).subject, `${code} ${kind}`).not.toBe(memberMail(kind, 'en').subject);
      }
    }
  });

  it('says the time in the booking’s zone', () => {
    // 17:00 UTC is 09:00 in San Francisco in December.
    expect(memberMail('gym_paused', 'en').text).toMatch(/09:00 AM PST/);
  });
});

const ACTIVITY_KINDS: readonly PartnerActivityKind[] = [
  'visit_booked',
  'visit_cancelled',
  'session_booked',
  'session_cancelled',
  'session_moved',
  'gym_review',
  'pro_review',
];

function activityMail(kind: PartnerActivityKind, language: LanguageCode) {
  const values = {
    name: 'Gail Partner',
    member: 'Ana Lima',
    place: 'Iron Temple',
    start: '2026-12-04T17:00:00.000Z',
    from: '2026-12-03T17:00:00.000Z',
    timeZone: 'America/Los_Angeles',
    stars: 4,
    text: 'Great coaching',
  };
  const withoutReview = kind.endsWith('review') ? values : { ...values, stars: undefined, text: undefined };
  return layoutMail(`partner-${kind}`, 'gail@example.com', language, partnerActivityMail(kind, language, withoutReview, LINK));
}

describe('a partner’s notice of a booking, cancellation or review', () => {
  it.each(CODES)('in %s: every kind filled, with the member, the time where it is or the stars and words', (code) => {
    for (const kind of ACTIVITY_KINDS) {
      const mail = activityMail(kind, code);
      expect(`${mail.subject}\n${mail.text}`, `${code} ${kind}`).not.toMatch(/\{\w+\}/);
      expect(mail.text, `${code} ${kind}`).toContain('Gail Partner');
      expect(mail.text, `${code} ${kind}`).toContain('Ana Lima');
      expect(mail.html.includes(LINK), `${code} ${kind}`).toBe(true);
      if (kind.startsWith('visit') || kind === 'gym_review') expect(mail.text, `${code} ${kind}`).toContain('Iron Temple');
      if (kind.endsWith('review')) {
        expect(mail.subject, `${code} ${kind}`).toContain('4★');
        expect(mail.text, `${code} ${kind}`).toContain('Great coaching');
      } else {
        expect(mail.text, `${code} ${kind}`).toContain(wordedWhen('2026-12-04T17:00:00.000Z', 'America/Los_Angeles', code));
      }
    }
  });

  it('is in each language’s own words', () => {
    for (const code of CODES.filter((language) => language !== 'en')) {
      for (const kind of ACTIVITY_KINDS) {
        expect(activityMail(kind, code).subject, `${code} ${kind}`).not.toBe(activityMail(kind, 'en').subject);
        expect(activityMail(kind, code).text, `${code} ${kind}`).not.toBe(activityMail(kind, 'en').text);
      }
    }
  });

  it('says a moved session’s old and new times', () => {
    const text = activityMail('session_moved', 'en').text;
    expect(text).toMatch(/from Thursday, December 3, 2026 at 09:00 AM PST to Friday, December 4, 2026 at 09:00 AM PST/);
  });
});
