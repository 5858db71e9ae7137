import { INSTALL_PROMPT_SUPPRESS_MS, STORAGE_KEYS } from '@fitchoice/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRecord, setRecord } from '../db/records';
import { closeDatabase, openTestDatabase } from '../db/test-database';
import { pwaMessages } from '../i18n/messages/pwa';
import { InstallPrompt } from './InstallPrompt';
import { dismissedRecently, isIos, watchInstallPrompt } from './install-prompt';
import { usePwaStore } from './pwa-store';

let stop: () => void = () => undefined;

beforeEach(async () => {
  await openTestDatabase();
  usePwaStore.setState({ install: null });
});
afterEach(async () => {
  cleanup();
  stop();
  vi.useRealTimers();
  await closeDatabase();
});

function fireBeforeInstallPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  window.dispatchEvent(event);
  return event;
}

function renderPrompt() {
  render(
    <IntlProvider locale="en" messages={pwaMessages}>
      <InstallPrompt />
    </IntlProvider>,
  );
}

describe('install prompt rules', () => {
  it.each([
    { label: 'iPhone', ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X)', platform: 'iPhone', touch: 5, ios: true },
    { label: 'iPad as a Mac', ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', touch: 5, ios: true },
    { label: 'a Mac', ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', platform: 'MacIntel', touch: 0, ios: false },
    { label: 'Android', ua: 'Mozilla/5.0 (Linux; Android 14)', platform: 'Linux armv8l', touch: 5, ios: false },
  ])('$label is iOS: $ios', ({ ua, platform, touch, ios }) => {
    expect(isIos(ua, platform, touch)).toBe(ios);
  });

  it('stays silent for 7 days after a dismissal', () => {
    const now = 1_000_000_000_000;
    expect(dismissedRecently(null, now)).toBe(false);
    expect(dismissedRecently(now - INSTALL_PROMPT_SUPPRESS_MS + 1, now)).toBe(true);
    expect(dismissedRecently(now - INSTALL_PROMPT_SUPPRESS_MS, now)).toBe(false);
  });
});

describe('the standard install card', () => {
  it('shows 3 s after beforeinstallprompt, and Install Now opens the browser dialog', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stop = watchInstallPrompt();
    renderPrompt();
    const event = fireBeforeInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(screen.queryByRole('button', { name: 'Install Now' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();
    const install = await screen.findByRole('button', { name: 'Install Now' });
    expect(screen.getByText('Offline access at the gym')).toBeTruthy();
    expect(screen.getByText('Faster loading')).toBeTruthy();
    expect(screen.getByText('Push notifications')).toBeTruthy();
    await act(async () => fireEvent.click(install));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install Now' })).toBeNull();
  });

  it('an event fired before the logic loaded (caught by install-capture) still shows the card 3 s after it fired', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    await import('./install-capture');
    const event = fireBeforeInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    stop = watchInstallPrompt();
    renderPrompt();
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.queryByRole('button', { name: 'Install Now' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Install Now' })).toBeTruthy();
  });

  it('Later hides it and stores the dismissal time; within 7 days it does not come back', async () => {
    stop = watchInstallPrompt();
    renderPrompt();
    act(() => usePwaStore.setState({ install: 'standard' }));
    const before = Date.now();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Later' })));
    expect(screen.queryByRole('button', { name: 'Install Now' })).toBeNull();
    await vi.waitFor(async () => expect(await getRecord(STORAGE_KEYS.pwaInstallDismissed)).toBeGreaterThanOrEqual(before));

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireBeforeInstallPrompt();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    await new Promise((resolve) => setTimeout(resolve, 50)); // let the dismissal read settle
    expect(screen.queryByRole('button', { name: 'Install Now' })).toBeNull();
  });

  it('an old dismissal (over 7 days) does not stop it', async () => {
    await setRecord(STORAGE_KEYS.pwaInstallDismissed, Date.now() - INSTALL_PROMPT_SUPPRESS_MS - 1000);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stop = watchInstallPrompt();
    renderPrompt();
    fireBeforeInstallPrompt();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    vi.useRealTimers();
    expect(await screen.findByRole('button', { name: 'Install Now' })).toBeTruthy();
  });

  it('appinstalled hides it', async () => {
    stop = watchInstallPrompt();
    renderPrompt();
    act(() => usePwaStore.setState({ install: 'standard' }));
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install Now' })).toBeNull();
  });
});
