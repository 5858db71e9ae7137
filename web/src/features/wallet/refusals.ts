// How a refused SweatCoin purchase is worded by its code (api/field-errors.ts), in the member's
// language: where it was bought (the buy panel, the wallet's purchases waiting to be sent) and in
// the outbox sheet. The server's English text is never shown.
import type { OwnRefusalTable } from '../../api/field-errors';
import './messages';

export const PURCHASE_REFUSALS = { wallet_not_linked: 'wallet.error.notLinked' } as const satisfies OwnRefusalTable<'wallet.purchase'>;
