// Storing every file of the app must not compete with the first screen: a page the worker controls
// registers (checks for updates) once the start has settled; a very first visit registers at once,
// as its install stores only the shell, and asks for the rest once the start has settled.
import { SW_UPDATE_CHECK_INTERVAL_MS } from '@fitchoice/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocaleStore, watchLanguagesToStore } from '../i18n/locale-store';
import { CACHE_LANGUAGE_MESSAGE, CLAIM_MESSAGE, PRECACHE_REST_MESSAGE } from './cache-names';
import { usePwaStore } from './pwa-store';
import {
  afterStartSettles,
  registerServiceWorker,
  SERVICE_WORKER_REGISTER_DELAY_MS,
  SERVICE_WORKER_URL,
} from './service-worker-registration';

/** happy-dom has no service workers: the browser's container, as far as workbox-window uses it. */
function stubServiceWorkerContainer({ controlled = false, waiting = false } = {}) {
  const waitingWorker = Object.assign(new EventTarget(), {
    scriptURL: new URL(SERVICE_WORKER_URL, location.href).href,
    state: 'installed',
    postMessage: vi.fn(),
  });
  const registration = Object.assign(new EventTarget(), {
    installing: null,
    waiting: waiting ? waitingWorker : null,
    active: { postMessage: vi.fn() },
    update: vi.fn(async () => undefined),
  });
  const container = Object.assign(new EventTarget(), {
    controller: controlled ? {} : null,
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
  it('in a page the worker controls, registers (checks for a new version) once the start has settled, not before', async () => {
    const { container } = stubServiceWorkerContainer({ controlled: true });
    let settle: () => void = () => undefined;
    registerServiceWorker({ idle: Promise.resolve(), settled: new Promise<void>((resolve) => (settle = resolve)) });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.register).not.toHaveBeenCalled();

    settle();
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' }));
  });

  it('on a very first visit, registers at the first idle moment, and asks for the rest of the app once the start has settled', async () => {
    const { container, registration } = stubServiceWorkerContainer();
    let settle: () => void = () => undefined;
    registerServiceWorker({ idle: Promise.resolve(), settled: new Promise<void>((resolve) => (settle = resolve)) });
    await vi.waitFor(() => expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(registration.active.postMessage).not.toHaveBeenCalledWith({ type: PRECACHE_REST_MESSAGE });

    settle();
    await vi.waitFor(() => expect(registration.active.postMessage).toHaveBeenCalledWith({ type: PRECACHE_REST_MESSAGE }));
  });

  it('asks the active worker to take the page when the page is not controlled once the worker is ready', async () => {
    const { registration } = stubServiceWorkerContainer();
    registerServiceWorker({ idle: Promise.resolve(), settled: new Promise(() => undefined) });
    await vi.waitFor(() => expect(registration.active.postMessage).toHaveBeenCalledWith({ type: CLAIM_MESSAGE }));
  });

  it('does not ask when the page is controlled already', async () => {
    const { registration } = stubServiceWorkerContainer({ controlled: true });
    registerServiceWorker({ idle: Promise.resolve(), settled: Promise.resolve() });
    await vi.waitFor(() => expect(registration.active.postMessage).toHaveBeenCalledWith({ type: PRECACHE_REST_MESSAGE }));
    expect(registration.active.postMessage).not.toHaveBeenCalledWith({ type: CLAIM_MESSAGE });
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

  it("tells the worker the member's language once registered, when it changes, and again once a change shows", async () => {
    const { registration } = stubServiceWorkerContainer();
    useLocaleStore.setState({ language: 'ar', shown: 'ar' });
    registerServiceWorker({ settled: Promise.resolve(), watchLanguage: watchLanguagesToStore });
    await vi.waitFor(() => expect(registration.active.postMessage).toHaveBeenCalledWith({ type: CACHE_LANGUAGE_MESSAGE, language: 'ar' }));

    useLocaleStore.setState({ language: 'ja' });
    await vi.waitFor(() =>
      expect(registration.active.postMessage).toHaveBeenLastCalledWith({ type: CACHE_LANGUAGE_MESSAGE, language: 'ja' }),
    );
    // Chosen on a dead network, its copies could not be stored then: they are asked for again once it shows.
    const told = () => registration.active.postMessage.mock.calls.filter(([message]) => message.type === CACHE_LANGUAGE_MESSAGE).length;
    const before = told();
    useLocaleStore.setState({ shown: 'ja' });
    await vi.waitFor(() => expect(told()).toBe(before + 1));
  });
});

describe('a new version taking over', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    usePwaStore.setState({ applyUpdate: null, reloadWaiting: null });
    document.body.replaceChildren();
  });

  const withReloadSpy = () => vi.spyOn(window.location, 'reload').mockImplementation(() => undefined);

  it('in a tab where the member is typing, reloads only once the text is sent, and says so meanwhile', async () => {
    vi.useFakeTimers();
    const reload = withReloadSpy();
    const { container } = stubServiceWorkerContainer({ controlled: true });
    registerServiceWorker({ idle: Promise.resolve(), settled: Promise.resolve() });
    document.body.innerHTML = '<textarea aria-label="Message"></textarea>';
    const message = document.querySelector('textarea')!;
    message.value = 'On my w';
    message.dispatchEvent(new Event('input', { bubbles: true }));

    container.dispatchEvent(new Event('controllerchange')); // another tab confirmed the update
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).not.toHaveBeenCalled();
    expect(usePwaStore.getState().reloadWaiting).toBeTypeOf('function');

    message.value = ''; // sent
    await vi.advanceTimersByTimeAsync(1000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.clearAllTimers();
  });

  it('in the tab where the member confirmed it, reloads at once, typed text or not', async () => {
    const reload = withReloadSpy();
    const { container } = stubServiceWorkerContainer({ controlled: true, waiting: true });
    registerServiceWorker({ idle: Promise.resolve(), settled: Promise.resolve() });
    document.body.innerHTML = '<textarea aria-label="Message"></textarea>';
    const message = document.querySelector('textarea')!;
    message.value = 'On my w';
    message.dispatchEvent(new Event('input', { bubbles: true }));
    // The prompt's Update now.
    await vi.waitFor(() => expect(usePwaStore.getState().applyUpdate).toBeTypeOf('function'));
    usePwaStore.getState().applyUpdate!();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
