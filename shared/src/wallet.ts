// Wallet arithmetic (spec section 9, "Wallet"): ETH amounts are decimal strings or wei bigints,
// never floats, so 0.1 + 0.2 ETH is exactly 0.3 ETH.

export const WEI_PER_ETH = 10n ** 18n;
/** Fixed display rate: 1 ETH shows as 100000 SweatCoins. */
export const SWEATCOINS_PER_ETH = 100_000n;
/** 10 XP = 1 SweatCoin, so 1 XP = 10 hundredths: every whole XP amount converts exactly. */
export const XP_PER_SWEATCOIN = 10;
const ETH_DECIMALS = 18;

const ETH_AMOUNT = /^(\d{1,30})(?:\.(\d{1,18}))?$/;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

export function isAddress(value: unknown): value is string {
  return typeof value === 'string' && ADDRESS.test(value);
}

/** "0x1234567890abcdef..." -> "0x1234...cdef" (first 6 and last 4 characters). */
export function shortenAddress(address: string): string {
  if (address.length <= 10) return address;
  return `${address.slice(0, 6)}...${address.slice(-4)}`;
}

/** "1.5" -> 1500000000000000000n. Refuses negatives, exponents, and more than 18 decimals. */
export function parseEthToWei(eth: string): bigint {
  const match = typeof eth === 'string' ? ETH_AMOUNT.exec(eth.trim()) : null;
  if (!match) {
    throw new RangeError(`Not an ETH amount (a non-negative decimal with at most 18 decimals): ${String(eth)}`);
  }
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * WEI_PER_ETH + BigInt(fraction.padEnd(ETH_DECIMALS, '0'));
}

/** Divides and rounds half up, for non-negative bigints. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

function assertNonNegative(wei: bigint): void {
  if (wei < 0n) throw new RangeError(`A wei amount must not be negative, got ${wei}`);
}

/** Wei as a decimal string with exactly `decimals` places, rounded half up. */
export function formatWei(wei: bigint, decimals: number): string {
  assertNonNegative(wei);
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > ETH_DECIMALS) {
    throw new RangeError(`decimals must be a whole number from 0 to 18, got ${decimals}`);
  }
  const scaled = divideRounded(wei, 10n ** BigInt(ETH_DECIMALS - decimals));
  if (decimals === 0) return scaled.toString();
  const digits = scaled.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Wei as the shortest exact ETH decimal string: 1500000000000000000n -> "1.5". */
export function weiToEth(wei: bigint): string {
  return formatWei(wei, ETH_DECIMALS).replace(/\.?0+$/, '');
}

/** The ETH balance as the spec shows it in messages: 4 decimals. */
export function formatEth4(wei: bigint): string {
  return formatWei(wei, 4);
}

/** SweatCoins bought by (or displayed for) an ETH amount: ETH x 100000, 2 decimals. */
export function sweatCoinsForWei(wei: bigint): string {
  return formatWei(wei * SWEATCOINS_PER_ETH, 2);
}

/** SweatCoins for an ETH decimal string, e.g. "0.01" -> "1000.00". */
export function sweatCoinsForEth(eth: string): string {
  return sweatCoinsForWei(parseEthToWei(eth));
}

const COIN_AMOUNT = /^(\d{1,24})(?:\.(\d{1,2}))?$/;

/** SweatCoins are kept in hundredths: "12.5" -> 1250n. */
export function parseCoinsToCents(coins: string): bigint {
  const match = typeof coins === 'string' ? COIN_AMOUNT.exec(coins.trim()) : null;
  if (!match) throw new RangeError(`Not a SweatCoin amount (at most 2 decimals): ${String(coins)}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** 1250n -> "12.50". */
export function formatCoinCents(cents: bigint): string {
  const negative = cents < 0n;
  const digits = (negative ? -cents : cents).toString().padStart(3, '0');
  return `${negative ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** The insufficient-balance message of spec section 5. */
export function insufficientBalanceMessage(neededEth: string, balanceWei: bigint): string {
  return `Insufficient balance. You need ${neededEth} ETH but have ${formatEth4(balanceWei)} ETH`;
}
