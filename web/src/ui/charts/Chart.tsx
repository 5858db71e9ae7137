// The app's one chart: a line or bar chart over days, ISO weeks or months, drawn in a FigureCard
// (its data as a table, visually hidden until shown, and a CSV download). A chart is drawn when it
// comes near the screen, and uPlot (uplot-view.ts) loads with the first one drawn: the charts sit
// below a dashboard's key figures, so no screen's start pays for them.
import { useEffect, useRef } from 'react';
import { useNearScreen } from '../near-screen';
import { FigureCard } from './FigureCard';

export interface ChartSeries {
  label: string;
  /** One per period; null where there is none (a gap in the line, a dash in the table). */
  values: readonly (number | null)[];
  /** A CSS colour or custom property, e.g. "var(--color-accent)"; the theme's palette by default. */
  color?: string;
}

export interface ChartProps {
  title: string;
  kind?: 'line' | 'bar';
  /** One per point: a day "2026-03-10", an ISO week "2026-W11" or a month "2026-03". */
  periods: readonly string[];
  series: readonly ChartSeries[];
  /** The table's first column heading. */
  periodHeading: string;
  formatPeriod: (period: string) => string;
  formatValue?: (value: number) => string;
  /** The value axis' range; fitted to the data by default. */
  yRange?: readonly [number, number];
  /** The CSV file's name, without ".csv". */
  fileName: string;
}

/** Series without a colour of their own take these, in order. */
const PALETTE = ['var(--color-primary)', 'var(--color-accent)', 'var(--color-focus)', 'var(--color-danger)'];
const colourOf = (series: readonly ChartSeries[], i: number) => series[i]!.color ?? PALETTE[i % PALETTE.length]!;

/** The first day of a period, in seconds since the epoch (UTC). */
export function periodStart(period: string): number {
  const week = /^(\d{4})-W(\d{2})$/.exec(period);
  if (week) {
    const jan4 = Date.UTC(Number(week[1]), 0, 4);
    const monday = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000;
    return (monday + (Number(week[2]) - 1) * 7 * 86_400_000) / 1000;
  }
  return Date.parse(period.length === 7 ? `${period}-01T00:00:00Z` : `${period}T00:00:00Z`) / 1000;
}

export function Chart({
  title,
  kind = 'line',
  periods,
  series,
  periodHeading,
  formatPeriod,
  formatValue = String,
  yRange,
  fileName,
}: ChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(plotRef);
  const [yMin, yMax] = yRange ?? [];

  useEffect(() => {
    const container = plotRef.current;
    if (!container || !near || periods.length === 0) return;
    let view: { resize(width: number): void; destroy(): void } | null = null;
    let live = true;
    const xs = periods.map(periodStart);
    const byStart = new Map(periods.map((period, i) => [xs[i]!, period]));
    const observer = new ResizeObserver(() => view?.resize(container.clientWidth));
    void import('./uplot-view').then(
      ({ drawChart }) => {
        if (!live) return;
        view = drawChart(container, {
          kind,
          xs,
          series: series.map((s, i) => ({ label: s.label, values: s.values, color: colourOf(series, i) })),
          yRange: yMin === undefined || yMax === undefined ? null : [yMin, yMax],
          width: container.clientWidth || 320,
          height: 200,
          xLabel: (seconds) => {
            const period = byStart.get(seconds);
            return period ? formatPeriod(period) : '';
          },
        });
        observer.observe(container);
      },
      (error: unknown) => console.warn('The chart could not be drawn; its table still holds the data', error),
    );
    return () => {
      live = false;
      observer.disconnect();
      view?.destroy();
    };
  }, [near, kind, periods, series, formatPeriod, yMin, yMax]);

  return (
    <FigureCard
      title={title}
      columns={[periodHeading, ...series.map((s) => s.label)]}
      rows={periods.map((period, i) => ({ label: formatPeriod(period), csvLabel: period, values: series.map((s) => s.values[i] ?? null) }))}
      formatValue={formatValue}
      fileName={fileName}
      plot={
        <>
          {series.length > 1 ? (
            <ul className="chart__legend" aria-hidden="true">
              {series.map((s, i) => (
                <li key={s.label}>
                  <span className="chart__swatch" style={{ background: colourOf(series, i) }} />
                  {s.label}
                </li>
              ))}
            </ul>
          ) : null}
          <div ref={plotRef} className="chart__plot" aria-hidden="true" />
        </>
      }
    />
  );
}
