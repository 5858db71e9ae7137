// The page's replayer: runs a replay pass on app start, when the browser comes back online, when
// an entry is queued and when a backoff runs out. It also asks the service worker for a Background
// Sync, so that where the browser has it the outbox is sent even after the tab is closed.
import { getDatabase } from '../db/database';
import type { BackoffPolicy } from './backoff';
import { onEnqueue } from './outbox';
import { type ReplayResult, replayOutbox } from './replay';
import { OUTBOX_SYNC_TAG } from './sync-tag';

export interface Replayer {
  /** Runs a pass now (or right after the running one); resolves when that pass has finished. */
  replayNow(options?: { ignoreBackoff?: boolean }): Promise<ReplayResult>;
  stop(): void;
}

interface ReplayerOptions {
  backoff?: BackoffPolicy;
  fetch?: typeof fetch;
  baseUrl?: string;
}

export function startOutboxReplayer(options: ReplayerOptions = {}): Replayer {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  // Passes run one after another; requests made while one waits to start join that one.
  let chain: Promise<unknown> = Promise.resolve();
  let waiting: Promise<ReplayResult> | null = null;
  let waitingIgnoresBackoff = false;

  const runPass = async (ignoreBackoff: boolean): Promise<ReplayResult> => {
    const db = await getDatabase();
    const result = await replayOutbox({ db, ignoreBackoff, ...options });
    schedule(result.nextAttemptAt);
    return result;
  };

  const schedule = (at: number | null) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped || at === null) return;
    timer = setTimeout(() => void replayNow().catch(logReplayError), Math.max(0, at - Date.now()));
  };

  function replayNow({ ignoreBackoff = false } = {}): Promise<ReplayResult> {
    // Offline, a pass would only fail and push the backoff out; the `online` event starts one.
    if (stopped || globalThis.navigator?.onLine === false) return Promise.resolve({ sent: 0, failed: 0, nextAttemptAt: null });
    waitingIgnoresBackoff ||= ignoreBackoff;
    if (waiting) return waiting;
    const pass = chain.then(() => {
      waiting = null;
      const ignore = waitingIgnoresBackoff;
      waitingIgnoresBackoff = false;
      return runPass(ignore);
    });
    waiting = pass;
    chain = pass.catch(() => undefined);
    return pass;
  }

  const onOnline = () => void replayNow({ ignoreBackoff: true }).catch(logReplayError);
  globalThis.addEventListener?.('online', onOnline);
  const offEnqueue = onEnqueue(() => {
    void requestBackgroundSync();
    void replayNow().catch(logReplayError);
  });
  void replayNow({ ignoreBackoff: true }).catch(logReplayError);

  return {
    replayNow,
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      globalThis.removeEventListener?.('online', onOnline);
      offEnqueue();
    },
  };
}

/** Background Sync where the browser has it (Chromium); elsewhere the page triggers suffice. */
async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // Not supported or not permitted: the page's own triggers still send the outbox.
  }
}

function logReplayError(error: unknown): void {
  console.error('Outbox replay failed', error);
}
