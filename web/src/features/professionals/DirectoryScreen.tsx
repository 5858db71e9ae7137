// /trainers and /nutritionists: search by name, filter (specialty, language, in person near me or
// video, price, rating, verified only), sort; each card shows "Verified" only when an admin
// verified one of their certifications. /trainers?pro=<id> opens a profile.
import { LANGUAGES } from '@fitchoice/shared';
import {
  NUTRITIONIST_SPECIALTIES,
  type ProfessionalKind,
  type ProfessionalSearchQuery,
  type ProfessionalSummary,
  TRAINER_SPECIALTIES,
} from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { pageIdle } from '../../startup/page-idle';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/form/Field';
import { SelectField } from '../../ui/form/SelectField';
import { LinkButton } from '../../ui/LinkButton';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { SPECIALTY_LABEL } from './labels';
import { ProHeader, ProSpecialties } from './ProHeader';
import { ProPhoto } from './ProPhoto';
import { usePosition, useRegionCode } from './region';
import './messages';
import '../gyms/gyms.css';
import './professionals.css';
import { formatRegionPrice } from '../../i18n/formats';

const PRICE_CAPS_USD = [30, 50, 80, 120] as const;
const RATINGS = [4, 4.5] as const;
type QueryIn = Omit<ProfessionalSearchQuery, 'cursor' | 'limit'>;

/**
 * A profile's code (its review form, the booking and payment actions it starts, ~10 KB gzipped)
 * loads once the directory's page is idle or at the first tap, not with the directory itself.
 */
const loadProfilePage = () => import('./ProfilePage');
const ProfilePage = lazy(() => loadProfilePage().then((module) => ({ default: module.ProfilePage })));

export function DirectoryScreen({ kind, pro }: { kind: ProfessionalKind; pro?: string }) {
  const intl = useIntl();
  if (pro) {
    return (
      <Suspense fallback={<Spinner label={intl.formatMessage({ id: 'pro.loading' })} />}>
        <ProfilePage id={pro} kind={kind} />
      </Suspense>
    );
  }
  return <Directory kind={kind} />;
}

function Directory({ kind }: { kind: ProfessionalKind }) {
  const intl = useIntl();
  useEffect(() => {
    void pageIdle().then(loadProfilePage);
  }, []);
  const region = useRegionCode();
  const position = usePosition();
  const [q, setQ] = useState('');
  const [specialty, setSpecialty] = useState('');
  const [language, setLanguage] = useState('');
  const [mode, setMode] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [minRating, setMinRating] = useState('');
  const [verified, setVerified] = useState(false);
  const [sort, setSort] = useState('rating');
  const near = mode === 'in_person' && position !== null;
  const query: QueryIn = {
    kind,
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(specialty ? { specialty: specialty as QueryIn['specialty'] } : {}),
    ...(language ? { language: language as QueryIn['language'] } : {}),
    ...(mode ? { mode: mode as QueryIn['mode'] } : {}),
    ...(near ? { lat: position.latitude, lon: position.longitude } : {}),
    ...(maxPrice ? { maxPriceUsd: Number(maxPrice) } : {}),
    ...(minRating ? { minRating: Number(minRating) } : {}),
    ...(verified ? { verified: true } : {}),
    sort: (sort === 'distance' && !near ? 'rating' : sort) as QueryIn['sort'],
  };
  const results = useInfiniteQuery({
    queryKey: apiQueryKey(routes.professionalsSearch, { query: query as never }),
    queryFn: ({ pageParam }) =>
      apiCall(routes.professionalsSearch, { query: { ...query, ...(pageParam ? { cursor: pageParam } : {}) } as never }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const pros = results.data?.pages.flatMap((page) => page.professionals) ?? [];
  const specialties = kind === 'trainer' ? TRAINER_SPECIALTIES : NUTRITIONIST_SPECIALTIES;
  const languageName = new Intl.DisplayNames([intl.locale], { type: 'language' });

  return (
    <Page
      titleId={kind === 'trainer' ? 'trainers.title' : 'nutritionists.title'}
      introId={kind === 'trainer' ? 'trainers.intro' : 'nutritionists.intro'}
    >
      <form className="pro-filters" onSubmit={(event) => event.preventDefault()}>
        <Field
          label={intl.formatMessage({ id: 'pro.filter.search' })}
          className="pro-filters__field--wide"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <SelectField
          label={intl.formatMessage({ id: 'pro.filter.specialty' })}
          value={specialty}
          onChange={(event) => setSpecialty(event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'pro.filter.any' })}</option>
          {specialties.map((s) => (
            <option key={s} value={s}>
              {intl.formatMessage({ id: SPECIALTY_LABEL[s] })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={intl.formatMessage({ id: 'pro.filter.language' })}
          value={language}
          onChange={(event) => setLanguage(event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'pro.filter.any' })}</option>
          {LANGUAGES.map((l) => (
            <option key={l.code} value={l.code}>
              {languageName.of(l.code)}
            </option>
          ))}
        </SelectField>
        <SelectField label={intl.formatMessage({ id: 'pro.filter.mode' })} value={mode} onChange={(event) => setMode(event.target.value)}>
          <option value="">{intl.formatMessage({ id: 'pro.filter.any' })}</option>
          <option value="in_person">{intl.formatMessage({ id: 'pro.filter.mode.near' })}</option>
          <option value="video">{intl.formatMessage({ id: 'pro.filter.mode.video' })}</option>
        </SelectField>
        <SelectField
          label={intl.formatMessage({ id: 'pro.filter.price' })}
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'pro.filter.any' })}</option>
          {PRICE_CAPS_USD.map((usd) => (
            <option key={usd} value={usd}>
              {intl.formatMessage({ id: 'pro.filter.priceUpTo' }, { price: formatRegionPrice(intl, usd, region) })}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={intl.formatMessage({ id: 'pro.filter.rating' })}
          value={minRating}
          onChange={(event) => setMinRating(event.target.value)}
        >
          <option value="">{intl.formatMessage({ id: 'pro.filter.any' })}</option>
          {RATINGS.map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage({ id: 'pro.filter.ratingAtLeast' }, { rating: r })}
            </option>
          ))}
        </SelectField>
        <SelectField label={intl.formatMessage({ id: 'pro.filter.sort' })} value={sort} onChange={(event) => setSort(event.target.value)}>
          <option value="rating">{intl.formatMessage({ id: 'pro.sort.rating' })}</option>
          <option value="reviews">{intl.formatMessage({ id: 'pro.sort.reviews' })}</option>
          <option value="price">{intl.formatMessage({ id: 'pro.sort.price' })}</option>
          {near ? <option value="distance">{intl.formatMessage({ id: 'pro.sort.distance' })}</option> : null}
        </SelectField>
        <label className="pro-filters__check">
          <input type="checkbox" checked={verified} onChange={(event) => setVerified(event.target.checked)} />
          <span>
            <FormattedMessage id="pro.filter.verified" />
          </span>
        </label>
      </form>
      {results.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'pro.loading' })} />
      ) : results.isError ? (
        <p className="notice" role="status">
          <FormattedMessage id="pro.error" />
        </p>
      ) : (
        <>
          <p className="pro-count" role="status">
            <FormattedMessage id="pro.count" values={{ count: results.data.pages[0]?.total ?? 0 }} />
          </p>
          <ul className="pro-list">
            {pros.map((p) => (
              <ProCard key={p.id} pro={p} kind={kind} />
            ))}
          </ul>
          {results.hasNextPage ? (
            <Button variant="secondary" busy={results.isFetchingNextPage} onClick={() => void results.fetchNextPage()}>
              <FormattedMessage id="pro.more" />
            </Button>
          ) : null}
        </>
      )}
    </Page>
  );
}

function ProCard({ pro, kind }: { pro: ProfessionalSummary; kind: ProfessionalKind }) {
  const intl = useIntl();
  const region = useRegionCode();
  const from = Math.min(...pro.sessionOptions.map((o) => o.priceUsd));
  const to = kind === 'trainer' ? '/trainers' : '/nutritionists';
  return (
    <li className="pro-card">
      <ProPhoto photo={pro.photo} className="pro-card__photo" />
      <div className="pro-card__body">
        <ProHeader
          pro={pro}
          nameClassName="pro-card__name"
          name={
            <Link to={to} search={{ pro: pro.id }}>
              <bdi>{pro.name}</bdi>
            </Link>
          }
        />
        <ProSpecialties specialties={pro.specialties} />
        <p className="pro-card__meta">
          {pro.video ? (
            <span>
              <FormattedMessage id="pro.mode.video" />
            </span>
          ) : null}
          {pro.gyms.length > 0 ? (
            <span>
              <FormattedMessage id="pro.mode.gyms" values={{ count: pro.gyms.length }} />
            </span>
          ) : null}
        </p>
        <p className="pro-card__price">
          <FormattedMessage id="pro.fromPrice" values={{ price: formatRegionPrice(intl, from, region) }} />
        </p>
        <LinkButton to="/professional-booking" search={{ pro: pro.id }}>
          <FormattedMessage id="pro.book" />
        </LinkButton>
      </div>
    </li>
  );
}
