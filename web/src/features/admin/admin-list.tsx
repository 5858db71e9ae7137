// What the admin sections' lists share: a search applied once the typing settles, the pages of a
// list the API reads by cursor, the table of its rows in the list's states (ui/QueryList: a
// spinner, an alert with a retry, a line when there is nothing, "Load more"), the column whose
// name opens a row's detail, and the pressed buttons that pick which rows a list shows.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { type DataColumn, DataTable } from '../../ui/DataTable';
import { type ListQuery, QueryList } from '../../ui/QueryList';
import { ADMIN_PAGE } from './admin-queries';
import './messages';

/** A text filter, trimmed, applied a moment after the typing stops. */
export function useSettledText(text: string): string {
  const [settled, setSettled] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * An admin list read a page (ADMIN_PAGE rows) at a time: `fetchPage` reads the page after `cursor`
 * (the first when undefined) as `key`'s call does; `rowsOf` picks a page's rows.
 */
export function useAdminPages<Page extends { nextCursor?: string | null }, Row>(
  key: [string],
  fetchPage: (page: { cursor: string | undefined; limit: number }, signal: AbortSignal) => Promise<Page>,
  rowsOf: (page: Page) => readonly Row[],
  options: { enabled?: boolean } = {},
) {
  const list = useInfiniteQuery({
    queryKey: key,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam, signal }) => fetchPage({ cursor: pageParam, limit: ADMIN_PAGE }, signal),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: options.enabled,
  });
  return { list, rows: list.data?.pages.flatMap(rowsOf) ?? [] };
}

/** An admin list's rows as a table (cards on a phone), or what the list says instead of rows. */
export function AdminTable<Row extends { id: string }>({
  list,
  rows,
  emptyId,
  caption,
  columns,
  selectedId,
}: {
  list: ListQuery;
  rows: readonly Row[];
  emptyId: MessageId;
  caption: string;
  columns: readonly DataColumn<Row>[];
  /** The row whose detail is open. */
  selectedId?: string | null;
}) {
  return (
    <QueryList query={list} rows={rows} emptyId={emptyId} errorId="admin.error.load">
      {(shown) => <DataTable<Row> caption={caption} rows={shown} rowKey={(row) => row.id} selectedKey={selectedId} columns={columns} />}
    </QueryList>
  );
}

/** The column that names each row, the name a button that opens the row's detail. */
export function openColumn<Row extends { id: string; name: string }>(header: string, open: (id: string) => void): DataColumn<Row> {
  return {
    id: 'name',
    primary: true,
    header,
    cell: (row) => (
      <button type="button" className="link-button" onClick={() => open(row.id)}>
        <bdi>{row.name}</bdi>
      </button>
    ),
  };
}

/** Which rows a list shows (applications by status, open or resolved cases): one pressed button each. */
export function ListFilter<Value extends string>({
  legendId,
  options,
  value,
  onChange,
}: {
  legendId: MessageId;
  options: readonly { value: Value; labelId: MessageId }[];
  value: Value;
  onChange: (value: Value) => void;
}) {
  return (
    <div className="admin-toolbar">
      <fieldset className="admin-filter">
        <legend className="visually-hidden">
          <FormattedMessage id={legendId} />
        </legend>
        {options.map((option) => (
          <Button key={option.value} variant="secondary" aria-pressed={value === option.value} onClick={() => onChange(option.value)}>
            <FormattedMessage id={option.labelId} />
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
