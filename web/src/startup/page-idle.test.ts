// The moment the page counts as idle, when the parts no screen shows at first load: once it has
// settled after the first paint, or at first use (a tap, a key, the connection dropping), or at the
// latest LATEST_IDLE_MS after the paint; never before the paint.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let paint: () => void = () => undefined;
vi.mock('./first-screen', () => ({
  firstScreenPainted: () =>
    new Promise<void>((resolve) => {
      paint = resolve;
    }),
}));

beforeEach(() => {
  vi.resetModules();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A fresh page's pageIdle and whether it has resolved. */
async function startPage() {
  const module = await import('./page-idle');
  const state = { idle: false };
  void module.pageIdle().then(() => {
    state.idle = true;
  });
  return { ...module, state };
}

describe('pageSettled', () => {
  it('resolves once nothing has loaded for SETTLED_QUIET_MS after the load event, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const { pageSettled, SETTLED_QUIET_MS } = await import('./page-idle');
    let settled = false;
    void pageSettled().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(settled).toBe(true);
  });
});

describe('pageIdle', () => {
  it('waits for the first paint, then for the page to settle', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    const { state, SETTLED_QUIET_MS } = await startPage();
    await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS * 3);
    expect(state.idle).toBe(false);
    paint();
    await vi.advanceTimersByTimeAsync(SETTLED_QUIET_MS - 100);
    expect(state.idle).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(state.idle).toBe(true);
  });

  it.each(['pointerdown', 'keydown', 'offline'])('is reached at once at first use (%s), even before the paint', async (type) => {
    const { state } = await startPage();
    await Promise.resolve();
    expect(state.idle).toBe(false);
    window.dispatchEvent(new Event(type));
    await vi.waitFor(() => expect(state.idle).toBe(true));
  });

  it('is reached LATEST_IDLE_MS after the paint on a page that never settles', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
    // A page still loading: its load event never comes.
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      const { state, LATEST_IDLE_MS } = await startPage();
      paint();
      await vi.advanceTimersByTimeAsync(LATEST_IDLE_MS - 100);
      expect(state.idle).toBe(false);
      await vi.advanceTimersByTimeAsync(200);
      expect(state.idle).toBe(true);
    } finally {
      readyState.mockRestore();
    }
  });

  it('answers every caller the same moment', async () => {
    const { pageIdle } = await import('./page-idle');
    expect(pageIdle()).toBe(pageIdle());
  });
});
