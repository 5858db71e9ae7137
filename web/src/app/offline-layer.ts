// Starts the offline layer (here in app/, as it wires the outbox to the pwa/ modules, which then
// need nothing of the outbox); main.tsx calls it once, when the page is idle: the outbox replayer,
// the reachability and offline marker (the replays tell it whether the server answers; the outbox
// is sent again, its backoff from the first step, the moment the server answers again), the install-prompt listener (beforeinstallprompt can fire early), the mobile
// cache buster, and in test builds (VITE_TEST_HOOKS=1, `npm run build:test`) the outbox's test
// handle, which a production build leaves out altogether. main.tsx registers the service worker.
import { endServerSessionIfPending, fetchAfterLogout } from '../api/logout-pending';
import { type Replayer, startOutboxReplayer } from '../outbox/replayer';
import { exposeOutboxForTests } from '../outbox/test-handle';
import { runMobileCacheBuster } from '../pwa/cache-buster';
import { watchConnectivity } from '../pwa/connectivity';
import { watchInstallPrompt } from '../pwa/install-prompt';

let replayer: Replayer | null = null;

export function startPwa(): void {
  if (replayer) return;
  // A logout the server has not heard of goes first, before the outbox (api/logout-pending.ts).
  watchConnectivity({
    onServerBack: (troubleSince, answeredSentAt) =>
      void endServerSessionIfPending().then(() => replayer?.serverBack(troubleSince, answeredSentAt).catch(logReplayError)),
  });
  globalThis.addEventListener('online', () => void endServerSessionIfPending());
  watchInstallPrompt();
  replayer = startOutboxReplayer({ fetch: fetchAfterLogout });
  if (import.meta.env.VITE_TEST_HOOKS === '1') exposeOutboxForTests();
  void runMobileCacheBuster().catch((error: unknown) => console.error('Cache buster failed', error));
}

/** Sends the outbox now, ignoring backoff: the sheet's Send now button. */
export function replayOutboxNow(): void {
  replayer?.replayNow({ ignoreBackoff: true }).catch(logReplayError);
}

function logReplayError(error: unknown): void {
  console.error('Outbox replay failed', error);
}
