// @vitest-environment node
// The offline marker decided from reachability as well as from the online/offline events, against
// a real local HTTP server with Node's fetch (happy-dom's ignores abort signals and adds CORS
// preflights): a call the server does not answer marks the app offline while navigator.onLine
// still says online, and the next answer (a call or the probe) clears it. The page around it
// (window events, <html>, navigator) is a happy-dom window.
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../test/http-server';
import { FROM_CACHE_HEADER } from './cache-names';
import { fetchReportingReachability, isOffline, OFFLINE_ATTRIBUTE, watchConnectivity } from './connectivity';

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
beforeEach(() => {
  probeAnswers = false;
  server.arrived.length = 0;
  stop = watchConnectivity({ probeUrl: `${server.url}/api/probe`, probeIntervalMs: 30 });
  page.dispatchEvent(new page.Event('online')); // each test starts online
});
afterEach(() => stop());

const marked = () => ({ offline: isOffline(), attribute: document.documentElement.hasAttribute(OFFLINE_ATTRIBUTE) });
const call = (path: string, init?: RequestInit) => fetchReportingReachability(`${server.url}${path}`, init).catch(() => null);

describe('the offline marker', () => {
  it('is set by a call the server does not answer and cleared by the next answer, whatever its status', async () => {
    expect(navigator.onLine).toBe(true);
    expect(marked()).toEqual({ offline: false, attribute: false });

    await call('/api/down');
    expect(marked()).toEqual({ offline: true, attribute: true });
    expect(navigator.onLine).toBe(true);

    await call('/api/broken'); // a 500 is still the server answering
    expect(marked()).toEqual({ offline: false, attribute: false });
  });

  it("is set by the service worker's cached copy: the server did not answer that one", async () => {
    await call('/api/cached');
    expect(isOffline()).toBe(true);
    await call('/api/ok');
    expect(isOffline()).toBe(false);
  });

  it('is not changed by a late answer to a call older than the newest one', async () => {
    const late = call('/api/slow');
    await call('/api/down');
    await late; // answered after the failure, but sent before it
    expect(isOffline()).toBe(true);
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

  it('follows the online and offline events (spec section 4)', () => {
    page.dispatchEvent(new page.Event('offline'));
    expect(marked()).toEqual({ offline: true, attribute: true });
    page.dispatchEvent(new page.Event('online'));
    expect(marked()).toEqual({ offline: false, attribute: false });
  });

  it('keeps a failure seen before it started watching (an offline start), and probes from the start', async () => {
    stop();
    await call('/api/down'); // the session check, while the offline layer's code still loads
    stop = watchConnectivity({ probeUrl: `${server.url}/api/probe`, probeIntervalMs: 30 });
    expect(navigator.onLine).toBe(true);
    expect(marked()).toEqual({ offline: true, attribute: true });

    probeAnswers = true;
    await vi.waitFor(() => expect(isOffline()).toBe(false));
  });

  it('clears without any event once the probe reaches the server, and then says so (onReconnect)', async () => {
    stop();
    const onReconnect = vi.fn();
    stop = watchConnectivity({ onReconnect, probeUrl: `${server.url}/api/probe`, probeIntervalMs: 30 });

    await call('/api/down');
    expect(isOffline()).toBe(true);
    await vi.waitFor(() => expect(server.arrived.filter((r) => r.path === '/api/probe').length).toBeGreaterThanOrEqual(2));
    expect(isOffline()).toBe(true); // the probes got no answer
    expect(onReconnect).not.toHaveBeenCalled();

    probeAnswers = true;
    await vi.waitFor(() => expect(isOffline()).toBe(false));
    expect(onReconnect).toHaveBeenCalledOnce();
    const probes = server.arrived.filter((r) => r.path === '/api/probe').length;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(server.arrived.filter((r) => r.path === '/api/probe')).toHaveLength(probes); // no probing while online
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
