// How the admin's user view words a SweatCoin ledger entry's kind ("Session payment", not
// "pro_booking"): the kinds the backend writes (functions' coinChange callers), each with its message.
import type { MessageId } from '../../../i18n/messages';
import '../messages';
import './messages';

/** The ledger's kinds (functions' coinChange callers), each worded; a kind added later reads "Other change". */
const LEDGER_KINDS = [
  'purchase',
  'xp_conversion',
  'booking',
  'refund',
  'pro_booking',
  'pro_refund',
  'session_earning',
  'challenge',
  'avatar_part',
  'redemption',
] as const;

export function ledgerKindMessage(kind: string): MessageId {
  const known = LEDGER_KINDS.find((k) => k === kind);
  return known ? `admin.users.ledger.${known}` : 'admin.users.ledger.other';
}
