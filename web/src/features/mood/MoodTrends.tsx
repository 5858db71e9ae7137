// Mood, energy and sleep over 7, 30 or 90 days as a chart (with its table), the averages, and the
// honest comparison with training: shown only with enough days of each kind, with the counts.
import { dailyMoods, type MoodEntry, summarize, trainingCorrelation } from '@fitchoice/shared/coach';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LineChart } from '../../ui/charts/LineChart';
import { dayLabel } from './mood-words';
import './messages';

const PERIODS = [7, 30, 90] as const;

interface Props {
  entries: readonly MoodEntry[];
  today: string;
  trainedDates: readonly string[];
}

export function MoodTrends({ entries, today, trainedDates }: Props) {
  const intl = useIntl();
  const [days, setDays] = useState<(typeof PERIODS)[number]>(7);
  const points = useMemo(() => dailyMoods(entries, days, today), [entries, days, today]);
  const summary = summarize(points);
  const correlation = trainingCorrelation(entries, trainedDates, today);
  const chart = useMemo(
    () => ({
      x: points.map((point) => Date.parse(`${point.date}T00:00:00Z`) / 1000),
      labels: points.map((point) => dayLabel(intl, point.date)),
      series: [
        { label: intl.formatMessage({ id: 'mood.trends.mood' }), values: points.map((point) => point.mood), color: 'var(--color-primary)' },
        {
          label: intl.formatMessage({ id: 'mood.trends.energy' }),
          values: points.map((point) => point.energy),
          color: 'var(--color-accent)',
        },
        { label: intl.formatMessage({ id: 'mood.trends.sleep' }), values: points.map((point) => point.sleep), color: 'var(--color-focus)' },
      ],
    }),
    [points, intl],
  );
  const one = (value: number | null) => (value === null ? '–' : intl.formatNumber(value, { maximumFractionDigits: 1 }));

  return (
    <section className="section mood-trends" aria-labelledby="mood-trends-title">
      <h2 id="mood-trends-title" className="section__title">
        <FormattedMessage id="mood.trends.title" />
      </h2>
      <fieldset className="segmented mood-trends__periods" aria-label={intl.formatMessage({ id: 'mood.trends.period' })}>
        {PERIODS.map((period) => (
          <button key={period} type="button" className="segmented__item" aria-pressed={days === period} onClick={() => setDays(period)}>
            <FormattedMessage id="mood.trends.days" values={{ days: period }} />
          </button>
        ))}
      </fieldset>
      {summary.daysLogged === 0 ? (
        <p className="mood-trends__none">
          <FormattedMessage id="mood.trends.none" />
        </p>
      ) : (
        <>
          <LineChart
            title={intl.formatMessage({ id: 'mood.trends.chart' }, { days })}
            x={chart.x}
            xLabels={chart.labels}
            xHeading={intl.formatMessage({ id: 'mood.trends.date' })}
            series={chart.series}
            yRange={[1, 5]}
            formatValue={(value) => one(value)}
          />
          <p>
            <FormattedMessage
              id="mood.trends.average"
              values={{ mood: one(summary.mood), energy: one(summary.energy), sleep: one(summary.sleep), days: summary.daysLogged }}
            />
          </p>
        </>
      )}
      <h3 className="card__title">
        <FormattedMessage id="mood.correlation.title" />
      </h3>
      <p className="mood-trends__correlation">
        {correlation.status === 'ok' ? (
          <FormattedMessage
            id="mood.correlation.ok"
            values={{
              difference: intl.formatNumber(correlation.difference, { maximumFractionDigits: 1, signDisplay: 'exceptZero' }),
              trained: one(correlation.trainedAverage),
              rest: one(correlation.restAverage),
              trainedDays: correlation.trainedDays,
              restDays: correlation.restDays,
            }}
          />
        ) : (
          <FormattedMessage
            id="mood.correlation.notEnough"
            values={{ needed: correlation.needed, trainedDays: correlation.trainedDays, restDays: correlation.restDays }}
          />
        )}
      </p>
    </section>
  );
}
