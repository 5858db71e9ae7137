// The query list as an admin meets it in a section, driven by a real TanStack query: a status while the first
// page loads, an alert whose retry reads again, a line when there is nothing, and the rows with
// "Load more" while the server has more pages.
import { QueryClient, QueryClientProvider, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { messagesFor } from '../i18n/messages';
import '../features/admin/messages';
import '../features/admin/sections/messages';
import { QueryList } from './QueryList';

afterEach(cleanup);

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderWith(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <IntlProvider locale="en" messages={messagesFor('en')}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </IntlProvider>,
  );
}

/** A section reading names, answered by the test one read at a time. */
function Names({ reads }: { reads: Promise<string[]>[] }) {
  const list = useQuery({ queryKey: ['names'], queryFn: () => reads.shift()! });
  return (
    <QueryList query={list} rows={list.data ?? []} emptyId="admin.users.none" errorId="admin.error.load">
      {(rows) => (
        <ul aria-label="Names">
          {rows.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryList>
  );
}

interface Page {
  rows: string[];
  next: number | null;
}

/** A paged section; `read` answers each page. */
function Paged({ read }: { read: (page: number) => Promise<Page> }) {
  const list = useInfiniteQuery({
    queryKey: ['paged'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => read(pageParam),
    getNextPageParam: (page) => page.next,
  });
  const rows = list.data?.pages.flatMap((page) => page.rows) ?? [];
  return (
    <QueryList query={list} rows={rows} emptyId="admin.audit.none" errorId="admin.error.load">
      {(shown) => <p>{shown.join(', ')}</p>}
    </QueryList>
  );
}

describe('<QueryList>', () => {
  it('says it is loading until the first answer, then shows the rows', async () => {
    const first = deferred<string[]>();
    renderWith(<Names reads={[first.promise]} />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByRole('list')).toBeNull();
    first.resolve(['Ada', 'Grace']);
    const names = await screen.findByRole('list', { name: 'Names' });
    expect([...names.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['Ada', 'Grace']);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('No user matches.')).toBeNull();
  });

  it('says when there is nothing', async () => {
    renderWith(<Names reads={[Promise.resolve([])]} />);
    expect(await screen.findByText('No user matches.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('alerts when reading failed; its retry reads again and shows what came', async () => {
    const second = deferred<string[]>();
    renderWith(<Names reads={[Promise.reject(new Error('offline')), second.promise]} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    // Read again from nothing, it loads as the first time did.
    expect((await screen.findByRole('status')).textContent).toBe('Loading');
    expect(screen.queryByRole('alert')).toBeNull();
    second.resolve(['Linus']);
    expect((await screen.findByRole('list', { name: 'Names' })).textContent).toBe('Linus');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a section’s own error line when it gives one', async () => {
    renderWith(
      <QueryList
        query={{ isPending: false, isError: true, isFetching: false, refetch: () => undefined }}
        rows={[]}
        emptyId="admin.users.none"
        errorId="admin.error.failed"
      >
        {() => null}
      </QueryList>,
    );
    expect(screen.getByRole('alert').textContent).toContain('That did not work. Check your connection and try again.');
  });

  it('offers the next page while the server has one, and adds its rows', async () => {
    renderWith(<Paged read={async (page) => ({ rows: [`row ${page}`], next: page < 1 ? page + 1 : null })} />);
    expect(await screen.findByText('row 0')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('row 0, row 1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('keeps the rows it has when the next page fails, with the alert and its retry', async () => {
    renderWith(
      <Paged
        read={async (page) => {
          if (page > 0) throw new Error('offline');
          return { rows: ['row 0'], next: 1 };
        }}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This could not be loaded.');
    expect(screen.getByText('row 0')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
