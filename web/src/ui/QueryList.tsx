// How a screen shows a list it reads from the API, one way everywhere (the admin sections first): a
// spinner while the first page loads, an alert with a retry when reading failed, a line when there
// is nothing, else the rows (a DataTable or cards, the caller's choice) and "Load more" while the
// server has more pages.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/messages';
import { Button } from './Button';
import { Spinner } from './Spinner';

/** What the list reads of a TanStack query: useQuery's result or useInfiniteQuery's. */
export interface ListQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  fetchNextPage?: () => unknown;
}

export interface QueryListProps<Row> {
  query: ListQuery;
  /** The rows read so far (every page's). */
  rows: readonly Row[];
  /** Said when the server has no rows. */
  emptyId: MessageId;
  /** Said when reading failed. */
  errorId: MessageId;
  /** What is loading, for screen readers; "Loading" when unset. */
  loadingLabel?: string;
  children: (rows: readonly Row[]) => ReactNode;
}

export function QueryList<Row>({ query, rows, emptyId, errorId, loadingLabel, children }: QueryListProps<Row>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  return (
    <>
      {query.isError ? (
        <div className="notice query-list__error" role="alert">
          <p>
            <FormattedMessage id={errorId} />
          </p>
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            <FormattedMessage id="common.retry" />
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="notice">
          <FormattedMessage id={emptyId} />
        </p>
      ) : null}
      {rows.length > 0 ? children(rows) : null}
      {query.hasNextPage && query.fetchNextPage ? (
        <div className="query-list__more">
          <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage?.()}>
            <FormattedMessage id="common.loadMore" />
          </Button>
        </div>
      ) : null}
    </>
  );
}
