// Shared display helpers of the gym screens: the spec's distance wording through the catalogue and
// times at the gym (prices: i18n/formats.ts).
import { distanceBandMiles, kmToMiles } from '@fitchoice/shared';
import type { IntlShape } from 'react-intl';
import './messages';

/** The spec's distance wording in the member's language: shared decides the band, the catalogue words it. */
export function distanceText(intl: IntlShape, km: number): string {
  const distance = distanceBandMiles(kmToMiles(km));
  switch (distance.band) {
    case 'underOne':
      return intl.formatMessage({ id: 'gyms.distance.underOne' });
    case 'about':
      return intl.formatMessage({ id: 'gyms.distance.about' }, { n: distance.miles });
    case 'over':
      return intl.formatMessage({ id: 'gyms.distance.over' }, { n: distance.miles });
    case 'miles':
      return distance.miles === 1
        ? intl.formatMessage({ id: 'gyms.distance.one' })
        : intl.formatMessage({ id: 'gyms.distance.miles' }, { n: distance.miles });
  }
}

/** "Mon 24 Nov, 09:00" at the gym, in its time zone. */
export function slotLabel(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatDate(iso, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
}

export function timeLabel(intl: IntlShape, iso: string, timeZone: string): string {
  return intl.formatTime(iso, { timeZone, hour: '2-digit', minute: '2-digit' });
}
