// Parts of the page that the first screen does without (the header's tooltips and balance, the
// pending badge, the update and install cards, the toasts, the location start-up): their code loads
// once the page is idle after its start, or at first use (startup/page-idle.ts), so it neither delays
// the first screen nor competes with its code and data for the network and the main thread.
import { type ComponentType, lazy } from 'react';
import { pageIdle } from './page-idle';

/**
 * A component whose code loads once the page is idle (or at the moment `due` answers). When the code
 * cannot load (offline before the service worker holds it), `fallback` renders in its place rather
 * than the screen failing; the next start loads it.
 */
export function lazyWhenIdle<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ComponentType<P>,
  due: () => Promise<void> = pageIdle,
) {
  return lazy(async () => {
    await due();
    try {
      return { default: await load() };
    } catch (error) {
      console.warn('A part of the layout could not load; it shows on the next start', error);
      return { default: fallback };
    }
  });
}
