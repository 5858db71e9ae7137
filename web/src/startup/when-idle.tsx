// Parts of the page that the first screen does without (the header's tooltips and balance, the
// pending badge, the update and install cards, the toasts, the location start-up): their code loads
// once the page is idle after its start, or at first use (startup/page-idle.ts), so it neither delays
// the first screen nor competes with its code and data for the network and the main thread.
// A part that loads when it first shows (a refusal's words where it was made) uses lazyOrFallback, the
// same way without the wait.
import { type ComponentType, lazy } from 'react';
import { pageIdle } from './page-idle';

/**
 * A component whose code loads when it first renders. When the code cannot load (offline before the
 * service worker holds it), `fallback` renders in its place and `warning` is logged, rather than the
 * screen failing; the next start loads it.
 */
export function lazyOrFallback<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
  warning = 'A part of the layout could not load; it shows on the next start',
) {
  return lazy(async () => {
    try {
      return { default: await load() };
    } catch (error) {
      console.warn(warning, error);
      return { default: fallback };
    }
  });
}

/** A component whose code loads once the page is idle (or at the moment `due` answers), as lazyOrFallback. */
export function lazyWhenIdle<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
  due: () => Promise<void> = pageIdle,
) {
  return lazyOrFallback(async () => {
    await due();
    return load();
  }, fallback);
}
