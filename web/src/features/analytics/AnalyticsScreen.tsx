// /analytics: the dashboard for admins (the whole product, a region or a gym) and gym partners
// (their gyms). A period (7, 30 or 90 days, or custom dates) against the period before: key
// figures, charts with their tables and CSV, weekly retention cohorts and the top gyms and
// professionals. Everyone else sees the panels' sign-in frame; the server refuses them anyway.
import { REGIONS, type RegionCode } from '@fitchoice/shared';
import type { AnalyticsMetric, AnalyticsSummary } from '@fitchoice/shared/api';
import * as routes from '@fitchoice/shared/api/routes';
import { useQueries, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useDeferredValue, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { takeEarlyRead } from '../../api/early-read';
import { useAuth } from '../../app/auth';
import type { MessageId } from '../../i18n/messages';
import { Chart } from '../../ui/charts/Chart';
import { FigureCard } from '../../ui/charts/FigureCard';
import { SelectField } from '../../ui/form/SelectField';
import { Page } from '../../ui/Page';
import { Spinner } from '../../ui/Spinner';
import { PanelGate } from '../panels/PanelGate';
import { useRegionName } from '../settings/RegionLanguageSelects';
import { earlySummaryKey, isoDay, openingRange, presetRange } from './range';
import { analyticsProblemOf } from './refusals';
import '../panels/messages';
import './messages';
import './analytics.css';

const PRESETS = [7, 30, 90] as const;

type Figures = AnalyticsSummary['figures'];
type CountKey = {
  [K in keyof Figures]: NonNullable<Figures[K]> extends { current: number; previous: number } ? K : never;
}[keyof Figures];
type CoinKey = { [K in keyof Figures]: NonNullable<Figures[K]> extends { current: string } ? K : never }[keyof Figures];

const COUNT_FIGURES: CountKey[] = [
  'activeDaily',
  'activeWeekly',
  'activeMonthly',
  'signups',
  'gymBookings',
  'checkins',
  'gymCancellations',
  'gymNoShows',
  'proSessions',
  'proNoShows',
];
const COIN_FIGURES: CoinKey[] = ['coinsPurchased', 'coinsEarned', 'coinsSpent', 'coinsRefunded', 'coinsOutstanding'];

export function AnalyticsScreen() {
  const { user } = useAuth();
  const isAdmin = Boolean(user?.roles.includes('admin'));
  return (
    <PanelGate panel="/analytics" titleId="panels.analytics" introId="panels.analytics.body">
      <Page titleId="panels.analytics" introId="panels.analytics.body">
        <Dashboard isAdmin={isAdmin} />
      </Page>
    </PanelGate>
  );
}

function Dashboard({ isAdmin }: { isAdmin: boolean }) {
  const intl = useIntl();
  const ids = useId();
  const regionName = useRegionName();
  const [preset, setPreset] = useState<number | 'custom'>(30);
  const [custom, setCustom] = useState(openingRange);
  const [region, setRegion] = useState('');
  const [gymId, setGymId] = useState('');
  const range = preset === 'custom' ? custom : presetRange(preset, Date.now());
  const query = { ...range, ...(region ? { region: region as RegionCode } : {}), ...(gymId ? { gymId } : {}) };

  // The gym filter: an admin picks among the chosen region's gyms; a partner among their own.
  const gymChoices = useQuery({
    queryKey: isAdmin
      ? apiQueryKey(routes.gymsSearch, { query: { region: region as RegionCode, limit: 50, sort: 'rating' } })
      : apiQueryKey(routes.gymPanelGyms),
    queryFn: async () =>
      isAdmin
        ? (await apiCall(routes.gymsSearch, { query: { region: region as RegionCode, limit: 50, sort: 'rating' } })).gyms
        : (await apiCall(routes.gymPanelGyms, {})).gyms.filter((gym) => gym.access === 'owner'),
    enabled: !isAdmin || region !== '',
  });
  const summaryKey = apiQueryKey(routes.analyticsSummary, { query });
  const summary = useQuery({
    queryKey: summaryKey,
    queryFn: () => takeEarlyRead<AnalyticsSummary>(earlySummaryKey(query)) ?? apiCall(routes.analyticsSummary, { query }),
  });
  // The figures, the charts and the tables render at a lower priority than the answer's arrival, in
  // slices the main thread can interleave with a tap or a frame: rendered with it, they were one task
  // of ~160 ms on a mid-range phone.
  // Only an answer to the query asked now: never an earlier period's while the deferred value catches up.
  const answer = useMemo(() => (summary.data ? { data: summary.data, url: summaryKey[0] } : undefined), [summary.data, summaryKey[0]]);
  const deferred = useDeferredValue(answer);
  const shown = deferred?.url === summaryKey[0] ? deferred.data : undefined;

  return (
    <div className="analytics">
      <form
        className="analytics__filters card"
        aria-label={intl.formatMessage({ id: 'analytics.range' })}
        onSubmit={(e) => e.preventDefault()}
      >
        <fieldset className="analytics__presets">
          <legend>
            <FormattedMessage id="analytics.range" />
          </legend>
          {PRESETS.map((days) => (
            <button key={days} type="button" className="analytics__preset" aria-pressed={preset === days} onClick={() => setPreset(days)}>
              <FormattedMessage id="analytics.days" values={{ days }} />
            </button>
          ))}
          <button type="button" className="analytics__preset" aria-pressed={preset === 'custom'} onClick={() => setPreset('custom')}>
            <FormattedMessage id="analytics.custom" />
          </button>
        </fieldset>
        {preset === 'custom' ? (
          <div className="analytics__dates">
            <label className="field">
              <span className="field__label">
                <FormattedMessage id="analytics.from" />
              </span>
              <input
                className="field__input"
                type="date"
                value={custom.from}
                max={custom.to}
                onChange={(e) => e.target.value && setCustom({ ...custom, from: e.target.value })}
              />
            </label>
            <label className="field">
              <span className="field__label">
                <FormattedMessage id="analytics.to" />
              </span>
              <input
                className="field__input"
                type="date"
                value={custom.to}
                min={custom.from}
                max={isoDay(Date.now())}
                onChange={(e) => e.target.value && setCustom({ ...custom, to: e.target.value })}
              />
            </label>
          </div>
        ) : null}
        <div className="analytics__dates">
          {isAdmin ? (
            <SelectField
              label={intl.formatMessage({ id: 'analytics.region' })}
              value={region}
              onChange={(e) => {
                setRegion(e.target.value);
                setGymId('');
              }}
            >
              <option value="">{intl.formatMessage({ id: 'analytics.allRegions' })}</option>
              {REGIONS.map((r) => (
                <option key={r.code} value={r.code}>
                  {regionName(r.code, r.name)}
                </option>
              ))}
            </SelectField>
          ) : null}
          {!isAdmin || region ? (
            <SelectField label={intl.formatMessage({ id: 'analytics.gym' })} value={gymId} onChange={(e) => setGymId(e.target.value)}>
              <option value="">{intl.formatMessage({ id: isAdmin ? 'analytics.allGyms' : 'analytics.yourGyms' })}</option>
              {(gymChoices.data ?? []).map((gym) => (
                <option key={gym.id} value={gym.id}>
                  {gym.name} · {gym.city}
                </option>
              ))}
            </SelectField>
          ) : null}
        </div>
      </form>

      {summary.isPending || (summary.data && !shown) ? <Spinner label={intl.formatMessage({ id: 'analytics.loading' })} /> : null}
      {summary.isError ? (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id="analytics.error" values={{ message: intl.formatMessage({ id: analyticsProblemOf(summary.error) }) }} />
        </p>
      ) : null}
      {shown ? <Results summary={shown} query={query} headingId={`${ids}figures`} /> : null}
    </div>
  );
}

const formatDay = (intl: ReturnType<typeof useIntl>, day: string) =>
  intl.formatDate(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function Results({ summary, query, headingId }: { summary: AnalyticsSummary; query: Record<string, string>; headingId: string }) {
  const intl = useIntl();
  const product = summary.scope.kind === 'all';
  return (
    <>
      <p className="analytics__period">
        <FormattedMessage
          id="analytics.period"
          values={{
            from: formatDay(intl, summary.from),
            to: formatDay(intl, summary.to),
            previousFrom: formatDay(intl, summary.previousFrom),
            previousTo: formatDay(intl, summary.previousTo),
          }}
        />
        {summary.scope.kind === 'gyms' ? (
          <>
            {' '}
            <FormattedMessage id="analytics.scope.gyms" />
          </>
        ) : null}
      </p>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="section__title">
          <FormattedMessage id="analytics.figures" />
        </h2>
        <ul className="analytics__figures">
          {COUNT_FIGURES.map((key) => {
            const figure = summary.figures[key];
            return figure ? (
              <KeyFigure
                key={key}
                label={<FormattedMessage id={`analytics.figure.${key}`} />}
                value={intl.formatNumber(figure.current)}
                current={figure.current}
                previous={figure.previous}
              />
            ) : null;
          })}
          {summary.figures.noShowRate.current !== null ? (
            <KeyFigure
              label={<FormattedMessage id="analytics.figure.noShowRate" />}
              value={intl.formatNumber(summary.figures.noShowRate.current, { style: 'percent', maximumFractionDigits: 1 })}
              current={summary.figures.noShowRate.current}
              previous={summary.figures.noShowRate.previous ?? 0}
            />
          ) : null}
          {COIN_FIGURES.map((key) => {
            const figure = summary.figures[key];
            return figure ? (
              <KeyFigure
                key={key}
                label={<FormattedMessage id={`analytics.figure.${key}`} />}
                value={intl.formatNumber(Number(figure.current), { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
                current={Number(figure.current)}
                previous={Number(figure.previous)}
              />
            ) : null;
          })}
        </ul>
      </section>
      <Revenue revenue={summary.figures.revenue} headingId={`${headingId}revenue`} />
      <Charts query={query} product={product} />
      {summary.cohorts ? <Cohorts cohorts={summary.cohorts} /> : null}
      <TopLists summary={summary} />
    </>
  );
}

function KeyFigure({ label, value, current, previous }: { label: ReactNode; value: string; current: number; previous: number }) {
  const change = previous === 0 ? null : (current - previous) / previous;
  return (
    <li className="analytics__figure card">
      <span className="analytics__figure-label">{label}</span>
      <strong className="analytics__figure-value">{value}</strong>
      <span className={`analytics__change${change !== null && change < 0 ? ' analytics__change--down' : ''}`}>
        {previous === 0 ? (
          current === 0 ? (
            <FormattedMessage id="analytics.same" />
          ) : (
            <FormattedMessage id="analytics.new" />
          )
        ) : change === 0 ? (
          <FormattedMessage id="analytics.same" />
        ) : (
          <FormattedMessage id="analytics.change" values={{ change }} />
        )}
      </span>
    </li>
  );
}

/**
 * Money the gyms' desks recorded for visits paid there, one card per currency (never converted, never
 * estimated from prices), against the period before. SweatCoins are the key figures' own.
 */
function Revenue({ revenue, headingId }: { revenue: AnalyticsSummary['figures']['revenue']; headingId: string }) {
  const intl = useIntl();
  const currencies = [...new Set([...revenue.current, ...revenue.previous].map((money) => money.currency))].sort();
  const amountIn = (list: typeof revenue.current, currency: string) =>
    Number(list.find((money) => money.currency === currency)?.amount ?? 0);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="section__title">
        <FormattedMessage id="analytics.revenue" />
      </h2>
      <p className="analytics__period">
        <FormattedMessage id="analytics.revenue.intro" />
      </p>
      {currencies.length === 0 ? (
        <p>
          <FormattedMessage id="analytics.revenue.none" />
        </p>
      ) : (
        <ul className="analytics__figures">
          {currencies.map((currency) => {
            const current = amountIn(revenue.current, currency);
            return (
              <KeyFigure
                key={currency}
                label={intl.formatDisplayName(currency, { type: 'currency' }) ?? currency}
                value={intl.formatNumber(current, { style: 'currency', currency })}
                current={current}
                previous={amountIn(revenue.previous, currency)}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}

interface ChartSpec {
  titleId: MessageId;
  kind: 'line' | 'bar';
  metrics: { metric: AnalyticsMetric; labelId: MessageId }[];
  coins?: boolean;
}

const GYM_CHARTS: ChartSpec[] = [
  { titleId: 'analytics.chart.gymBookings', kind: 'bar', metrics: [{ metric: 'gymBookings', labelId: 'analytics.figure.gymBookings' }] },
  { titleId: 'analytics.chart.checkins', kind: 'line', metrics: [{ metric: 'checkins', labelId: 'analytics.figure.checkins' }] },
  {
    titleId: 'analytics.chart.gymCancellations',
    kind: 'line',
    metrics: [
      { metric: 'gymCancellations', labelId: 'analytics.figure.gymCancellations' },
      { metric: 'gymNoShows', labelId: 'analytics.figure.gymNoShows' },
    ],
  },
];
const PRODUCT_CHARTS: ChartSpec[] = [
  { titleId: 'analytics.chart.activeDaily', kind: 'line', metrics: [{ metric: 'activeDaily', labelId: 'analytics.figure.activeDaily' }] },
  { titleId: 'analytics.chart.signups', kind: 'bar', metrics: [{ metric: 'signups', labelId: 'analytics.figure.signups' }] },
  {
    titleId: 'analytics.chart.coins',
    kind: 'line',
    coins: true,
    metrics: [
      { metric: 'coinsPurchased', labelId: 'analytics.figure.coinsPurchased' },
      { metric: 'coinsEarned', labelId: 'analytics.figure.coinsEarned' },
      { metric: 'coinsSpent', labelId: 'analytics.figure.coinsSpent' },
    ],
  },
];

function Charts({ query, product }: { query: Record<string, string>; product: boolean }) {
  const intl = useIntl();
  const specs = product ? [...GYM_CHARTS, ...PRODUCT_CHARTS] : GYM_CHARTS;
  const metrics = [...new Set(specs.flatMap((spec) => spec.metrics.map((m) => m.metric)))];
  const answers = useQueries({
    queries: metrics.map((metric) => {
      const input = { query: { ...query, metric } } as Parameters<typeof apiCall<'analytics.series'>>[1];
      return { queryKey: apiQueryKey(routes.analyticsSeries, input), queryFn: () => apiCall(routes.analyticsSeries, input) };
    }),
  });
  const byMetric = new Map(metrics.map((metric, i) => [metric, answers[i]?.data]));
  const formatPeriod = useCallback(
    (day: string) => intl.formatDate(`${day}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [intl],
  );
  return (
    <section className="analytics__charts" aria-label={intl.formatMessage({ id: 'analytics.charts' })}>
      {specs.map((spec) => {
        const data = spec.metrics.map((m) => byMetric.get(m.metric));
        if (data.some((d) => !d)) return null;
        return (
          <ChartOf
            key={spec.titleId}
            spec={spec}
            points={data.map((d) => d!.points)}
            formatPeriod={formatPeriod}
            from={query.from!}
            to={query.to!}
          />
        );
      })}
    </section>
  );
}

function ChartOf({
  spec,
  points,
  formatPeriod,
  from,
  to,
}: {
  spec: ChartSpec;
  points: { period: string; value: number }[][];
  formatPeriod: (period: string) => string;
  from: string;
  to: string;
}) {
  const intl = useIntl();
  const periods = useMemo(() => points[0]!.map((p) => p.period), [points]);
  const series = useMemo(
    () => spec.metrics.map((m, i) => ({ label: intl.formatMessage({ id: m.labelId }), values: points[i]!.map((p) => p.value) })),
    [spec, points, intl],
  );
  return (
    <Chart
      title={intl.formatMessage({ id: spec.titleId })}
      kind={spec.kind}
      periods={periods}
      series={series}
      periodHeading={intl.formatMessage({ id: 'analytics.chart.day' })}
      formatPeriod={formatPeriod}
      formatValue={(value) => intl.formatNumber(value, spec.coins ? { minimumFractionDigits: 2, maximumFractionDigits: 2 } : {})}
      fileName={`${spec.metrics[0]!.metric}-${from}-${to}`}
    />
  );
}

function Cohorts({ cohorts }: { cohorts: NonNullable<AnalyticsSummary['cohorts']> }) {
  const ids = useId();
  const offsets = Array.from({ length: Math.max(0, ...cohorts.map((c) => c.active.length)) }, (_, n) => n);
  return (
    <section className="section" aria-labelledby={`${ids}cohorts`}>
      <h2 id={`${ids}cohorts`} className="section__title">
        <FormattedMessage id="analytics.cohorts" />
      </h2>
      <p className="page__intro">
        <FormattedMessage id="analytics.cohorts.intro" />
      </p>
      <div className="analytics__table">
        <table className="analytics__cohorts">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="analytics.cohorts.week" />
              </th>
              <th scope="col">
                <FormattedMessage id="analytics.cohorts.size" />
              </th>
              {offsets.map((n) => (
                <th scope="col" key={n}>
                  <FormattedMessage id="analytics.cohorts.after" values={{ n }} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {cohorts.map((cohort) => (
              <tr key={cohort.week}>
                <th scope="row">{cohort.week}</th>
                <td>{cohort.size}</td>
                {offsets.map((n) => {
                  const count = cohort.active[n];
                  const share = count === undefined || cohort.size === 0 ? null : count / cohort.size;
                  return (
                    <td
                      key={n}
                      className="analytics__cohort-cell"
                      style={share === null ? undefined : ({ '--share': share } as React.CSSProperties)}
                    >
                      {share === null ? '' : <FormattedMessage id="analytics.cohorts.cell" values={{ share, count }} />}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function TopLists({ summary }: { summary: AnalyticsSummary }) {
  const intl = useIntl();
  const t = (id: MessageId) => intl.formatMessage({ id });
  return (
    <div className="analytics__tops">
      <FigureCard
        title={t('analytics.topGyms')}
        columns={[t('analytics.topGyms.gym'), t('analytics.topGyms.bookings'), t('analytics.topGyms.checkins')]}
        rows={summary.topGyms.map((gym) => ({ label: `${gym.name} · ${gym.city}`, values: [gym.bookings, gym.checkins] }))}
        formatValue={(value) => intl.formatNumber(value)}
        fileName={`top-gyms-${summary.from}-${summary.to}`}
        empty={t('analytics.none')}
      />
      {summary.topProfessionals ? (
        <FigureCard
          title={t('analytics.topPros')}
          columns={[t('analytics.topPros.name'), t('analytics.topPros.sessions')]}
          rows={summary.topProfessionals.map((pro) => ({ label: pro.name, values: [pro.sessions] }))}
          formatValue={(value) => intl.formatNumber(value)}
          fileName={`top-professionals-${summary.from}-${summary.to}`}
          empty={t('analytics.none')}
        />
      ) : null}
    </div>
  );
}
