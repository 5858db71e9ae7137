// A small line chart over days, for the mood trends now and the analytics screens later. uPlot
// (~20 KB gzip) loads with the first chart drawn, never with the app's first screen. The canvas is
// hidden from screen readers: the same data is a table behind "Show the data as a table", so every
// chart can be read without seeing it.
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import './charts.css';

export interface ChartSeries {
  label: string;
  /** One value per x, null where there is none (the line skips it). */
  values: readonly (number | null)[];
  /** A CSS colour or custom property, e.g. "var(--color-primary)". */
  color: string;
}

export interface LineChartProps {
  /** What the chart shows; also the table's caption. */
  title: string;
  /** The x axis as UTC midnights in seconds, and as the table shows them. */
  x: readonly number[];
  xLabels: readonly string[];
  /** The first column's heading. */
  xHeading: string;
  series: readonly ChartSeries[];
  yRange: readonly [number, number];
  /** How a value reads in the table (default: as given). */
  formatValue?: (value: number) => string;
  height?: number;
  children?: ReactNode;
}

/** Resolves "var(--name)" against the chart's element, since a canvas cannot read custom properties. */
function resolveColor(element: HTMLElement, color: string): string {
  const variable = /^var\((--[\w-]+)\)$/.exec(color)?.[1];
  return variable ? getComputedStyle(element).getPropertyValue(variable).trim() || color : color;
}

export function LineChart({ title, x, xLabels, xHeading, series, yRange, formatValue = String, height = 220 }: LineChartProps) {
  const plotRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = plotRef.current;
    if (!element) return;
    let chart: { destroy(): void; setSize(size: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let live = true;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(
      ([{ default: UPlot }]) => {
        if (!live) return;
        const axisColor = resolveColor(element, 'var(--color-text-muted)');
        const gridColor = resolveColor(element, 'var(--color-border)');
        chart = new UPlot(
          {
            width: element.clientWidth || 320,
            height,
            legend: { show: false },
            cursor: { show: false },
            scales: { x: { time: true }, y: { range: [yRange[0], yRange[1]] } },
            axes: [
              { stroke: axisColor, grid: { stroke: gridColor, width: 1 }, ticks: { stroke: gridColor } },
              { stroke: axisColor, grid: { stroke: gridColor, width: 1 }, ticks: { stroke: gridColor }, size: 32 },
            ],
            series: [
              {},
              ...series.map((line) => ({
                label: line.label,
                stroke: resolveColor(element, line.color),
                width: 2,
                spanGaps: true,
                points: { show: true, size: 6 },
              })),
            ],
          },
          [x as number[], ...series.map((line) => line.values as (number | null)[])],
          element,
        );
        observer = new ResizeObserver(() => chart?.setSize({ width: element.clientWidth, height }));
        observer.observe(element);
      },
      (error: unknown) => console.warn('The chart could not be drawn; its table still holds the data', error),
    );
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [x, series, yRange, height]);

  return (
    <figure className="chart">
      <figcaption className="chart__title">{title}</figcaption>
      <ul className="chart__legend" aria-hidden="true">
        {series.map((line) => (
          <li key={line.label}>
            <span className="chart__swatch" style={{ background: line.color }} />
            {line.label}
          </li>
        ))}
      </ul>
      <div ref={plotRef} className="chart__plot" style={{ minHeight: height }} aria-hidden="true" />
      <details className="chart__data">
        <summary>
          <FormattedMessage id="chart.showTable" />
        </summary>
        <table className="chart__table">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{xHeading}</th>
              {series.map((line) => (
                <th key={line.label} scope="col">
                  {line.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {xLabels.map((label, index) => (
              <tr key={x[index]}>
                <th scope="row">{label}</th>
                {series.map((line) => {
                  const value = line.values[index];
                  return <td key={line.label}>{value === null || value === undefined ? '–' : formatValue(value)}</td>;
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
