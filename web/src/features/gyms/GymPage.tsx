// A gym's page (/gyms?gym=<id>): photos, price per visit, opening hours, amenities, availability
// with Book Now, and reviews. Opens from the local copy offline; refreshed from GET /api/gyms/{id}.
import { distanceKm } from '@fitchoice/shared';
import { WEEKDAY_KEYS } from '@fitchoice/shared/api';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearch } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { LinkButton } from '../../ui/LinkButton';
import { ScreenSpinner } from '../../ui/Spinner';
import { Availability } from './Availability';
import { distanceText } from './format';
import { GymPhoto, photoKey } from './GymPhoto';
import { gymDetailsQuery } from './gym-api';
import { useCachedGym } from './gym-cache';
import { isOpenAt, wallClock } from './gym-filters';
import { Reviews } from './Reviews';
import { useMemberPosition, useRegion } from './where';
import './messages';

export function GymPage({ gymId }: { gymId: string }) {
  const intl = useIntl();
  const search = useSearch({ from: '/member/gyms' });
  const cached = useCachedGym(gymId);
  const details = useQuery(gymDetailsQuery(gymId));
  const position = useMemberPosition();
  const region = useRegion();
  const gym = cached ?? details.data;
  const back = { ...search, gym: undefined };

  if (!gym) {
    if (cached === undefined || details.isPending) return <ScreenSpinner label={intl.formatMessage({ id: 'gym.loading' })} />;
    return (
      <article className="page">
        <h1 className="page__title" tabIndex={-1} data-page-title>
          <FormattedMessage id="gym.notFound" />
        </h1>
        <LinkButton to="/gyms" search={back}>
          <FormattedMessage id="gym.back" />
        </LinkButton>
      </article>
    );
  }

  const now = Date.now();
  const open = isOpenAt(gym.openingHours, gym.timeZone, now);
  const today = wallClock(gym.timeZone, now).day;
  return (
    <article className="page gym-page">
      <Link to="/gyms" search={back} className="gym-page__back">
        <FormattedMessage id="gym.back" />
      </Link>
      <ul className="gym-photos" aria-label={intl.formatMessage({ id: 'gym.photos' })}>
        {gym.photos.map((photo) => (
          <li key={photoKey(photo)}>
            <GymPhoto photo={photo} className="gym-photos__img" full />
          </li>
        ))}
      </ul>
      <header className="page__header">
        <h1 className="page__title" tabIndex={-1} data-page-title>
          <bdi>{gym.name}</bdi>
        </h1>
      </header>
      <p className="gym-page__place">
        <bdi>
          {gym.address.line1}, {gym.city} {gym.address.postcode}
        </bdi>
        {position ? <> · {distanceText(intl, distanceKm(position, gym.location))}</> : null}
      </p>
      <p className="gym-page__facts">
        <span className={open ? 'badge badge--open' : 'badge badge--closed'}>
          <FormattedMessage id={open ? 'gyms.openNow' : 'gyms.closedNow'} />
        </span>
        <span>
          {gym.rating.average === null ? (
            <FormattedMessage id="gyms.rating.none" />
          ) : (
            <FormattedMessage id="gyms.rating" values={{ average: gym.rating.average, count: gym.rating.count }} />
          )}
        </span>
      </p>
      <p className="page__intro">
        {gym.description || (
          <FormattedMessage
            id="gym.about"
            values={{
              city: gym.city,
              amenities: intl.formatList(
                gym.amenities.slice(0, 3).map((a) => intl.formatMessage({ id: `amenity.${a}` }).toLowerCase()),
                { type: 'conjunction' },
              ),
            }}
          />
        )}
      </p>

      <Availability gym={gym} region={region} />

      <section className="section" aria-labelledby="gym-hours">
        <h2 id="gym-hours" className="section__title">
          <FormattedMessage id="gym.hours" />
        </h2>
        <table className="hours">
          <caption className="visually-hidden">
            <FormattedMessage id="gym.hours.caption" values={{ zone: gym.timeZone }} />
          </caption>
          <tbody>
            {WEEKDAY_KEYS.map((day) => {
              const hours = gym.openingHours[day];
              return (
                <tr key={day} className={day === today ? 'hours__today' : undefined}>
                  <th scope="row">
                    <FormattedMessage id={`gym.day.${day}`} />
                  </th>
                  <td>
                    {hours === null ? (
                      <FormattedMessage id="gym.hours.closed" />
                    ) : hours.open === '00:00' && hours.close === '24:00' ? (
                      <FormattedMessage id="gym.hours.allDay" />
                    ) : (
                      `${hours.open} – ${hours.close}`
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>

      <section className="section" aria-labelledby="gym-amenities">
        <h2 id="gym-amenities" className="section__title">
          <FormattedMessage id="gym.amenities" />
        </h2>
        <ul className="amenity-list">
          {gym.amenities.map((a) => (
            <li key={a} className="chip">
              <FormattedMessage id={`amenity.${a}`} />
            </li>
          ))}
        </ul>
      </section>

      <Reviews gymId={gym.id} />
    </article>
  );
}
