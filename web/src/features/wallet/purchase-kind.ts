// The outbox kind of a SweatCoin purchase (purchase-outbox.ts sends it). On its own, so a reader of
// the outbox (the header's balance) does not load the purchase code with it.
export const PURCHASE_KIND = 'purchase';
