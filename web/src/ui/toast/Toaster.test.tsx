import { TOAST_DEFAULT_DURATION_MS, TOAST_REMOVE_DELAY_MS } from '@fitchoice/shared';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/I18nProvider';
import { Toaster } from './Toaster';
import { dismissToast, toast, toastStore } from './toast-store';

function renderToaster() {
  return render(
    <I18nProvider>
      <Toaster />
    </I18nProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  act(() => {
    dismissToast();
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
  });
  vi.useRealTimers();
});

describe('<Toaster>', () => {
  it('shows title and description; closes itself after 5 s and is removed 5 s later', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Welcome back!', description: 'Login successful' });
    });
    expect(screen.getByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('Login successful')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_DEFAULT_DURATION_MS - 100);
    });
    expect(toastStore.getState().toasts[0]?.open).toBe(true);
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(toastStore.getState().toasts[0]?.open).toBe(false);
    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    expect(toastStore.getState().toasts).toHaveLength(0);
    expect(TOAST_DEFAULT_DURATION_MS).toBe(5000);
  });

  it('runs its action, which also closes it', () => {
    renderToaster();
    const onUndo = vi.fn();
    act(() => {
      toast({ title: 'Booking cancelled', action: { label: 'Undo', altText: 'Undo the cancellation', onClick: onUndo } });
    });
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledOnce();
    expect(toastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('closes with its close button and marks a destructive toast', () => {
    renderToaster();
    act(() => {
      toast({ variant: 'destructive', title: 'Login Failed', description: 'Invalid email or password' });
    });
    const title = screen.getByText('Login Failed');
    expect(title.closest('[data-variant]')?.getAttribute('data-variant')).toBe('destructive');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(toastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('labels the viewport with its F8 hotkey', () => {
    renderToaster();
    act(() => {
      toast({ title: 'Hello' });
    });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeTruthy();
  });
});
