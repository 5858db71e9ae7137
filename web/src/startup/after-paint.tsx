// Parts of the page that the first screen does without (the header's tooltips and balance, the
// pending badge, the update and install cards, the toasts, the location start-up): their code loads
// once the first screen has painted, so it neither delays that paint nor competes with it for the network.
import { type ComponentType, lazy } from 'react';
import { firstScreenPainted } from './first-screen';

/**
 * A component whose code loads after the first paint. When the code cannot load (offline before the
 * service worker holds it), `fallback` renders in its place rather than the screen failing; the next
 * start loads it.
 */
export function lazyAfterPaint<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ComponentType<P>) {
  return lazy(async () => {
    await firstScreenPainted();
    try {
      return { default: await load() };
    } catch (error) {
      console.warn('A part of the layout could not load; it shows on the next start', error);
      return { default: fallback };
    }
  });
}
