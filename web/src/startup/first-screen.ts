// The moment the first screen has painted. Start-up work the first screen does not need (the local
// database, the outbox replayer, the service worker, the location lookup, the first heartbeat) waits
// for it, so that work does not compete with the first screen for the network and the main thread.
import type { RegisteredRouter } from '@tanstack/react-router';

/** At the latest this long after start: a session answer that takes long must not hold the outbox back. */
const LATEST_START_MS = 3000;

let markPainted: () => void = () => undefined;
const painted = new Promise<void>((resolve) => {
  markPainted = resolve;
});

/** Resolves once the first screen has painted (or LATEST_START_MS after watchFirstScreen). */
export function firstScreenPainted(): Promise<void> {
  return painted;
}

/**
 * Marks the first screen painted a frame after the router first renders a screen (a hidden tab draws
 * no frames, so the timer stands in there too). main.tsx calls it once.
 */
export function watchFirstScreen(router: RegisteredRouter): void {
  const stop = router.subscribe('onRendered', () => {
    stop();
    requestAnimationFrame(() => setTimeout(markPainted, 0));
  });
  setTimeout(markPainted, LATEST_START_MS);
}
