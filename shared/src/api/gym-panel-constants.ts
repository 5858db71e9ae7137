// The gym panel's slot lengths and desk money, without zod: the panel's screens read them without
// loading the schemas (gym-panel.ts builds its schemas from them and re-exports them).
import { type CurrencyCode, REGIONS } from '../regions';

/** The visit lengths a gym may offer; every slot of a gym has the same length. */
export const SLOT_LENGTHS = [30, 45, 60, 90, 120] as const;
export const DEFAULT_SLOT_LENGTH_MINUTES = 60;

/** The currencies a payment at the desk may be in (ISO 4217): those of the regions FitChoice serves. */
export const DESK_CURRENCIES = [...new Set(REGIONS.map((region) => region.currency.code))].sort() as [CurrencyCode, ...CurrencyCode[]];
/** Digits after the decimal point of each desk currency (ISO 4217's minor unit). */
export const CURRENCY_DECIMALS: Readonly<Record<CurrencyCode, number>> = {
  AUD: 2,
  BRL: 2,
  CAD: 2,
  EUR: 2,
  GBP: 2,
  INR: 2,
  JPY: 0,
  MXN: 2,
  SGD: 2,
  USD: 2,
};
/** The most one payment at the desk may be, in the currency's whole units. */
export const DESK_PAYMENT_MAX_UNITS = 1_000_000;

/** A money amount as its minor units ("12.50" EUR is 1250), or null when it is not one (format, decimals). */
export function moneyToMinor(amount: string, currency: CurrencyCode): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,3}))?$/.exec(amount);
  const decimals = CURRENCY_DECIMALS[currency];
  if (!match || (match[2]?.length ?? 0) > decimals) return null;
  return Number(match[1]) * 10 ** decimals + Number((match[2] ?? '').padEnd(decimals, '0') || '0');
}

/** Minor units as the amount's decimal string (1250 EUR is "12.50", 1500 JPY is "1500"). */
export function minorToMoney(minor: number, currency: CurrencyCode): string {
  const decimals = CURRENCY_DECIMALS[currency];
  if (decimals === 0) return String(minor);
  const text = String(minor).padStart(decimals + 1, '0');
  return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`;
}
