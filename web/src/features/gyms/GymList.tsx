// The gyms list: one card per gym with its photo, distance (spec wording), rating, opening state and
// price per visit in the region's currency. Rendered from the local database's matches; the bench
// (web/bench/gym-list.bench.ts) times it with 400 gyms.
import type { RegionCode } from '@fitchoice/shared';
import type { MouseEvent } from 'react';
import { memo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { distanceText } from './format';
import { GymPhoto } from './GymPhoto';
import type { GymMatch } from './gym-filters';
import './messages';
import { formatRegionPrice } from '../../i18n/formats';

export interface GymListProps {
  matches: readonly GymMatch[];
  region: RegionCode;
  hrefFor: (gymId: string) => string;
  onOpen: (gymId: string) => void;
}

export function GymList({ matches, region, hrefFor, onOpen }: GymListProps) {
  return (
    <ul className="gym-list" aria-label={useIntl().formatMessage({ id: 'gyms.list.label' })} data-testid="gym-list">
      {matches.map((match) => (
        <GymCard key={match.gym.id} match={match} region={region} href={hrefFor(match.gym.id)} onOpen={onOpen} />
      ))}
    </ul>
  );
}

const GymCard = memo(function GymCard({
  match,
  region,
  href,
  onOpen,
}: {
  match: GymMatch;
  region: RegionCode;
  href: string;
  onOpen: (gymId: string) => void;
}) {
  const intl = useIntl();
  const { gym } = match;
  const photo = gym.photos[0];
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(gym.id);
  };
  return (
    <li className="gym-card">
      <a className="gym-card__link" href={href} onClick={open}>
        {photo ? <GymPhoto photo={photo} className="gym-card__photo" /> : null}
        <span className="gym-card__body">
          <span className="gym-card__name">
            <bdi>{gym.name}</bdi>
          </span>
          <span className="gym-card__place">
            <bdi>
              {gym.address.line1}, {gym.city}
            </bdi>
          </span>
          <span className="gym-card__distance">{distanceText(intl, match.distanceKm)}</span>
          <span className="gym-card__meta">
            <span className="gym-card__rating">
              {gym.rating.average === null ? (
                <FormattedMessage id="gyms.rating.none" />
              ) : (
                <FormattedMessage id="gyms.rating" values={{ average: gym.rating.average, count: gym.rating.count }} />
              )}
            </span>
            <span className={match.openNow ? 'badge badge--open' : 'badge badge--closed'}>
              <FormattedMessage id={match.openNow ? 'gyms.openNow' : 'gyms.closedNow'} />
            </span>
          </span>
          <span className="gym-card__price">
            <strong>{formatRegionPrice(intl, gym.priceUsd, region)}</strong> <FormattedMessage id="gym.price_per_visit" />
          </span>
        </span>
      </a>
    </li>
  );
});
