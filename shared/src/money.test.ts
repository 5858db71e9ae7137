import { describe, expect, it } from 'vitest';
import { convertFromUsd, convertUsdToRegion, EXCHANGE_RATES, formatPrice, formatUsdForRegion } from './money';
import type { CurrencyCode } from './regions';

describe('exchange rates per 1 USD (spec section 9)', () => {
  it.each([
    ['USD', 1],
    ['GBP', 0.79],
    ['EUR', 0.92],
    ['INR', 83.12],
    ['CAD', 1.35],
    ['AUD', 1.52],
    ['JPY', 149.5],
    ['BRL', 5.02],
    ['MXN', 17.15],
    ['SGD', 1.34],
  ] as const)('%s is %s', (currency, rate) => {
    expect(EXCHANGE_RATES[currency]).toBe(rate);
    expect(convertFromUsd(10, currency)).toBeCloseTo(10 * rate, 10);
  });

  it('converts to a region by its currency', () => {
    expect(convertUsdToRegion(20, 'GB')).toBeCloseTo(15.8, 10);
    expect(convertUsdToRegion(20, 'US')).toBe(20);
  });
});

describe('formatPrice', () => {
  it.each([
    { name: 'USD with 2 decimals', amount: 12, currency: 'USD', text: '$12.00' },
    { name: 'GBP rounds half up', amount: 1.005, currency: 'GBP', text: '£1.01' },
    { name: 'EUR groups thousands', amount: 1234567.891, currency: 'EUR', text: '€1,234,567.89' },
    { name: 'CAD symbol', amount: 0.5, currency: 'CAD', text: 'C$0.50' },
    { name: 'AUD symbol', amount: 99.999, currency: 'AUD', text: 'A$100.00' },
    { name: 'BRL symbol', amount: 25.1, currency: 'BRL', text: 'R$25.10' },
    { name: 'MXN symbol', amount: 171.5, currency: 'MXN', text: 'MX$171.50' },
    { name: 'SGD symbol', amount: 13.4, currency: 'SGD', text: 'S$13.40' },
    { name: 'zero', amount: 0, currency: 'USD', text: '$0.00' },
    { name: 'JPY is whole', amount: 1495, currency: 'JPY', text: '¥1,495' },
    { name: 'JPY rounds .5 up', amount: 1494.5, currency: 'JPY', text: '¥1,495' },
    { name: 'JPY rounds down below .5', amount: 1494.49, currency: 'JPY', text: '¥1,494' },
    { name: 'INR under a thousand', amount: 831.2, currency: 'INR', text: '₹831.20' },
    { name: 'INR thousands', amount: 1662.4, currency: 'INR', text: '₹1,662.40' },
    { name: 'INR lakh', amount: 123456, currency: 'INR', text: '₹1,23,456.00' },
    { name: 'INR ten lakh', amount: 1234567.5, currency: 'INR', text: '₹12,34,567.50' },
    { name: 'INR crore', amount: 123456789, currency: 'INR', text: '₹12,34,56,789.00' },
  ] as const)('$name: $text', ({ amount, currency, text }) => {
    expect(formatPrice(amount, currency)).toBe(text);
  });

  it('appends the code when asked', () => {
    expect(formatPrice(12, 'USD', { showCode: true })).toBe('$12.00 USD');
    expect(formatPrice(1495, 'JPY', { showCode: true })).toBe('¥1,495 JPY');
  });

  it.each([
    [-1, /negative/],
    [Number.NaN, /finite/],
    [Number.POSITIVE_INFINITY, /finite/],
  ])('refuses %s with a clear error', (amount, message) => {
    expect(() => formatPrice(amount, 'USD')).toThrow(message);
    expect(() => convertFromUsd(amount, 'USD')).toThrow(RangeError);
  });

  it('refuses an unknown currency', () => {
    expect(() => formatPrice(1, 'XXX' as CurrencyCode)).toThrow(/Unknown currency/);
  });

  it.each([
    { locale: 'de', amount: 12, currency: 'EUR', text: '12,00\u00a0€' },
    { locale: 'fr', amount: 13.4, currency: 'SGD', text: '13,40\u00a0S$' },
    { locale: 'pt-BR', amount: 25.1, currency: 'BRL', text: 'R$\u00a025,10' },
    { locale: 'ja', amount: 1495, currency: 'JPY', text: '¥1,495' },
    { locale: 'ar', amount: 1234.5, currency: 'USD', text: '\u200f1,234.50\u00a0$' },
    { locale: 'ar-EG', amount: 1234.5, currency: 'USD', text: '\u200f١٬٢٣٤٫٥٠\u00a0$' },
    { locale: 'hi', amount: 123456, currency: 'INR', text: '₹1,23,456.00' },
    { locale: 'en-US', amount: 123456, currency: 'INR', text: '₹1,23,456.00' },
    { locale: 'ar-EG', amount: 123456, currency: 'INR', text: '\u200f١٢٣٬٤٥٦٫٠٠\u00a0₹' },
  ] as const)(
    "in $locale, $amount $currency reads $text (the locale's digits and order, the region's symbol)",
    ({ locale, amount, currency, text }) => {
      expect(formatPrice(amount, currency, { locale })).toBe(text);
    },
  );

  it('shows a USD price in each region the way members there read prices', () => {
    expect(formatUsdForRegion(10, 'US')).toBe('$10.00');
    expect(formatUsdForRegion(10, 'JP')).toBe('¥1,495');
    expect(formatUsdForRegion(2000, 'IN')).toBe('₹1,66,240.00');
    expect(formatUsdForRegion(10, 'EU', { showCode: true })).toBe('€9.20 EUR');
    expect(formatUsdForRegion(10, 'EU', { locale: 'de' })).toBe('9,20\u00a0€');
  });
});
