// A table of server-paged rows that works on a desktop and on a phone: a real <table> (headers,
// caption) that below 720 px shows each row as a card, every cell labelled by its column's header
// (data-label), so nothing scrolls sideways. Paging is the caller's: it passes the rows it has.
import type { ReactNode } from 'react';

export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names the row: shown first, as the card's title on a phone. */
  primary?: boolean;
}

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The key of the row being looked at, marked for assistive technology and styled. */
  selectedKey?: string | null;
}

export function DataTable<Row>({ caption, columns, rows, rowKey, selectedKey }: DataTableProps<Row>) {
  return (
    <table className="data-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const key = rowKey(row);
          return (
            <tr key={key} aria-current={selectedKey === key ? 'true' : undefined}>
              {columns.map((column) =>
                column.primary ? (
                  <th key={column.id} scope="row" className="data-table__primary">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.id} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
