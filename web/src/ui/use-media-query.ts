// Whether a CSS media query matches now, kept current as the window changes: for parts of a screen
// that are not shown at some sizes, so they are not rendered there at all (not just hidden by CSS).
// Without matchMedia (tests' DOM), every query matches.
import { useSyncExternalStore } from 'react';

const lists = new Map<string, MediaQueryList>();

function listOf(query: string): MediaQueryList | null {
  if (typeof window.matchMedia !== 'function') return null;
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = listOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => listOf(query)?.matches ?? true,
  );
}
