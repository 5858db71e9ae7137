import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@fitchoice/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastReducer } from './toast-reducer';
import { createToastStore } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('toast store', () => {
  it('shows at most 3 toasts, the newest first', () => {
    const { store, toast } = createToastStore();
    for (const title of ['one', 'two', 'three', 'four']) toast({ title });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['four', 'three', 'two']);
    expect(TOAST_LIMIT).toBe(3);
  });

  it('keeps a dismissed toast (closed) for 5 s, then removes it', () => {
    const { store, toast } = createToastStore();
    const handle = toast({ title: 'Saved' });
    handle.dismiss();
    expect(store.getState().toasts).toMatchObject([{ id: handle.id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().toasts).toHaveLength(0);
    expect(TOAST_REMOVE_DELAY_MS).toBe(5000);
  });

  it('dismisses every toast when no id is given, and schedules one removal per toast', () => {
    const { store, toast, dismiss } = createToastStore();
    toast({ title: 'a' });
    const b = toast({ title: 'b' });
    b.dismiss();
    vi.advanceTimersByTime(2000);
    dismiss();
    expect(store.getState().toasts.every((t) => !t.open)).toBe(true);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 2000);
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['a']);
    vi.advanceTimersByTime(2000);
    expect(store.getState().toasts).toEqual([]);
  });

  it('updates a toast in place', () => {
    const { store, toast } = createToastStore();
    const handle = toast({ title: 'Sending', description: '1 of 2' });
    handle.update({ title: 'Sent', variant: 'default' });
    expect(store.getState().toasts).toMatchObject([{ title: 'Sent', description: '1 of 2', open: true }]);
  });

  it('drops a toast pushed out by the limit without leaving a timer behind', () => {
    const { store, toast } = createToastStore();
    const first = toast({ title: 'first' });
    first.dismiss();
    for (const title of ['b', 'c', 'd']) toast({ title });
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['d', 'c', 'b']);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(store.getState().toasts.map((t) => t.title)).toEqual(['d', 'c', 'b']);
  });
});

describe('toast reducer', () => {
  it('removes all toasts on a remove without an id', () => {
    const state = {
      toasts: [
        { id: '1', open: true },
        { id: '2', open: false },
      ],
    };
    expect(toastReducer(state, { type: 'remove' })).toEqual({ toasts: [] });
  });
});
