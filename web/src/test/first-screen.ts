// For tests of code that waits for the first screen's paint (app/first-screen.ts): marks it painted
// through the app's own watcher, with a router that renders at once.
import type { RegisteredRouter } from '@tanstack/react-router';
import { firstScreenPainted, watchFirstScreen } from '../app/first-screen';

export async function paintFirstScreen(): Promise<void> {
  watchFirstScreen({
    subscribe: (_event: string, rendered: () => void) => {
      queueMicrotask(rendered);
      return () => undefined;
    },
  } as unknown as RegisteredRouter);
  await firstScreenPainted();
}
