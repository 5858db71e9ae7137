// The one React hook that reads the local database live: a component names an observable of
// RxDB (a query's `$`, a record) and renders its latest value; every tab's and the service
// worker's writes reach it. The observable may come after the database opens (an async source).
// It only subscribes (rxjs's types, none of its code), so a screen loads rxjs's code (~4 KB
// gzipped of it) when it builds a query, not for this hook.
import { useEffect, useRef, useState } from 'react';
import type { Observable } from 'rxjs';

/** What to read live; null when there is nothing to read (the value stays `initial`). */
export type LiveSource<T> = () => Observable<T> | null | Promise<Observable<T> | null>;

/**
 * The latest value of `source`, `initial` until its first one. It subscribes again when `key`
 * changes (the source is usually an inline closure, new at each render, so the key names what it
 * reads) and unsubscribes on unmount; an async source that settles after that is never subscribed.
 */
export function useLiveQuery<T>(source: LiveSource<T>, key: string): T | undefined;
export function useLiveQuery<T, I>(source: LiveSource<T>, key: string, initial: I): T | I;
export function useLiveQuery<T, I>(source: LiveSource<T>, key: string, initial?: I): T | I | undefined {
  const [value, setValue] = useState<T | I | undefined>(initial);
  const latest = useRef({ source, initial });
  latest.current = { source, initial };
  // biome-ignore lint/correctness/useExhaustiveDependencies: key names what source reads; source itself changes every render
  useEffect(() => {
    setValue(latest.current.initial);
    const failed = (error: unknown) => console.error('The local database could not be read', error);
    let closed = false;
    let subscription: { unsubscribe(): void } | null = null;
    Promise.resolve()
      .then(latest.current.source)
      .then((observable) => {
        if (!closed && observable) subscription = observable.subscribe({ next: setValue, error: failed });
      }, failed);
    return () => {
      closed = true;
      subscription?.unsubscribe();
    };
  }, [key]);
  return value;
}
