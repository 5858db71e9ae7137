// Shared display helpers of the gym screens: the spec's distance wording through the catalogue,
// prices in the region's currency, and times at the gym.
import { describeDistanceMiles, formatUsdForRegion, kmToMiles, type RegionCode } from '@fitchoice/shared';
import type { IntlShape } from 'react-intl';
import './messages';

/**
 * The spec's distance wording (shared describeDistanceMiles decides the band and the number),
 * said in the member's language: each English phrase it returns has a catalogue message.
 */
export function distanceText(intl: IntlShape, km: number): string {
  const english = describeDistanceMiles(kmToMiles(km));
  if (english === 'Less than a mile away') return intl.formatMessage({ id: 'gyms.distance.underOne' });
  if (english === '1 mile away') return intl.formatMessage({ id: 'gyms.distance.one' });
  const n = Number(/\d+/.exec(english)?.[0] ?? 0);
  if (english.endsWith('+ miles away')) return intl.formatMessage({ id: 'gyms.distance.over' }, { n });
  if (english.startsWith('About')) return intl.formatMessage({ id: 'gyms.distance.about' }, { n });
  return intl.formatMessage({ id: 'gyms.distance.miles' }, { n });
}

/** A USD price in the region's currency (spec section 9, Price display). */
export function price(usd: number, region: RegionCode): string {
  return formatUsdForRegion(usd, region);
}

/** "Mon 24 Nov, 09:00" at the gym, in its time zone. */
export function slotLabel(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatDate(iso, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

export function timeLabel(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatTime(iso, { timeZone, hour: '2-digit', minute: '2-digit' });
}
