// Earnings: visits paid in SweatCoins (and not refunded) per day, as a chart with its table and CSV,
// and per month, for dates the partner picks (this month so far by default); and apart, the money the
// desk recorded for visits paid there, per currency.
import * as routes from '@fitchoice/shared/api/routes';
import { localDate } from '@fitchoice/shared/coach';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiCall, apiQueryKey } from '../../api/client';
import { Chart } from '../../ui/charts/Chart';
import { FigureCard } from '../../ui/charts/FigureCard';
import { Field } from '../../ui/form/Field';
import { Spinner } from '../../ui/Spinner';
import { useMoney } from './PaymentForm';
import { problemOf } from './problem';
import './messages';
import { formatCoins } from '../../i18n/formats';

/** Every date from `from` to `to`, both included. */
function datesOf(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += 86_400_000)
    dates.push(new Date(at).toISOString().slice(0, 10));
  return dates;
}

export function EarningsSection({ gymId, timeZone }: { gymId: string; timeZone: string }) {
  const intl = useIntl();
  const money = useMoney();
  const today = localDate(Date.now(), timeZone);
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const input = { params: { gymId }, query: { from, to } };
  const earnings = useQuery({
    queryKey: apiQueryKey(routes.gymPanelEarnings, input),
    queryFn: () => apiCall(routes.gymPanelEarnings, input),
    enabled: from <= to,
  });
  const periods = useMemo(() => (from <= to ? datesOf(from, to) : []), [from, to]);
  const series = useMemo(() => {
    const byDay = new Map((earnings.data?.days ?? []).map((day) => [day.date, Number(day.sweatCoins)]));
    return [{ label: intl.formatMessage({ id: 'gymPanel.earnings.coins' }), values: periods.map((date) => byDay.get(date) ?? 0) }];
  }, [earnings.data, periods, intl]);
  const formatPeriod = useCallback(
    (date: string) => intl.formatDate(`${date}T00:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
    [intl],
  );
  return (
    <div className="panel-form">
      <div className="gym-panel__row">
        <Field
          label={intl.formatMessage({ id: 'gymPanel.earnings.from' })}
          type="date"
          value={from}
          max={to}
          onChange={(e) => e.target.value && setFrom(e.target.value)}
        />
        <Field
          label={intl.formatMessage({ id: 'gymPanel.earnings.to' })}
          type="date"
          value={to}
          min={from}
          onChange={(e) => e.target.value && setTo(e.target.value)}
        />
      </div>
      {earnings.isPending ? <Spinner label={intl.formatMessage({ id: 'gymPanel.loading' })} /> : null}
      {earnings.isError ? (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id={problemOf(earnings.error)} />
        </p>
      ) : null}
      {earnings.data ? (
        <>
          <p>
            <strong>
              <FormattedMessage
                id="gymPanel.earnings.total"
                values={{ visits: earnings.data.total.visits, coins: formatCoins(intl, earnings.data.total.sweatCoins) }}
              />
            </strong>
          </p>
          <p>
            {earnings.data.desk.length === 0 ? (
              <FormattedMessage id="gymPanel.earnings.deskNone" />
            ) : (
              <FormattedMessage
                id="gymPanel.earnings.desk"
                values={{ amounts: intl.formatList(earnings.data.desk.map(money), { type: 'conjunction' }) }}
              />
            )}
          </p>
          <Chart
            title={intl.formatMessage({ id: 'gymPanel.earnings.chart' })}
            kind="bar"
            periods={periods}
            series={series}
            periodHeading={intl.formatMessage({ id: 'gymPanel.earnings.day' })}
            formatPeriod={formatPeriod}
            formatValue={(value) => intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}
            fileName={`earnings-${gymId}-${from}-${to}`}
          />
          <FigureCard
            title={intl.formatMessage({ id: 'gymPanel.earnings.months' })}
            columns={[
              intl.formatMessage({ id: 'gymPanel.earnings.month' }),
              intl.formatMessage({ id: 'gymPanel.earnings.visits' }),
              intl.formatMessage({ id: 'gymPanel.earnings.coins' }),
            ]}
            rows={earnings.data.months.map((month) => ({
              label: intl.formatDate(`${month.month}-01T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
              csvLabel: month.month,
              values: [month.visits, month.sweatCoins],
            }))}
            fileName={`earnings-by-month-${gymId}-${from}-${to}`}
          />
        </>
      ) : null}
    </div>
  );
}
