// How the store words a refused redemption (sold out meanwhile, the member's limit, too few
// SweatCoins, retired): by the answer's code (api/field-errors.ts), in the member's language; the
// server's English text is never shown. Nothing is charged on any refusal, and each says so.
import { type OwnRefusalTable, refusalMessageId } from '../../api/field-errors';
import type { MessageId } from '../../i18n/messages';
import type { OutboxEntry } from '../../outbox/entries';
import './messages';

export const REDEEM_REFUSALS = {
  out_of_stock: 'store.refused.soldOut',
  reward_retired: 'store.refused.retired',
  not_found: 'store.refused.notFound',
  limit_reached: 'store.refused.limit',
  insufficient_sweatcoins: 'store.refused.coins',
} as const satisfies OwnRefusalTable<'store.redeem'>;

/** The wording of a failed redemption's answer. */
export function redeemRefusalId(answer: OutboxEntry): MessageId {
  return refusalMessageId(answer.response, REDEEM_REFUSALS, 'store.refused.other');
}
