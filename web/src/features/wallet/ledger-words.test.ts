import { LANGUAGES } from '@fitchoice/shared';
import { LEDGER_KINDS } from '@fitchoice/shared/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadLanguage, messagesFor } from '../../i18n/messages';
import { LEDGER_LABEL, ledgerLink } from './ledger-words';

describe('a SweatCoin ledger entry', () => {
  const codes = LANGUAGES.map((language) => language.code);
  beforeAll(async () => {
    for (const code of codes) await loadLanguage(code);
  });

  it.each(LEDGER_KINDS.map((kind) => ({ kind })))(
    'of kind $kind is worded in all twelve languages and links to what it was for',
    ({ kind }) => {
      const link = ledgerLink({ kind, refId: 'x1' });
      for (const language of codes) {
        const messages = messagesFor(language);
        expect(messages[LEDGER_LABEL[kind]], `${kind} in ${language}`).toBeTruthy();
        if (link) expect(messages[link.labelId], `${kind}'s link in ${language}`).toBeTruthy();
      }
      // Only a purchase has no page of its own: it names its transaction.
      expect(link === null).toBe(kind === 'purchase');
    },
  );

  it.each([
    { kind: 'booking', hash: 'booking-x1' },
    { kind: 'refund', hash: 'booking-x1' },
    { kind: 'pro_booking', hash: 'session-x1' },
    { kind: 'pro_refund', hash: 'session-x1' },
  ] as const)('of kind $kind points at the card of its booking', ({ kind, hash }) => {
    expect(ledgerLink({ kind, refId: 'x1' })).toMatchObject({ to: '/bookings', hash });
    expect(ledgerLink({ kind, refId: null })?.hash).toBeUndefined();
  });
});
