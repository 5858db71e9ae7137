// How a SweatCoin ledger entry is worded on /wallet, and where it links: what it paid for or came
// from (the gym visit, the session, the challenge, the redemption, the avatar part, the XP), so no
// entry reads "Other change". A purchase names its transaction instead.
import { shortenAddress } from '@fitchoice/shared';
import type { LedgerEntry, LedgerKind } from '@fitchoice/shared/api';
import type { MessageId } from '../../i18n/messages';
import type { LinkTarget } from '../../ui/LinkButton';
import './messages';

export const LEDGER_LABEL = {
  purchase: 'wallet.ledger.kind.purchase',
  xp_conversion: 'wallet.ledger.kind.xp_conversion',
  booking: 'wallet.ledger.kind.booking',
  refund: 'wallet.ledger.kind.refund',
  pro_booking: 'wallet.ledger.kind.pro_booking',
  pro_refund: 'wallet.ledger.kind.pro_refund',
  session_earning: 'wallet.ledger.kind.session_earning',
  challenge: 'wallet.ledger.kind.challenge',
  redemption: 'wallet.ledger.kind.redemption',
  avatar_part: 'wallet.ledger.kind.avatar_part',
} as const satisfies Record<LedgerKind, MessageId>;

export interface LedgerLink {
  to: LinkTarget;
  /** The element on that screen the entry is about (a booking's or a session's card). */
  hash?: string;
  labelId: MessageId;
}

/** Where an entry's "see" link goes; null for a purchase, which names its transaction. */
export function ledgerLink(entry: Pick<LedgerEntry, 'kind' | 'refId'>): LedgerLink | null {
  const at = (prefix: string) => (entry.refId ? { hash: `${prefix}-${entry.refId}` } : {});
  switch (entry.kind) {
    case 'purchase':
      return null;
    case 'xp_conversion':
      return { to: '/profile', labelId: 'wallet.ledger.see.xp' };
    case 'booking':
    case 'refund':
      return { to: '/bookings', ...at('booking'), labelId: 'wallet.ledger.see.visit' };
    case 'pro_booking':
    case 'pro_refund':
      return { to: '/bookings', ...at('session'), labelId: 'wallet.ledger.see.session' };
    case 'session_earning':
      return { to: '/panels', labelId: 'wallet.ledger.see.earnings' };
    case 'challenge':
      return { to: '/challenges', labelId: 'wallet.ledger.see.challenges' };
    case 'redemption':
      return { to: '/store', labelId: 'wallet.ledger.see.redemptions' };
    case 'avatar_part':
      return { to: '/avatar-studio', labelId: 'wallet.ledger.see.avatar' };
  }
}

/** A purchase's transaction, shortened as addresses are ("0x1234…abcd"); a demo hash as it is. */
export function shortTransaction(hash: string): string {
  return hash.startsWith('0x') ? shortenAddress(hash) : hash;
}
