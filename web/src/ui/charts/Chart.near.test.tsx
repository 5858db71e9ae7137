// A chart is drawn when it comes near the screen, and only then is uPlot's code asked for: a
// dashboard's charts below its key figures cost its start nothing. The table is there at once.
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { FakeObserver } from '../../test/fake-intersection-observer';
import { Chart } from './Chart';

const drawChart = vi.hoisted(() => vi.fn(() => ({ resize: vi.fn(), destroy: vi.fn() })));
vi.mock('./uplot-view', () => ({ drawChart }));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  drawChart.mockClear();
});

it('draws the chart only once its plot comes near the screen; its table needs no drawing', async () => {
  const { container } = render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <Chart
        title="Gym bookings a day"
        periods={['2026-03-09', '2026-03-10']}
        formatPeriod={(day) => day}
        periodHeading="Day"
        series={[{ label: 'Gym bookings', values: [2, 5] }]}
        fileName="gymBookings"
      />
    </IntlProvider>,
  );
  expect(screen.getByRole('figure', { name: 'Gym bookings a day' })).toBeTruthy();
  await act(() => vi.runAllTimersAsync());
  expect(drawChart).not.toHaveBeenCalled();

  const plot = container.querySelector('.chart__plot')!;
  expect(FakeObserver.current?.observed.has(plot)).toBe(true);
  act(() => FakeObserver.current?.show([plot]));
  await act(() => vi.runAllTimersAsync());
  await vi.waitFor(() => expect(drawChart).toHaveBeenCalledTimes(1));
  expect(drawChart).toHaveBeenCalledWith(plot, expect.objectContaining({ kind: 'line', xs: [1773014400, 1773100800] }));
});
