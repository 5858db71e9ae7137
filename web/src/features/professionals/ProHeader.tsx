// A professional's name (with the verified badge), headline and rating line, as the directory's
// cards and the profile page both show them, and the line of their specialties.
import type { ProfessionalSummary } from '@fitchoice/shared/api';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SPECIALTY_LABEL } from './labels';
import './messages';

type Shown = Pick<ProfessionalSummary, 'name' | 'verified' | 'headline' | 'rating' | 'city' | 'specialties'>;

export function ProHeader({
  pro,
  nameClassName,
  nameId,
  name,
  meta,
}: {
  pro: Shown;
  nameClassName: string;
  /** The id the page's landmark names itself by. */
  nameId?: string;
  /** The name as shown, a link to the profile on a card; the plain name by default. */
  name?: ReactNode;
  /** More of the rating line, after the city (the profile's languages). */
  meta?: ReactNode;
}) {
  return (
    <>
      <h2 id={nameId} className={nameClassName}>
        {name ?? pro.name}
        {pro.verified ? (
          <span className="badge badge--verified">
            <FormattedMessage id="pro.verified" />
          </span>
        ) : null}
      </h2>
      <p className="pro-card__headline" dir="auto">
        {pro.headline}
      </p>
      <p className="pro-card__meta">
        <span>
          {pro.rating.average === null ? (
            <FormattedMessage id="pro.rating.none" />
          ) : (
            <FormattedMessage id="pro.rating" values={{ average: pro.rating.average, count: pro.rating.count }} />
          )}
        </span>
        {pro.city ? (
          <span>
            <bdi>{pro.city}</bdi>
          </span>
        ) : null}
        {meta}
      </p>
    </>
  );
}

export function ProSpecialties({ specialties }: { specialties: Shown['specialties'] }) {
  const intl = useIntl();
  return (
    <p className="pro-card__meta">
      {specialties.map((s) => (
        <span key={s}>{intl.formatMessage({ id: SPECIALTY_LABEL[s] })}</span>
      ))}
    </p>
  );
}
