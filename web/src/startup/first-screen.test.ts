import type { RegisteredRouter } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// One start per page: each test takes a fresh copy of the module.
async function freshModule() {
  vi.resetModules();
  return import('./first-screen');
}

function fakeRouter() {
  let listener: (() => void) | null = null;
  const router = {
    subscribe: (event: string, fn: () => void) => {
      expect(event).toBe('onRendered');
      listener = fn;
      return () => {
        listener = null;
      };
    },
  } as unknown as RegisteredRouter;
  return { router, render: () => listener?.() };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('firstScreenPainted', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves a frame after the router first renders a screen, not before', async () => {
    const { firstScreenPainted, watchFirstScreen } = await freshModule();
    const { router, render } = fakeRouter();
    watchFirstScreen(router);
    expect(await settled(firstScreenPainted())).toBe(false);
    render();
    expect(await settled(firstScreenPainted())).toBe(false);
    await vi.advanceTimersByTimeAsync(20);
    expect(await settled(firstScreenPainted())).toBe(true);
  });

  it('resolves after three seconds at the latest when no screen renders (a session answer that hangs)', async () => {
    const { firstScreenPainted, watchFirstScreen } = await freshModule();
    watchFirstScreen(fakeRouter().router);
    await vi.advanceTimersByTimeAsync(2900);
    expect(await settled(firstScreenPainted())).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await settled(firstScreenPainted())).toBe(true);
  });
});
