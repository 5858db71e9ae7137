import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../../i18n/messages';
import { ledgerKindMessage } from './ledger-kinds';

describe('a ledger entry’s kind, as the admin reads it', () => {
  it('is worded, not the stored code', () => {
    const english = messagesFor('en');
    expect(english[ledgerKindMessage('pro_booking')]).toBe('Session payment');
    expect(english[ledgerKindMessage('session_earning')]).toBe('Session earnings');
    expect(english[ledgerKindMessage('refund')]).toBe('Gym visit refund');
  });

  it('reads "Other change" for a kind it does not know yet', () => {
    expect(messagesFor('en')[ledgerKindMessage('future_kind')]).toBe('Other change');
  });
});
