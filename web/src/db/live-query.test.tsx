// The live-query hook against the real local database (RxDB on fake-indexeddb): what a screen
// reading the device's copy relies on — the first value, every later write, a new key's value and
// nothing kept subscribed after unmount.
import { STORAGE_KEYS } from '@fitchoice/shared';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { Observable } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLiveQuery } from './live-query';
import { record$, setRecord } from './records';
import { closeDatabase, openTestDatabase } from './test-database';

beforeEach(async () => {
  await openTestDatabase();
});
afterEach(async () => {
  cleanup();
  await closeDatabase();
});

describe('useLiveQuery', () => {
  it('answers the initial value, then what the database holds, then each write', async () => {
    await setRecord(STORAGE_KEYS.region, 'US');
    const { result } = renderHook(() => useLiveQuery(() => record$(STORAGE_KEYS.region), 'region', 'loading'));
    expect(result.current).toBe('loading');
    await waitFor(() => expect(result.current).toBe('US'));
    await act(() => setRecord(STORAGE_KEYS.region, 'GB'));
    await waitFor(() => expect(result.current).toBe('GB'));
  });

  it('reads the new source when the key changes, and not the old one any more', async () => {
    await setRecord(STORAGE_KEYS.region, 'US');
    await setRecord(STORAGE_KEYS.language, 'pt');
    const { result, rerender } = renderHook(
      ({ key }: { key: typeof STORAGE_KEYS.region | typeof STORAGE_KEYS.language }) => useLiveQuery<string | null>(() => record$(key), key),
      { initialProps: { key: STORAGE_KEYS.region as typeof STORAGE_KEYS.region | typeof STORAGE_KEYS.language } },
    );
    await waitFor(() => expect(result.current).toBe('US'));
    rerender({ key: STORAGE_KEYS.language });
    await waitFor(() => expect(result.current).toBe('pt'));
    await act(() => setRecord(STORAGE_KEYS.region, 'GB'));
    expect(result.current).toBe('pt');
  });

  it('takes a source that opens the database first, and unsubscribes on unmount', async () => {
    let subscribed = 0;
    const source = async () => {
      await setRecord(STORAGE_KEYS.region, 'FR');
      return new Observable<string | null>((subscriber) => {
        subscribed += 1;
        const inner = record$(STORAGE_KEYS.region).subscribe(subscriber);
        return () => {
          subscribed -= 1;
          inner.unsubscribe();
        };
      });
    };
    const { result, unmount } = renderHook(() => useLiveQuery(source, 'async'));
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe('FR'));
    expect(subscribed).toBe(1);
    unmount();
    expect(subscribed).toBe(0);
  });

  it('never subscribes to an async source that settles after unmount', async () => {
    let subscribed = 0;
    let open: (() => void) | null = null;
    const source = () =>
      new Promise<Observable<string | null>>((resolve) => {
        open = () =>
          resolve(
            new Observable<string | null>(() => {
              subscribed += 1;
            }),
          );
      });
    const { unmount } = renderHook(() => useLiveQuery(source, 'late'));
    await waitFor(() => expect(open).not.toBeNull());
    unmount();
    open!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(subscribed).toBe(0);
  });

  it('reports a source that fails and keeps the initial value', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const { result } = renderHook(() => useLiveQuery(() => Promise.reject(new Error('closed')), 'fails', 'initial'));
      await waitFor(() => expect(errors).toHaveLength(1));
      expect(result.current).toBe('initial');
    } finally {
      console.error = original;
    }
  });
});
