// Draws a chart with uPlot (~20 KB gzip with its CSS), loaded by Chart.tsx only when a chart is on
// the screen. Colours come from the theme's custom properties, so light and dark both read.
import 'uplot/dist/uPlot.min.css';
import uPlot from 'uplot';

export interface PlotInput {
  kind: 'line' | 'bar';
  /** Seconds since the epoch of each point, ascending. */
  xs: number[];
  /** Each colour a CSS colour or "var(--custom-property)". */
  series: readonly { label: string; values: readonly (number | null)[]; color: string }[];
  /** The value axis' range, or null to fit the data. */
  yRange: [number, number] | null;
  width: number;
  height: number;
  /** Label of each x value on the axis and in the legend. */
  xLabel: (seconds: number) => string;
}

const everyNth = (xs: number[], n: number) => xs.filter((_, i) => i % n === 0);

export function drawChart(container: HTMLElement, input: PlotInput): { resize(width: number): void; destroy(): void } {
  const style = getComputedStyle(container);
  // A canvas cannot read custom properties: "var(--name)" is resolved against the chart's element.
  const resolve = (color: string, fallback: string) => {
    const variable = /^var\((--[\w-]+)\)$/.exec(color)?.[1];
    return (variable ? style.getPropertyValue(variable).trim() : color) || fallback;
  };
  const colour = (i: number) => resolve(input.series[i]!.color, '#4ade80');
  const text = resolve('var(--color-text-muted)', '#888');
  const grid = resolve('var(--color-border)', '#ccc');
  const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
  const bars = uPlot.paths.bars?.({ size: [0.6, 40] });
  const plot = new uPlot(
    {
      width: input.width,
      height: input.height,
      // The legend is Chart.tsx's own (colours and names); the values are in the table.
      legend: { show: false },
      // Room for the last period's label, centred on the right edge.
      padding: [8, 40, 0, 0],
      cursor: { drag: { x: false, y: false } },
      scales: { x: { time: false }, ...(input.yRange ? { y: { range: input.yRange } } : {}) },
      axes: [
        // Ticks on the points themselves (at most about six), so every label names a real period.
        {
          ...axis,
          splits: () => everyNth(input.xs, Math.ceil(input.xs.length / 6)),
          values: (_, ticks) => ticks.map((tick) => input.xLabel(tick)),
        },
        { ...axis, size: 48 },
      ],
      series: [
        { label: '', value: (_, seconds) => (seconds === null ? '' : input.xLabel(seconds)) },
        ...input.series.map((s, i) => ({
          label: s.label,
          stroke: colour(i),
          width: 2,
          spanGaps: true,
          ...(input.kind === 'bar' ? { fill: colour(i), paths: bars } : { points: { show: input.xs.length <= 31 } }),
        })),
      ],
    },
    [input.xs, ...input.series.map((s) => s.values as (number | null)[])],
    container,
  );
  return {
    resize: (width) => plot.setSize({ width, height: input.height }),
    destroy: () => plot.destroy(),
  };
}
