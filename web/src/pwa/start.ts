// Starts the offline layer; main.tsx calls it once, before React renders: the outbox replayer,
// the offline marker, the install-prompt listener (beforeinstallprompt can fire early), the mobile
// cache buster and, in production builds, the service worker.
import { type Replayer, startOutboxReplayer } from '../outbox/replayer';
import { exposeOutboxForTests } from '../outbox/test-handle';
import { runMobileCacheBuster } from './cache-buster';
import { watchConnectivity } from './connectivity';
import { watchInstallPrompt } from './install-prompt';
import { registerServiceWorker } from './service-worker-registration';

let replayer: Replayer | null = null;

export function startPwa(): void {
  if (replayer) return;
  watchConnectivity();
  watchInstallPrompt();
  replayer = startOutboxReplayer();
  exposeOutboxForTests();
  void runMobileCacheBuster().catch((error: unknown) => console.error('Cache buster failed', error));
  if (import.meta.env.PROD) registerServiceWorker();
}

/** Sends the outbox now, ignoring backoff (the sheet's Send now button). */
export function replayOutboxNow(): void {
  void replayer?.replayNow({ ignoreBackoff: true });
}
