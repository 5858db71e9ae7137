// Exchange rates and price display (spec section 9, "Fixed exchange rates" and "Price display").
import { type CurrencyCode, getRegion, REGIONS, type RegionCode } from './regions';

/** Units of each currency per 1 USD. */
export const EXCHANGE_RATES: Readonly<Record<CurrencyCode, number>> = {
  USD: 1,
  GBP: 0.79,
  EUR: 0.92,
  INR: 83.12,
  CAD: 1.35,
  AUD: 1.52,
  JPY: 149.5,
  BRL: 5.02,
  MXN: 17.15,
  SGD: 1.34,
};

const symbolByCurrency = new Map(REGIONS.map((r) => [r.currency.code, r.currency.symbol]));

function assertAmount(amount: number, what: string): void {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) {
    throw new RangeError(`${what} must be a finite number, got ${String(amount)}`);
  }
  if (amount < 0) throw new RangeError(`${what} must not be negative, got ${amount}`);
}

/** Rounds half away from zero at `decimals`, without the binary drift of `toFixed` (1.005 -> 1.01). */
function roundTo(amount: number, decimals: number): number {
  return Number(`${Math.round(Number(`${amount}e${decimals}`))}e-${decimals}`);
}

/** Converts a USD amount to the given currency at the fixed rate. */
export function convertFromUsd(usd: number, currency: CurrencyCode): number {
  assertAmount(usd, 'Amount');
  return usd * EXCHANGE_RATES[currency];
}

/** Converts a USD amount to the currency of a region. */
export function convertUsdToRegion(usd: number, region: RegionCode): number {
  return convertFromUsd(usd, getRegion(region).currency.code);
}

/** 1234567 -> "1,234,567" (western) or "12,34,567" (Indian lakh/crore grouping). */
function groupDigits(digits: string, indian: boolean): string {
  if (!indian) return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `${head},${digits.slice(-3)}`;
}

export interface FormatPriceOptions {
  /** Appends the currency code: "$12.00 USD". */
  showCode?: boolean;
}

/**
 * Symbol followed by the amount with 2 decimals; JPY is a whole number; INR uses Indian grouping.
 * The amount is already in `currency` (convert first with `convertFromUsd`).
 */
export function formatPrice(amount: number, currency: CurrencyCode, options: FormatPriceOptions = {}): string {
  assertAmount(amount, 'Price');
  const symbol = symbolByCurrency.get(currency);
  if (symbol === undefined) throw new RangeError(`Unknown currency: ${String(currency)}`);
  const decimals = currency === 'JPY' ? 0 : 2;
  const [whole = '0', fraction] = roundTo(amount, decimals).toFixed(decimals).split('.');
  const grouped = groupDigits(whole, currency === 'INR');
  const text = `${symbol}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
  return options.showCode ? `${text} ${currency}` : text;
}

/** A USD price shown in a region's currency: the conversion and the display rule in one call. */
export function formatUsdForRegion(usd: number, region: RegionCode, options?: FormatPriceOptions): string {
  const currency = getRegion(region).currency.code;
  return formatPrice(convertFromUsd(usd, currency), currency, options);
}
