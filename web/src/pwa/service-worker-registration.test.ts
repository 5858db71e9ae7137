// The service worker's install (every file of the app) must not compete with the first screen: the
// worker registers only once the start has settled, and a page with a worker keeps its update checks.
import { SW_UPDATE_CHECK_INTERVAL_MS } from '@fitchoice/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore } from '../i18n/locale-store';
import { CACHE_LANGUAGE_MESSAGE } from './cache-names';
import {
  afterStartSettles,
  registerServiceWorker,
  SERVICE_WORKER_REGISTER_DELAY_MS,
  SERVICE_WORKER_URL,
} from './service-worker-registration';

/** happy-dom has no service workers: the browser's container, as far as workbox-window uses it. */
function stubServiceWorkerContainer() {
  const registration = Object.assign(new EventTarget(), {
    installing: null,
    waiting: null,
    active: { postMessage: vi.fn() },
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: null,
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, registration };
}

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('afterStartSettles', () => {
  beforeEach(() => vi.useFakeTimers());

  it('resolves only after the registration delay, at the next idle moment', async () => {
    let settled = false;
    void afterStartSettles().then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(SERVICE_WORKER_REGISTER_DELAY_MS - 1);
    expect(settled).toBe(false);
    // The idle callback comes at the latest two seconds after the delay.
    await vi.advanceTimersByTimeAsync(2001);
    expect(settled).toBe(true);
  });
});

describe('registerServiceWorker', () => {
  it('registers the worker once the start has settled, not before', async () => {
    const { container } = stubServiceWorkerContainer();
    let settle: () => void = () => undefined;
    registerServiceWorker({ settled: new Promise<void>((resolve) => (settle = resolve)) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.register).not.toHaveBeenCalled();

    settle();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' }));
  });

  it('checks for a new version every minute once registered', async () => {
    vi.useFakeTimers();
    const { container, registration } = stubServiceWorkerContainer();
    registerServiceWorker({ settled: Promise.resolve() });
    await vi.advanceTimersByTimeAsync(0);
    expect(container.register).toHaveBeenCalledTimes(1);
    expect(registration.update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SW_UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(SW_UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
    vi.clearAllTimers();
  });

  it('tells the worker the language being shown once registered, and again when it changes', async () => {
    const { registration } = stubServiceWorkerContainer();
    useLocaleStore.setState({ language: 'ar' });
    registerServiceWorker({ settled: Promise.resolve() });
    await vi.waitFor(() => expect(registration.active.postMessage).toHaveBeenCalledWith({ type: CACHE_LANGUAGE_MESSAGE, language: 'ar' }));

    useLocaleStore.setState({ language: 'ja' });
    await vi.waitFor(() =>
      expect(registration.active.postMessage).toHaveBeenLastCalledWith({ type: CACHE_LANGUAGE_MESSAGE, language: 'ja' }),
    );
  });
});
