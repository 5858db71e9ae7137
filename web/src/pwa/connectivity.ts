// The offline marker (spec section 4): the store's flag, which the banner shows, and data-offline
// on <html>, which styles can use. Online and offline events toggle it, as the spec says. The app's
// own API calls decide too, because navigator.onLine stays true on gym Wi-Fi that reaches nothing
// (and in Chromium 150 after a reload while offline): a call the server did not answer (a network
// error, a time-out, or the service worker's cached copy) marks the app offline, and the next
// answer from the server clears it. While the marker is on and navigator.onLine says online, a
// probe asks the server every PROBE_INTERVAL_MS, so it clears even when no event says so.
import { configGet } from '@fitchoice/shared/api/routes';
import { FROM_CACHE_HEADER } from './cache-names';
import { usePwaStore } from './pwa-store';

export const OFFLINE_ATTRIBUTE = 'data-offline';
/** What the probe asks: small, public, and answered by the server or not at all. */
const PROBE_URL: string = configGet.path;
const PROBE_INTERVAL_MS = 5000;

export function isOffline(): boolean {
  return usePwaStore.getState().offline;
}

// The newest news wins: each event and each request takes a turn when it starts, and a late answer
// to an older request (a probe that timed out after the connection came back) changes nothing.
let turns = 0;
let shownTurn = 0;

function nextTurn(): number {
  turns += 1;
  return turns;
}

function observe(turn: number, offline: boolean): void {
  if (turn < shownTurn) return;
  shownTurn = turn;
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute(OFFLINE_ATTRIBUTE, offline);
  if (isOffline() !== offline) usePwaStore.setState({ offline });
}

/**
 * fetch for the app's own API (the fetcher and the page's outbox replays use it): the answer, and
 * the marker told whether it came from the server.
 */
export async function fetchReportingReachability(
  input: RequestInfo | URL,
  init?: RequestInit,
  /** The same request, already started (index.html's session check): its answer is reported instead. */
  started?: Promise<Response>,
): Promise<Response> {
  const turn = nextTurn();
  let response: Response;
  try {
    response = await (started ?? fetch(input, init));
  } catch (error) {
    // A request the app cancelled itself (a query no screen needs any more) says nothing of the network.
    if (!(error instanceof DOMException && error.name === 'AbortError')) observe(turn, true);
    throw error;
  }
  observe(turn, response.headers.has(FROM_CACHE_HEADER));
  return response;
}

/** Whether the server answers now (and the marker says so too). */
export async function serverAnswers(url = PROBE_URL): Promise<boolean> {
  try {
    const response = await fetchReportingReachability(url, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_INTERVAL_MS) });
    return !response.headers.has(FROM_CACHE_HEADER);
  } catch {
    return false;
  }
}

interface WatchOptions {
  /** Runs each time the marker goes off (the outbox is sent then). */
  onReconnect?: () => void;
  /** Tests probe their own server, more often. */
  probeUrl?: string;
  probeIntervalMs?: number;
}

/** Starts the marker's events and probe; the API calls report from the first one on. */
export function watchConnectivity({
  onReconnect = () => undefined,
  probeUrl = PROBE_URL,
  probeIntervalMs = PROBE_INTERVAL_MS,
}: WatchOptions = {}): () => void {
  let probe: ReturnType<typeof setTimeout> | null = null;
  const scheduleProbe = () => {
    // Without a network (navigator.onLine false) the `online` event says when to look again.
    if (probe !== null || !isOffline() || !navigator.onLine) return;
    probe = setTimeout(async () => {
      await serverAnswers(probeUrl);
      probe = null;
      scheduleProbe();
    }, probeIntervalMs);
  };
  const unsubscribe = usePwaStore.subscribe((state, previous) => {
    if (state.offline) scheduleProbe();
    else if (previous.offline) onReconnect();
  });
  const onOnline = () => observe(nextTurn(), false);
  const onOffline = () => observe(nextTurn(), true);
  // navigator.onLine false is news; true is not: it says nothing of reachability, and must not clear
  // a call that already went unanswered while this code loaded (the session check of an offline start).
  if (!navigator.onLine) observe(nextTurn(), true);
  // Nothing has asked the server yet (a visitor's start asks no session): ask once, so a start with
  // no connection shows the marker even where navigator.onLine says online.
  else if (turns === 0) void serverAnswers(probeUrl);
  scheduleProbe();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    unsubscribe();
    if (probe !== null) clearTimeout(probe);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
