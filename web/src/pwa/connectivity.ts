// Whether the server can be reached, from what the app's own calls get back, and the offline
// marker (spec section 4) shown from it: the store's flag, which the banner shows, and data-offline
// on <html>, which styles can use.
//
// navigator.onLine stays true on gym Wi-Fi that reaches nothing (and in Chromium 150 after a reload
// while offline), so every API call reports what came back: no answer (a network error, a time-out,
// or the service worker's cached copy), an answer from a server in trouble (5xx, 408, 429), or a
// healthy answer. The newest call or event wins over a late answer to an older call.
//
// - The marker goes on at the first call without an answer, and off only once the server has
//   answered for a while (hideAfterMs) with no call going unanswered meanwhile (hysteresis: on a
//   link that loses every other request it stays on instead of flickering). The online and offline
//   events toggle it at once, as the spec says; while navigator.onLine is false it stays on.
// - While the server does not answer, or answers in trouble, a probe asks GET /api/config every
//   PROBE_INTERVAL_MS (and keeps asking while the marker waits to go off), so the app learns the
//   server is back without any event.
// - `onServerBack` runs the moment a healthy answer follows no answer or a troubled one: the outbox
//   is sent then, its backoff started again (app/offline-layer.ts). After a troubled answer it runs
//   at most once per TROUBLE_RESET_MS, so a route failing on a healthy server is not retried in a loop.
import { configGet } from '@fitchoice/shared/api/routes/config';
import { FROM_CACHE_HEADER } from './cache-names';
import { usePwaStore } from './pwa-store';

export const OFFLINE_ATTRIBUTE = 'data-offline';
/** What the probe asks: small, public, and answered by the server or not at all. */
const PROBE_URL: string = configGet.path;
const PROBE_INTERVAL_MS = 2000;
/** A probe unanswered this long counts as no answer (the next one starts after it). */
const PROBE_TIMEOUT_MS = 5000;
/** How long the server must keep answering before the marker goes off (watchConnectivity may set it). */
let hideAfterMs = 2000;
const TROUBLE_RESET_MS = 30_000;

/** What the newest call got back. */
export type Health = 'unreachable' | 'troubled' | 'healthy';

export function isOffline(): boolean {
  return usePwaStore.getState().offline;
}

let health: Health | null = null;
/** When the server's current run of answers began, while the marker waits to go off. */
let answeringSince: number | null = null;
/** When the newest run of unanswered (or troubled) calls was first seen: null while all is well. */
let troubleSeenAt: number | null = null;
/**
 * Told when a healthy answer follows no answer (false) or an answer in trouble (true), with when
 * that trouble was first seen (requests sent after it went into the outage) and when the request
 * that was answered was sent (requests sent after it went out on the network that answered).
 */
const backListeners = new Set<(afterTrouble: boolean, troubleSince: number, answeredSentAt: number) => void>();
const changeListeners = new Set<() => void>();

/** Calls `listener` after each call's or event's news; answers the function that stops it. */
export function onReachabilityChange(listener: () => void): () => void {
  changeListeners.add(listener);
  return () => changeListeners.delete(listener);
}

/** Whether the newest call got no answer: what is queued now waits for the connection. */
export function serverUnreachable(): boolean {
  return health === 'unreachable' || globalThis.navigator?.onLine === false;
}

// The newest news wins: each event and each request takes a turn when it starts, and a late answer
// to an older request (a probe that timed out after the connection came back) changes nothing.
let turns = 0;
let shownTurn = 0;

function nextTurn(): number {
  turns += 1;
  return turns;
}

function showMarker(offline: boolean): void {
  answeringSince = null;
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute(OFFLINE_ATTRIBUTE, offline);
  if (isOffline() !== offline) usePwaStore.setState({ offline });
}

/** `sentAt`: when the call was sent (events: when they came). */
function observe(turn: number, outcome: Health, sentAt = Date.now()): void {
  if (turn < shownTurn) return;
  shownTurn = turn;
  const previous = health;
  health = outcome;
  if (outcome !== 'healthy') troubleSeenAt ??= Date.now();
  if (outcome === 'unreachable') showMarker(true);
  // While the browser says it is offline the marker stays (only the online event takes it off):
  // Chromium's emulation still lets the service worker's own fetches through.
  else if (isOffline() && globalThis.navigator?.onLine !== false) {
    const now = Date.now();
    answeringSince ??= now;
    if (now - answeringSince >= hideAfterMs) showMarker(false);
  }
  if (outcome === 'healthy') {
    const since = troubleSeenAt;
    troubleSeenAt = null;
    if (previous !== null && previous !== 'healthy')
      for (const listener of backListeners) listener(previous === 'troubled', since ?? Date.now(), sentAt);
  }
  for (const listener of changeListeners) listener();
}

function outcomeOf(response: Response): Health {
  if (response.headers.has(FROM_CACHE_HEADER)) return 'unreachable';
  const { status } = response;
  return status >= 500 || status === 408 || status === 429 ? 'troubled' : 'healthy';
}

/**
 * fetch for the app's own API (the fetcher and the page's outbox replays use it): the answer, and
 * the reachability told what came back.
 */
export async function fetchReportingReachability(
  input: RequestInfo | URL,
  init?: RequestInit,
  /** The same request, already started (index.html's session check): its answer is reported instead. */
  started?: Promise<Response>,
): Promise<Response> {
  const turn = nextTurn();
  // A request already started went out before now: now is later than its sending, so a pass
  // started in between is still given up (see the replayer's serverBack).
  const sentAt = Date.now();
  let response: Response;
  try {
    response = await (started ?? fetch(input, init));
  } catch (error) {
    // A request the app cancelled itself (a query no screen needs any more) says nothing of the network.
    if (!(error instanceof DOMException && error.name === 'AbortError')) observe(turn, 'unreachable', sentAt);
    throw error;
  }
  observe(turn, outcomeOf(response), sentAt);
  return response;
}

/** Whether the server answers now, healthily (the reachability is told too). */
export async function serverAnswers(url = PROBE_URL): Promise<boolean> {
  try {
    const response = await fetchReportingReachability(url, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    return outcomeOf(response) === 'healthy';
  } catch {
    return false;
  }
}

interface WatchOptions {
  /**
   * Runs the moment the server answers healthily after not answering, or answering in trouble, with
   * when the trouble was first seen and when the request so answered was sent.
   */
  onServerBack?: (troubleSince: number, answeredSentAt: number) => void;
  /** Tests probe their own server, more often, and wait less before the marker goes off. */
  probeUrl?: string;
  probeIntervalMs?: number;
  hideAfterMs?: number;
}

/** Starts the marker's events and probe; the API calls report from the first one on. */
export function watchConnectivity({
  onServerBack = () => undefined,
  probeUrl = PROBE_URL,
  probeIntervalMs = PROBE_INTERVAL_MS,
  hideAfterMs: hideAfter = 2000,
}: WatchOptions = {}): () => void {
  hideAfterMs = hideAfter;
  let probe: ReturnType<typeof setTimeout> | null = null;
  let lastTroubleReset = Number.NEGATIVE_INFINITY;
  const serverBack = (afterTrouble: boolean, troubleSince: number, answeredSentAt: number) => {
    if (afterTrouble && Date.now() - lastTroubleReset < TROUBLE_RESET_MS) return;
    if (afterTrouble) lastTroubleReset = Date.now();
    onServerBack(troubleSince, answeredSentAt);
  };
  const needsProbe = () => health !== 'healthy' || isOffline();
  const scheduleProbe = () => {
    // Without a network (navigator.onLine false) the `online` event says when to look again.
    if (probe !== null || health === null || !needsProbe() || !navigator.onLine) return;
    probe = setTimeout(async () => {
      await serverAnswers(probeUrl);
      probe = null;
      scheduleProbe();
    }, probeIntervalMs);
  };
  backListeners.add(serverBack);
  changeListeners.add(scheduleProbe);
  const onOnline = () => {
    showMarker(false);
    void serverAnswers(probeUrl);
  };
  const onOffline = () => observe(nextTurn(), 'unreachable');
  // navigator.onLine false is news; true is not: it says nothing of reachability, and must not clear
  // a call that already went unanswered while this code loaded (the session check of an offline start).
  if (!navigator.onLine) observe(nextTurn(), 'unreachable');
  // Nothing has asked the server yet (a visitor's start asks no session): ask once, so a start with
  // no connection shows the marker even where navigator.onLine says online.
  else if (turns === 0) void serverAnswers(probeUrl);
  scheduleProbe();
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  return () => {
    backListeners.delete(serverBack);
    changeListeners.delete(scheduleProbe);
    if (probe !== null) clearTimeout(probe);
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
  };
}
