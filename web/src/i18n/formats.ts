// How numbers, dates, prices and SweatCoins are written: through Intl, in the member's locale.
// The locale is the chosen language, refined by the device's own region for that language (ar-EG,
// en-GB, pt-PT), so a member gets the digits and date order their phone uses; without one, the
// language alone, whose CLDR defaults apply: Latin digits for "ar" and "hi" (Arabic-Indic digits come
// with ar-EG, ar-SA and the other locales that prefer them; Devanagari digits only when asked for).
import { formatUsdForRegion, type LanguageCode, type RegionCode } from '@fitchoice/shared';
import type { IntlShape } from 'react-intl';

/** The Intl locale of `language`, with the region (and digits) of the first device locale in that language and script. */
export function intlLocale(language: LanguageCode, deviceLocales: readonly string[]): string {
  // Our Chinese is Simplified: zh-TW and zh-HK (Traditional) give their region no say.
  const script = new Intl.Locale(language).maximize().script;
  for (const tag of deviceLocales) {
    let device: Intl.Locale;
    try {
      device = new Intl.Locale(tag);
    } catch {
      continue;
    }
    if (device.language !== language || !device.region || device.maximize().script !== script) continue;
    return new Intl.Locale(language, {
      region: device.region,
      ...(device.numberingSystem ? { numberingSystem: device.numberingSystem } : {}),
    }).toString();
  }
  return language;
}

/** A USD price in the region's currency, written the member's way (spec section 9, with the locale's digits and order). */
export function formatRegionPrice(intl: IntlShape, usd: number, region: RegionCode): string {
  return formatUsdForRegion(usd, region, { locale: intl.locale });
}

/**
 * A SweatCoin amount (a decimal string such as "12.50", or a number) with its 2 decimals, in the
 * locale's digits and decimal sign; not grouped, as the spec shows balances ("12500.00").
 */
export function formatCoins(intl: IntlShape, amount: string | number): string {
  return intl.formatNumber(Number(amount), { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
}
