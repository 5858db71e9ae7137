// @vitest-environment node
// The offline marker decided from reachability as well as from the online/offline events, against
// a real local HTTP server with Node's fetch (happy-dom's ignores abort signals and adds CORS
// preflights): a call the server does not answer marks the app offline while navigator.onLine
// still says online, answers over a while clear it (not one answer on a flapping link), and the
// server coming back (after no answer, or after 5xx) is said at once so the outbox goes. The page around it
// (window events, <html>, navigator) is a happy-dom window.
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../test/http-server';
import { FROM_CACHE_HEADER } from './cache-names';
import { fetchReportingReachability, isOffline, OFFLINE_ATTRIBUTE, serverUnreachable, watchConnectivity } from './connectivity';
import { usePwaStore } from './pwa-store';

const page = new Window();
vi.stubGlobal('window', page);
vi.stubGlobal('document', page.document);
vi.stubGlobal('navigator', page.navigator);

let server: TestHttpServer;
/** What /api/probe does next: drop the connection (no answer) or answer. */
let probeAnswers = false;
let stop: () => void = () => undefined;

beforeAll(async () => {
  server = await startHttpServer();
  server.on('/api/ok', (_req, res) => res.writeHead(200).end('{}'));
  server.on('/api/broken', (_req, res) => res.writeHead(500).end('{"error":"Internal error"}'));
  server.on('/api/down', (req) => req.socket.destroy());
  server.on('/api/slow', (_req, res) => setTimeout(() => res.writeHead(200).end('{}'), 500));
  server.on('/api/cached', (_req, res) => res.writeHead(200, { [FROM_CACHE_HEADER]: '1' }).end('{}'));
  server.on('/api/probe', (req, res) => {
    if (probeAnswers) res.writeHead(200).end('{}');
    else req.socket.destroy();
  });
});
afterAll(() => server.close());
beforeEach(async () => {
  // Each test starts online, the online event's probe answered; then the probe gets no answer.
  probeAnswers = true;
  stop = watch();
  page.dispatchEvent(new page.Event('online'));
  await vi.waitFor(() => expect(server.arrived.some((r) => r.path === '/api/probe')).toBe(true));
  await wait(20);
  probeAnswers = false;
  server.arrived.length = 0;
});
afterEach(() => stop());

const HIDE_AFTER_MS = 120;
const watch = (options: Parameters<typeof watchConnectivity>[0] = {}) =>
  watchConnectivity({ probeUrl: `${server.url}/api/probe`, probeIntervalMs: 30, hideAfterMs: HIDE_AFTER_MS, ...options });
const marked = () => ({ offline: isOffline(), attribute: document.documentElement.hasAttribute(OFFLINE_ATTRIBUTE) });
const call = (path: string, init?: RequestInit) => fetchReportingReachability(`${server.url}${path}`, init).catch(() => null);
const probes = () => server.arrived.filter((r) => r.path === '/api/probe').length;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the offline marker', () => {
  it('is set by a call the server does not answer, and cleared once the server has kept answering a while, whatever the status', async () => {
    expect(navigator.onLine).toBe(true);
    expect(marked()).toEqual({ offline: false, attribute: false });

    await call('/api/down');
    expect(marked()).toEqual({ offline: true, attribute: true });
    expect(navigator.onLine).toBe(true);
    expect(serverUnreachable()).toBe(true);

    probeAnswers = true;
    await call('/api/broken'); // a 500 is still the server answering
    expect(serverUnreachable()).toBe(false);
    expect(isOffline()).toBe(true); // one answer is not enough to take the marker off
    await vi.waitFor(() => expect(marked()).toEqual({ offline: false, attribute: false })); // the probe's answers, a while later
  });

  it('does not flicker on a link that loses every other request: it stays on', async () => {
    const flips: boolean[] = [];
    const unsubscribe = usePwaStore.subscribe((state, previous) => {
      if (state.offline !== previous.offline) flips.push(state.offline);
    });
    try {
      for (let n = 0; n < 12; n += 1) {
        await call(n % 2 === 0 ? '/api/down' : '/api/ok');
        await wait(HIDE_AFTER_MS / 2);
      }
    } finally {
      unsubscribe();
    }
    expect(flips).toEqual([true]);
  });

  it("is set by the service worker's cached copy: the server did not answer that one", async () => {
    await call('/api/cached');
    expect(isOffline()).toBe(true);
    expect(serverUnreachable()).toBe(true);
  });

  it('is not changed by a late answer to a call older than the newest one', async () => {
    const late = call('/api/slow');
    await call('/api/down');
    await late; // answered after the failure, but sent before it
    expect(isOffline()).toBe(true);
    expect(serverUnreachable()).toBe(true);
  });

  it('is left alone by a request the app cancelled itself', async () => {
    const controller = new AbortController();
    const cancelled = call('/api/slow', { signal: controller.signal });
    controller.abort();
    await cancelled;
    expect(isOffline()).toBe(false);

    await call('/api/down');
    const again = new AbortController();
    const cancelledWhileOffline = call('/api/slow', { signal: again.signal });
    again.abort();
    await cancelledWhileOffline;
    expect(isOffline()).toBe(true);
  });

  it('stays on while navigator.onLine says offline, whatever answers come back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      page.dispatchEvent(new page.Event('offline'));
      await call('/api/ok');
      await wait(HIDE_AFTER_MS);
      await call('/api/ok');
      expect(isOffline()).toBe(true);
    } finally {
      onLine.mockRestore();
    }
  });

  it('follows the online and offline events at once (spec section 4)', () => {
    page.dispatchEvent(new page.Event('offline'));
    expect(marked()).toEqual({ offline: true, attribute: true });
    page.dispatchEvent(new page.Event('online'));
    expect(marked()).toEqual({ offline: false, attribute: false });
  });

  it('keeps a failure seen before it started watching (an offline start), and probes from the start', async () => {
    stop();
    await call('/api/down'); // the session check, while the offline layer's code still loads
    stop = watch();
    expect(navigator.onLine).toBe(true);
    expect(marked()).toEqual({ offline: true, attribute: true });

    probeAnswers = true;
    await vi.waitFor(() => expect(isOffline()).toBe(false));
  });
});

describe('the server coming back', () => {
  it('is found by the probe without any event, says so once (onServerBack), and the probing stops', async () => {
    stop();
    const onServerBack = vi.fn();
    stop = watch({ onServerBack });

    await call('/api/down');
    await vi.waitFor(() => expect(probes()).toBeGreaterThanOrEqual(2));
    expect(isOffline()).toBe(true); // the probes got no answer
    expect(onServerBack).not.toHaveBeenCalled();

    probeAnswers = true;
    await vi.waitFor(() => expect(onServerBack).toHaveBeenCalledOnce());
    // With when the trouble began (the first call) and when the probe that was answered went out (after it).
    const [troubleSince, answeredSentAt] = onServerBack.mock.calls[0] as [number, number];
    expect(answeredSentAt).toBeGreaterThan(troubleSince);
    expect(answeredSentAt).toBeLessThanOrEqual(Date.now());
    await vi.waitFor(() => expect(isOffline()).toBe(false)); // the probe went on until the marker could go off
    const asked = probes();
    await wait(150);
    expect(probes()).toBe(asked); // no probing while the server answers
    expect(onServerBack).toHaveBeenCalledOnce();
  });

  it('is also a healthy answer after answers in trouble (5xx), at most once per half minute', async () => {
    stop();
    const onServerBack = vi.fn();
    stop = watch({ onServerBack });
    await call('/api/broken');
    expect(isOffline()).toBe(false); // in trouble is not offline
    probeAnswers = true; // the probe asks while the server is in trouble
    await vi.waitFor(() => expect(onServerBack).toHaveBeenCalledOnce());

    await call('/api/broken'); // a route failing on a healthy server: not retried in a loop
    await call('/api/ok');
    expect(onServerBack).toHaveBeenCalledOnce();
    await call('/api/down'); // but after no answer at all, always
    await call('/api/ok');
    expect(onServerBack).toHaveBeenCalledTimes(2);
  });
});

describe('a start that asked the server nothing', () => {
  it('asks once, so an offline start is marked though navigator.onLine says online; a start that asked does not', async () => {
    stop();
    vi.resetModules();
    const fresh = await import('./connectivity');
    const stopFresh = fresh.watchConnectivity({ probeUrl: `${server.url}/api/down`, probeIntervalMs: 60_000 });
    try {
      await vi.waitFor(() => expect(fresh.isOffline()).toBe(true));
      expect(server.arrived.filter((request) => request.path === '/api/down')).toHaveLength(1);
    } finally {
      stopFresh();
    }

    vi.resetModules();
    const asked = await import('./connectivity');
    await asked.fetchReportingReachability(`${server.url}/api/ok`);
    server.arrived.length = 0;
    const stopAsked = asked.watchConnectivity({ probeUrl: `${server.url}/api/down`, probeIntervalMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    stopAsked();
    expect(server.arrived).toEqual([]);
    expect(asked.isOffline()).toBe(false);
  });
});
