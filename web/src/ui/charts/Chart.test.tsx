// The chart's data is readable without the canvas: a table of every period and series (a dash
// where a period has no value) named by the chart's title, behind a button that says whether it
// is shown, and the same data as the CSV download.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { Chart } from './Chart';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderChart() {
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <Chart
        title="Mood over 3 days"
        periods={['2026-03-09', '2026-03-10', '2026-03-11']}
        formatPeriod={(day) => ({ '2026-03-09': 'Mon', '2026-03-10': 'Tue', '2026-03-11': 'Wed' })[day] ?? day}
        periodHeading="Date"
        series={[
          { label: 'Mood', values: [3, null, 4.5], color: 'var(--color-primary)' },
          { label: 'Energy', values: [2, 2, 5] },
        ]}
        yRange={[1, 5]}
        formatValue={(value) => value.toFixed(1)}
        fileName="mood"
      />
    </IntlProvider>,
  );
}

it('shows every value in a table named by the title, a dash where there is none', () => {
  renderChart();
  const toggle = screen.getByRole('button', { name: 'Show the data as a table' });
  expect(toggle.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(toggle);
  expect(screen.getByRole('button', { name: 'Hide the table' }).getAttribute('aria-expanded')).toBe('true');
  const table = screen.getByRole('table', { name: 'Mood over 3 days' });
  expect(
    within(table)
      .getAllByRole('row')
      .map((row) => row.textContent),
  ).toEqual(['DateMoodEnergy', 'Mon3.02.0', 'Tue–2.0', 'Wed4.55.0']);
  expect(screen.getByRole('figure', { name: 'Mood over 3 days' })).toBeTruthy();
});

it('downloads the same data as CSV, an empty cell where there is no value', async () => {
  let saved: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved = blob as Blob;
    return 'blob:chart';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderChart();
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(await saved!.text()).toBe('Date,Mood,Energy\r\n2026-03-09,3,2\r\n2026-03-10,,2\r\n2026-03-11,4.5,5\r\n');
});
