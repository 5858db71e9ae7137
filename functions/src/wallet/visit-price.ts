// What a visit costs in SweatCoins. GET /api/rewards/rules serves the rate to the 'how XP works' sheet.

/** The price of a visit in SweatCoins: 10 SweatCoins per USD. */
export const SWEATCOINS_PER_USD = 10;

/** A visit's price in SweatCoin hundredths from its USD cents. */
export function visitPriceCoinCents(priceUsdCents: number): bigint {
  return BigInt(priceUsdCents) * BigInt(SWEATCOINS_PER_USD);
}
