// A card of figures as a reader meets it: the figures in a table named by the title (numbers in
// their words, a dash where there is none), the same figures, or a fuller file, as the CSV
// download, and the words for nothing instead of an empty table.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesFor } from '../../i18n/messages';
import { FigureCard, type FigureCardProps } from './FigureCard';

let saved: { name: string; blob: Blob }[] = [];

beforeEach(() => {
  saved = [];
  let blob: Blob | null = null;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:figures';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blob! });
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const MONTHS: FigureCardProps = {
  title: 'By month',
  columns: ['Month', 'Visits', 'SweatCoins'],
  rows: [
    { label: 'February 2026', csvLabel: '2026-02', values: [1200, '18.50'] },
    { label: 'March 2026', csvLabel: '2026-03', values: [3, null] },
  ],
  formatValue: (value) => value.toLocaleString('en-US'),
  fileName: 'earnings',
};

function renderCard(props: Partial<FigureCardProps> = {}) {
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <FigureCard {...MONTHS} {...props} />
    </IntlProvider>,
  );
}

async function downloaded() {
  fireEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
  expect(saved).toHaveLength(1);
  return { name: saved[0]!.name, text: await saved[0]!.blob.text() };
}

describe('<FigureCard>', () => {
  it('is a figure named by its title, with every row in a table named the same, shown at once', () => {
    renderCard();
    const figure = screen.getByRole('figure', { name: 'By month' });
    const table = within(figure).getByRole('table', { name: 'By month' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Month', 'Visits', 'SweatCoins'],
      ['February 2026', '1,200', '18.50'],
      ['March 2026', '3', '–'],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'March 2026' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show the data as a table' })).toBeNull();
  });

  it('downloads the same figures as CSV: raw numbers, the machine-readable row labels, an empty cell for none', async () => {
    renderCard();
    expect(await downloaded()).toEqual({
      name: 'earnings.csv',
      text: 'Month,Visits,SweatCoins\r\n2026-02,1200,18.50\r\n2026-03,3,\r\n',
    });
  });

  it('puts the label in the CSV where a row has no other form, quoting a cell that needs it', async () => {
    renderCard({ columns: ['Gym', 'Bookings'], rows: [{ label: 'Iron Den · Austin, TX', values: [7] }] });
    expect((await downloaded()).text).toBe('Gym,Bookings\r\n"Iron Den · Austin, TX",7\r\n');
  });

  it('downloads the fuller file a card is given instead of its table', async () => {
    renderCard({ csv: { header: ['booking', 'sweatcoins'], rows: [['b1', '9.25']] } });
    expect((await downloaded()).text).toBe('booking,sweatcoins\r\nb1,9.25\r\n');
  });

  it('says its words for nothing instead of an empty table, and has nothing to download', () => {
    renderCard({ rows: [], empty: 'No visits yet.' });
    expect(screen.getByText('No visits yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Download CSV' }).disabled).toBe(true);
  });

  it('with a plot, keeps the table in the page for screen readers and shows it on request', () => {
    renderCard({ plot: <div data-testid="plot" /> });
    const toggle = screen.getByRole('button', { name: 'Show the data as a table' });
    expect(screen.getByRole('table', { name: 'By month' }).closest('.chart__table')?.classList.contains('visually-hidden')).toBe(true);
    fireEvent.click(toggle);
    expect(screen.getByRole('table', { name: 'By month' }).closest('.chart__table')?.classList.contains('visually-hidden')).toBe(false);
    expect(screen.getByTestId('plot')).toBeTruthy();
  });
});
