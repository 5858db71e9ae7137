// The one React hook that reads the local database live: a component names an observable of
// RxDB (a query's `$`, a record) and renders its latest value; every tab's and the service
// worker's writes reach it. The observable may come after the database opens (an async source).
import { useEffect, useRef, useState } from 'react';
import { from, type Observable, switchAll } from 'rxjs';

export type LiveSource<T> = () => Observable<T> | Promise<Observable<T>>;

/**
 * The latest value of `source`, `initial` until its first one. It subscribes again when `key`
 * changes (the source is usually an inline closure, new at each render, so the key names what it
 * reads) and unsubscribes on unmount.
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
    const subscription = from(Promise.resolve().then(latest.current.source))
      .pipe(switchAll())
      .subscribe({
        next: setValue,
        error: (error: unknown) => console.error('The local database could not be read', error),
      });
    return () => subscription.unsubscribe();
  }, [key]);
  return value;
}
