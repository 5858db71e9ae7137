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

export interface FormatPriceOptions {
  /** Appends the currency code: "$12.00 USD". */
  showCode?: boolean;
  /**
   * The locale whose digits, separators and symbol position are used (the member's, e.g. "de" gives
   * "12,00 €", "ar-EG" Arabic-Indic digits). Default "en": the symbol before the amount, "1,234.50".
   */
  locale?: string;
}

const formats = new Map<string, Intl.NumberFormat>();

/** The number format of a price: the locale's own, except that rupees use the language's Indian grouping (12,34,567). */
function priceFormat(currency: CurrencyCode, locale: string): Intl.NumberFormat {
  const key = `${locale} ${currency}`;
  let format = formats.get(key);
  if (!format) {
    const base = new Intl.Locale(locale);
    // The locale's own digits (Latin in "ar", Arabic-Indic in "ar-EG"), kept when rupees switch the region to India.
    const { numberingSystem } = new Intl.NumberFormat(base).resolvedOptions();
    const decimals = currency === 'JPY' ? 0 : 2;
    format = new Intl.NumberFormat(currency === 'INR' ? new Intl.Locale(base.language, { script: base.script, region: 'IN' }) : base, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      numberingSystem,
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * The region's symbol (C$, MX$, S$... spec section 3) and the amount with 2 decimals (JPY whole, INR
 * with Indian grouping), digits, separators and the symbol's place as the locale writes them.
 * The amount is already in `currency` (convert first with `convertFromUsd`).
 */
export function formatPrice(amount: number, currency: CurrencyCode, options: FormatPriceOptions = {}): string {
  assertAmount(amount, 'Price');
  const symbol = symbolByCurrency.get(currency);
  if (symbol === undefined) throw new RangeError(`Unknown currency: ${String(currency)}`);
  const text = priceFormat(currency, options.locale ?? 'en')
    .formatToParts(roundTo(amount, currency === 'JPY' ? 0 : 2))
    .map((part) => (part.type === 'currency' ? symbol : part.value))
    .join('');
  return options.showCode ? `${text} ${currency}` : text;
}

/** A USD price shown in a region's currency: the conversion and the display rule in one call. */
export function formatUsdForRegion(usd: number, region: RegionCode, options?: FormatPriceOptions): string {
  const currency = getRegion(region).currency.code;
  return formatPrice(convertFromUsd(usd, currency), currency, options);
}
