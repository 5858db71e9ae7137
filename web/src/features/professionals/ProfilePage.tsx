// A professional's profile: photo, verified certifications, languages, bio, sessions and prices,
// the gyms they work at on a small map, the next free times, reviews (and the member's own, once
// they have completed a session), and the way to book.
import type { ProfessionalKind } from '@fitchoice/shared/api';
import { professionalsReview } from '@fitchoice/shared/api/field-limits';
import * as routes from '@fitchoice/shared/api/routes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/form/FormRefusal';
import { SelectField } from '../../ui/form/SelectField';
import { TextAreaField } from '../../ui/form/TextAreaField';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { reviewProfessional } from './actions';
import { ProHeader, ProSpecialties } from './ProHeader';
import { ProPhoto } from './ProPhoto';
import { useRegionCode } from './region';
import { when } from './time';
import './messages';
import '../gyms/gyms.css';
import './professionals.css';
import { formatCoins, formatRegionPrice } from '../../i18n/formats';

const ProGymsMap = lazy(() => import('./ProGymsMap'));

export function ProfilePage({ id, kind }: { id: string; kind: ProfessionalKind }) {
  const intl = useIntl();
  const region = useRegionCode();
  const input = { params: { id } };
  const profile = useQuery({
    queryKey: apiQueryKey(routes.professionalsGet, input),
    queryFn: () => apiCall(routes.professionalsGet, input),
  });
  const back = kind === 'trainer' ? '/trainers' : '/nutritionists';
  const titleId = kind === 'trainer' ? 'trainers.title' : 'nutritionists.title';
  if (profile.isPending) return <Spinner label={intl.formatMessage({ id: 'pro.loading' })} />;
  if (profile.isError) {
    return (
      <Page titleId={titleId}>
        <p className="notice" role="status">
          <FormattedMessage id="pro.profile.missing" />
        </p>
        <Link to={back}>
          <FormattedMessage id="pro.back" />
        </Link>
      </Page>
    );
  }
  const pro = profile.data;
  const languageName = new Intl.DisplayNames([intl.locale], { type: 'language' });
  return (
    <Page titleId={titleId}>
      <Link to={back} className="pro-back">
        <FormattedMessage id="pro.back" />
      </Link>
      <article className="pro-profile" aria-labelledby="pro-name">
        <ProPhoto photo={pro.photo} className="pro-profile__photo" />
        <ProHeader
          pro={pro}
          nameClassName="pro-profile__name"
          nameId="pro-name"
          meta={<span>{pro.languages.map((code) => languageName.of(code)).join(', ')}</span>}
        />
        <p dir="auto">{pro.bio}</p>
        <ProSpecialties specialties={pro.specialties} />

        <section className="section" aria-labelledby="pro-sessions">
          <h3 id="pro-sessions" className="section__title">
            <FormattedMessage id="pro.profile.sessions" />
          </h3>
          <ul className="pro-options">
            {pro.sessionOptions.map((option) => (
              <li key={option.lengthMinutes}>
                <FormattedMessage
                  id="pro.option"
                  values={{
                    minutes: option.lengthMinutes,
                    price: formatRegionPrice(intl, option.priceUsd, region),
                    coins: formatCoins(intl, option.priceSweatCoins),
                  }}
                />
              </li>
            ))}
          </ul>
          <p className="pro-card__meta">
            <span>
              <FormattedMessage id="pro.profile.cutoff" values={{ hours: pro.cancellationCutoffHours }} />
            </span>
            <span>
              <FormattedMessage id="pro.profile.zone" values={{ zone: pro.timeZone }} />
            </span>
          </p>
          <LinkButton to="/professional-booking" search={{ pro: pro.id }}>
            <FormattedMessage id="pro.book" />
          </LinkButton>
        </section>

        <section className="section" aria-labelledby="pro-next">
          <h3 id="pro-next" className="section__title">
            <FormattedMessage id="pro.profile.next" />
          </h3>
          {pro.nextFreeSlots.length === 0 ? (
            <p className="notice">
              <FormattedMessage id="pro.slots.none" />
            </p>
          ) : (
            <ul className="pro-next">
              {pro.nextFreeSlots.map((slot) => (
                <li key={slot.start}>{when(intl, slot.start)}</li>
              ))}
            </ul>
          )}
        </section>

        <section className="section" aria-labelledby="pro-certs">
          <h3 id="pro-certs" className="section__title">
            <FormattedMessage id="pro.profile.certifications" />
          </h3>
          <ul className="pro-certs">
            {pro.certifications.map((cert) => (
              <li key={cert.id}>
                <strong>
                  <bdi>{cert.name}</bdi>
                </strong>
                <span className="pro-card__meta">
                  <span>{cert.issuer}</span>
                  <span>{cert.number}</span>
                </span>
                {cert.verified ? (
                  <span className="badge badge--verified">
                    <FormattedMessage id="pro.verified" />
                  </span>
                ) : (
                  <span className="badge">
                    <FormattedMessage id="pro.notVerified" />
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section className="section" aria-labelledby="pro-where">
          <h3 id="pro-where" className="section__title">
            <FormattedMessage id="pro.profile.where" />
          </h3>
          {pro.video ? (
            <p>
              <FormattedMessage id="pro.mode.video" />
            </p>
          ) : null}
          {pro.gyms.length > 0 ? (
            <>
              <ul>
                {pro.gyms.map((gym) => (
                  <li key={gym.id}>
                    <Link to="/gyms" search={{ gym: gym.id }}>
                      <bdi>{gym.name}</bdi>
                    </Link>
                  </li>
                ))}
              </ul>
              <Suspense fallback={null}>
                <ProGymsMap gyms={pro.gyms} />
              </Suspense>
            </>
          ) : null}
        </section>

        <section className="section" aria-labelledby="pro-reviews">
          <h3 id="pro-reviews" className="section__title">
            <FormattedMessage id="pro.profile.reviews" />
          </h3>
          {pro.canReview ? <ReviewForm id={pro.id} /> : null}
          {pro.reviews.length === 0 ? (
            <p className="notice">
              <FormattedMessage id="pro.reviews.none" />
            </p>
          ) : (
            <ul className="pro-reviews">
              {pro.reviews.map((review) => (
                <li key={review.id}>
                  <p>
                    <strong>{review.authorName}</strong>
                    <span className="pro-stars">
                      <FormattedMessage id="pro.review.stars" values={{ stars: review.stars }} />
                    </span>
                  </p>
                  <p className="pro-card__meta">
                    <span className="badge badge--verified">
                      {review.attendedAt ? (
                        <FormattedMessage
                          id="pro.review.attended"
                          values={{ date: intl.formatDate(review.attendedAt, { day: 'numeric', month: 'short', year: 'numeric' }) }}
                        />
                      ) : (
                        <FormattedMessage id="pro.review.verified" />
                      )}
                    </span>
                  </p>
                  <p dir="auto">{review.text}</p>
                  {review.reply ? (
                    <blockquote className="review__reply">
                      <strong>
                        <FormattedMessage id="pro.review.reply" values={{ name: pro.name }} />
                      </strong>
                      <p dir="auto">{review.reply.text}</p>
                    </blockquote>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {pro.rating.count > pro.reviews.length ? (
            <p className="field__hint">
              <FormattedMessage id="pro.reviews.newest" values={{ shown: pro.reviews.length, count: pro.rating.count }} />
            </p>
          ) : null}
        </section>
      </article>
    </Page>
  );
}

function ReviewForm({ id }: { id: string }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [stars, setStars] = useState(5);
  const [text, setText] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'pending' | 'failed'>('idle');
  return (
    <form
      className="pro-review-form"
      onSubmit={async (event) => {
        event.preventDefault();
        setState('busy');
        const outcome = await reviewProfessional(id, stars, text);
        if (outcome.state === 'done')
          await queryClient.invalidateQueries({ queryKey: apiQueryKey(routes.professionalsGet, { params: { id } }) });
        setState(outcome.state === 'done' ? 'idle' : outcome.state);
      }}
    >
      <SelectField
        label={intl.formatMessage({ id: 'pro.review.starsLabel' })}
        value={stars}
        onChange={(event) => setStars(Number(event.target.value))}
      >
        {[5, 4, 3, 2, 1].map((n) => (
          <option key={n} value={n}>
            {intl.formatMessage({ id: 'pro.review.stars' }, { stars: n })}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={intl.formatMessage({ id: 'pro.review.text' })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        {...professionalsReview.text}
      />
      <Button type="submit" busy={state === 'busy'}>
        <FormattedMessage id="pro.review.submit" />
      </Button>
      {state === 'pending' ? (
        <p className="notice" role="status">
          <FormattedMessage id="pro.saved.pending" />
        </p>
      ) : null}
      <FormRefusal messageId={state === 'failed' ? 'pro.review.failed' : null} />
    </form>
  );
}
