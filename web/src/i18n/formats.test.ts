// The locale numbers and dates are written in, and the SweatCoin and price helpers, checked against
// what Intl gives for each of the twelve languages.
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatCoins, formatRegionPrice, intlLocale } from './formats';

describe('intlLocale', () => {
  it.each([
    { case: 'no device locale in the language: the language alone', language: 'ar', device: ['en-US'], locale: 'ar' },
    { case: 'the device region for the language', language: 'ar', device: ['en-US', 'ar-EG'], locale: 'ar-EG' },
    { case: 'the first match wins', language: 'en', device: ['en-GB', 'en-US'], locale: 'en-GB' },
    { case: 'a language without region says nothing', language: 'pt', device: ['pt', 'pt-BR'], locale: 'pt-BR' },
    { case: 'Traditional Chinese does not set the region of our Simplified', language: 'zh', device: ['zh-TW', 'zh-SG'], locale: 'zh-SG' },
    { case: 'only Traditional Chinese on the device', language: 'zh', device: ['zh-HK'], locale: 'zh' },
    { case: 'the device digits come along', language: 'hi', device: ['hi-IN-u-nu-deva'], locale: 'hi-IN-u-nu-deva' },
    { case: 'a malformed device tag is skipped', language: 'de', device: ['not a tag', 'de-AT'], locale: 'de-AT' },
  ] as const)('$case: $language on [$device] is $locale', ({ language, device, locale }) => {
    expect(intlLocale(language, device)).toBe(locale);
  });

  it.each([
    // CLDR's defaults, the reason for using them: generic Arabic and Hindi write Latin digits; Egypt and Saudi Arabia Arabic-Indic ones.
    { locale: 'ar', digits: 'latn', number: '1,234.5' },
    { locale: 'ar-EG', digits: 'arab', number: '١٬٢٣٤٫٥' },
    { locale: 'ar-SA', digits: 'arab', number: '١٬٢٣٤٫٥' },
    { locale: 'ar-AE', digits: 'latn', number: '1,234.5' },
    { locale: 'hi', digits: 'latn', number: '1,234.5' },
    { locale: 'hi-IN-u-nu-deva', digits: 'deva', number: '१,२३४.५' },
  ])('$locale writes $digits digits: $number', ({ locale, digits, number }) => {
    const format = new Intl.NumberFormat(locale);
    expect(format.resolvedOptions().numberingSystem).toBe(digits);
    expect(format.format(1234.5)).toBe(number);
  });
});

describe('formatCoins', () => {
  it.each([
    { locale: 'en', amount: '12500.00', text: '12500.00' },
    { locale: 'de', amount: '12.5', text: '12,50' },
    { locale: 'fr', amount: 3, text: '3,00' },
    { locale: 'ar', amount: '40.00', text: '40.00' },
    { locale: 'ar-EG', amount: '40.00', text: '٤٠٫٠٠' },
    { locale: 'ru', amount: '-7.25', text: '-7,25' },
  ])('$amount in $locale is $text', ({ locale, amount, text }) => {
    expect(formatCoins(createIntl({ locale }), amount)).toBe(text);
  });
});

describe('formatRegionPrice', () => {
  it('writes the region’s currency the member’s way', () => {
    expect(formatRegionPrice(createIntl({ locale: 'en' }), 10, 'US')).toBe('$10.00');
    expect(formatRegionPrice(createIntl({ locale: 'de' }), 10, 'EU')).toBe('9,20\u00a0€');
    expect(formatRegionPrice(createIntl({ locale: 'hi' }), 2000, 'IN')).toBe('₹1,66,240.00');
    expect(formatRegionPrice(createIntl({ locale: 'ar-EG' }), 10, 'JP')).toBe('\u200f١٬٤٩٥\u00a0¥');
  });
});
