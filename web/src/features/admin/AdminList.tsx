// How an admin section shows a list it reads from the API, one way for every section: a spinner
// while the first page loads, an alert with a retry when reading failed, a line when there is
// nothing, else the rows (a DataTable or cards, the section's choice) and "Load more" while the
// server has more pages.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/messages';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import './admin.css';
import './messages';

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

export interface AdminListProps<Row> {
  query: ListQuery;
  /** The rows read so far (every page's). */
  rows: readonly Row[];
  /** Said when the server has no rows. */
  emptyId: MessageId;
  /** Said when reading failed; the admin panel's own line unless the section has its own. */
  errorId?: MessageId;
  /** What is loading, for screen readers. */
  loadingLabel?: string;
  children: (rows: readonly Row[]) => ReactNode;
}

export function AdminList<Row>({ query, rows, emptyId, errorId = 'admin.error.load', loadingLabel, children }: AdminListProps<Row>) {
  if (query.isPending) return <Spinner label={loadingLabel} />;
  return (
    <>
      {query.isError ? (
        <div className="notice admin-list-error" role="alert">
          <p>
            <FormattedMessage id={errorId} />
          </p>
          <Button variant="secondary" busy={query.isFetching} onClick={() => void query.refetch()}>
            <FormattedMessage id="admin.retry" />
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="notice">
          <FormattedMessage id={emptyId} />
        </p>
      ) : null}
      {rows.length > 0 ? children(rows) : null}
      {query.hasNextPage && query.fetchNextPage ? (
        <div className="admin-more">
          <Button variant="secondary" busy={query.isFetchingNextPage} onClick={() => void query.fetchNextPage?.()}>
            <FormattedMessage id="admin.loadMore" />
          </Button>
        </div>
      ) : null}
    </>
  );
}
