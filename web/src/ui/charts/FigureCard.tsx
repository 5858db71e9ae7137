// The app's one card of figures: a title, the figures as a table (so a screen reader reads the
// numbers, never a canvas) and the same figures as a CSV download. Given a plot (Chart draws one),
// the card shows it and keeps the table in the page, visually hidden until asked for.
import { type ReactNode, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../Button';
import { downloadCsv, toCsv } from './csv';
import './charts.css';

export interface FigureRow {
  /** The row's heading in the table, in the reader's words: "10 Mar", "March 2026", a gym's name. */
  label: string;
  /** The same in the CSV file where a machine-readable form exists ("2026-03-10"); the label otherwise. */
  csvLabel?: string;
  /** One per column after the first; null where there is none (a dash in the table, an empty CSV cell). */
  values: readonly (number | string | null)[];
}

export interface FigureCardProps {
  title: string;
  /** The table's column headings, the rows' heading first; also the CSV file's header. */
  columns: readonly string[];
  rows: readonly FigureRow[];
  /** How a number reads in the table (the CSV keeps it as it is). */
  formatValue?: (value: number) => string;
  /** The CSV file's name, without ".csv". */
  fileName: string;
  /** A file that holds more than the table (each entry behind the monthly sums); the table's figures by default. */
  csv?: { header: readonly string[]; rows: readonly (readonly (string | number)[])[] };
  /** Said instead of an empty table. */
  empty?: string;
  /** A drawing of the figures, shown above the table, which then waits behind "Show the data as a table". */
  plot?: ReactNode;
}

export function FigureCard({ title, columns, rows, formatValue = String, fileName, csv, empty, plot }: FigureCardProps) {
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const file = csv ?? { header: columns, rows: rows.map((row) => [row.csvLabel ?? row.label, ...row.values.map((v) => v ?? '')]) };
  const hidden = plot !== undefined && !tableShown;

  return (
    <figure className="chart card" aria-labelledby={`${id}title`}>
      <figcaption className="chart__head">
        <h3 id={`${id}title`} className="chart__title">
          {title}
        </h3>
        <span className="chart__actions">
          {plot !== undefined ? (
            <Button variant="ghost" aria-expanded={tableShown} aria-controls={`${id}table`} onClick={() => setTableShown(!tableShown)}>
              <FormattedMessage id={tableShown ? 'chart.hideTable' : 'chart.showTable'} />
            </Button>
          ) : null}
          <Button
            variant="secondary"
            disabled={file.rows.length === 0}
            onClick={() => downloadCsv(`${fileName}.csv`, toCsv(file.header, file.rows))}
          >
            <FormattedMessage id="chart.download" />
          </Button>
        </span>
      </figcaption>
      {plot}
      {rows.length === 0 && empty !== undefined ? (
        <p className="notice">{empty}</p>
      ) : (
        <div className={hidden ? 'chart__table visually-hidden' : 'chart__table'} id={`${id}table`}>
          <table>
            {/* The heading above names a table that stands alone; a table shown under its chart names itself. */}
            <caption className={plot === undefined ? 'visually-hidden' : undefined}>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th scope="col" key={column}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.csvLabel ?? row.label}>
                  <th scope="row">{row.label}</th>
                  {row.values.map((value, j) => (
                    <td key={columns[j + 1]}>{value === null ? '–' : typeof value === 'number' ? formatValue(value) : value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
