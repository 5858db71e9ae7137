// The page's replayer: runs a replay pass on app start, when the browser comes back online, when
// an entry is queued, when a backoff runs out, and when the server answers again after an outage
// (serverBack: a pass that started once the trouble was seen gives up its requests into the dead
// network — one that started before is being answered, only slowly — and the waiting
// entries go at once, their backoff from the first step). A pass that fails altogether is tried
// again after the first backoff step, so the queue never stalls until a reload. It also asks the
// service worker for a Background Sync, so that where the browser has it the outbox is sent even
// after the tab is closed.
import { getDatabase } from '../db/database';
import { type BackoffPolicy, DEFAULT_BACKOFF } from './backoff';
import { onEnqueue } from './outbox';
import { type ReplayResult, replayOutbox } from './replay';
import { OUTBOX_SYNC_TAG } from './sync-tag';

export interface Replayer {
  /** Runs a pass now (or right after the running one); resolves when that pass has finished. */
  replayNow(options?: { ignoreBackoff?: boolean }): Promise<ReplayResult>;
  /**
   * The server answers again after not answering (or answering in trouble, first seen at
   * `troubleSince`), to a request sent at `answeredSentAt`: send everything now.
   */
  serverBack(troubleSince: number, answeredSentAt?: number): Promise<ReplayResult>;
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
  let waitingResetsBackoff = false;
  /** Gives up the running pass's requests; and when that pass started. */
  let running: AbortController | null = null;
  let runningSince = 0;

  const runPass = async (ignoreBackoff: boolean, resetBackoff: boolean): Promise<ReplayResult> => {
    const controller = new AbortController();
    running = controller;
    runningSince = Date.now();
    try {
      const db = await getDatabase();
      const result = await replayOutbox({ db, ignoreBackoff, resetBackoff, signal: controller.signal, ...options });
      schedule(result.nextAttemptAt);
      return result;
    } catch (error) {
      schedule(Date.now() + DEFAULT_BACKOFF.baseMs);
      throw error;
    } finally {
      if (running === controller) running = null;
    }
  };

  const schedule = (at: number | null) => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (stopped || at === null) return;
    timer = setTimeout(() => void replayNow().catch(logReplayError), Math.max(0, at - Date.now()));
  };

  function replayNow({ ignoreBackoff = false, resetBackoff = false } = {}): Promise<ReplayResult> {
    // Offline, a pass would only fail and push the backoff out; the `online` event starts one.
    if (stopped || globalThis.navigator?.onLine === false) return Promise.resolve({ sent: 0, failed: 0, nextAttemptAt: null });
    waitingIgnoresBackoff ||= ignoreBackoff;
    waitingResetsBackoff ||= resetBackoff;
    if (waiting) return waiting;
    const pass = chain.then(() => {
      waiting = null;
      const ignore = waitingIgnoresBackoff;
      const reset = waitingResetsBackoff;
      waitingIgnoresBackoff = false;
      waitingResetsBackoff = false;
      return runPass(ignore, reset);
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
    serverBack(troubleSince, answeredSentAt = Number.POSITIVE_INFINITY) {
      // Requests the running pass sent while the server was gone may never be answered: they are
      // given up (and sent again under their keys, which the server answers once). A pass begun
      // before the trouble was seen is waiting on a slow answer, not a dead one: it goes on (giving
      // it up on a network slower than the probe's time-out would give it up again and again). So
      // does a pass begun after the answered request was sent (the `online` event starts a pass
      // just after its probe): its requests went out on the network that answered, and giving
      // them up would only have the server do them twice.
      if (runningSince >= troubleSince && runningSince < answeredSentAt) running?.abort();
      return replayNow({ ignoreBackoff: true, resetBackoff: true });
    },
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
