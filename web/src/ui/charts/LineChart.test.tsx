// The chart's data is readable without the canvas: a caption, a legend and a table of every day
// and series, with a dash where a day has no value.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, expect, it } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { LineChart } from './LineChart';

afterEach(cleanup);

it('puts every value behind "Show the data as a table", a dash where there is none', () => {
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <LineChart
        title="Mood over 3 days"
        x={[1, 2, 3]}
        xLabels={['Mon', 'Tue', 'Wed']}
        xHeading="Date"
        series={[
          { label: 'Mood', values: [3, null, 4.5], color: 'var(--color-primary)' },
          { label: 'Energy', values: [2, 2, 5], color: 'var(--color-accent)' },
        ]}
        yRange={[1, 5]}
        formatValue={(value) => value.toFixed(1)}
      />
    </IntlProvider>,
  );
  fireEvent.click(screen.getByText('Show the data as a table'));
  const table = screen.getByRole('table', { name: 'Mood over 3 days' });
  const rows = within(table).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual(['DateMoodEnergy', 'Mon3.02.0', 'Tue–2.0', 'Wed4.55.0']);
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Date', 'Mood', 'Energy']);
  expect(screen.getByText('Mood over 3 days', { selector: 'figcaption' })).toBeTruthy();
});
