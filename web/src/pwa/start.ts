// Starts the offline layer; main.tsx calls it once, before React renders: the outbox replayer,
// the offline marker (the replays tell it whether the server answers; the outbox is sent again
// when it goes off), the install-prompt listener (beforeinstallprompt can fire early), the mobile
// cache buster and, in production builds, the service worker.
import { type Replayer, startOutboxReplayer } from '../outbox/replayer';
import { exposeOutboxForTests } from '../outbox/test-handle';
import { runMobileCacheBuster } from './cache-buster';
import { fetchReportingReachability, watchConnectivity } from './connectivity';
import { watchInstallPrompt } from './install-prompt';
import { registerServiceWorker } from './service-worker-registration';

let replayer: Replayer | null = null;

export function startPwa(): void {
  if (replayer) return;
  watchConnectivity({ onReconnect: replayOutboxNow });
  watchInstallPrompt();
  replayer = startOutboxReplayer({ fetch: fetchReportingReachability });
  exposeOutboxForTests();
  void runMobileCacheBuster().catch((error: unknown) => console.error('Cache buster failed', error));
  if (import.meta.env.PROD) registerServiceWorker();
}

/** Sends the outbox now, ignoring backoff: the sheet's Send now button, and whenever the offline marker goes off. */
export function replayOutboxNow(): void {
  replayer?.replayNow({ ignoreBackoff: true }).catch((error: unknown) => console.error('Outbox replay failed', error));
}
