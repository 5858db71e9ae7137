// The app's toast store: the reducer plus the timer that removes a dismissed toast after
// TOAST_REMOVE_DELAY_MS. Callable from anywhere (`toast(...)`), read by <Toaster> via `useToasts`.
import { TOAST_REMOVE_DELAY_MS } from '@fitchoice/shared';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { type ToastActionType, type ToastData, type ToastState, toastReducer } from './toast-reducer';

export type ToastInput = Omit<ToastData, 'id' | 'open'>;

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (patch: ToastInput) => void;
}

export function createToastStore() {
  const store = createStore<ToastState>(() => ({ toasts: [] }));
  const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();
  let counter = 0;

  function scheduleRemoval(id: string) {
    if (removeTimers.has(id)) return;
    removeTimers.set(
      id,
      setTimeout(() => {
        removeTimers.delete(id);
        dispatch({ type: 'remove', toastId: id });
      }, TOAST_REMOVE_DELAY_MS),
    );
  }

  function dispatch(action: ToastActionType) {
    if (action.type === 'dismiss') {
      const ids = action.toastId === undefined ? store.getState().toasts.map((t) => t.id) : [action.toastId];
      for (const id of ids) scheduleRemoval(id);
    }
    if (action.type === 'remove') {
      const ids = action.toastId === undefined ? [...removeTimers.keys()] : [action.toastId];
      for (const id of ids) {
        clearTimeout(removeTimers.get(id));
        removeTimers.delete(id);
      }
    }
    store.setState((state) => toastReducer(state, action));
  }

  function toast(input: ToastInput): ToastHandle {
    counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
    const id = String(counter);
    dispatch({ type: 'add', toast: { ...input, id, open: true } });
    return {
      id,
      dismiss: () => dispatch({ type: 'dismiss', toastId: id }),
      update: (patch) => dispatch({ type: 'update', toast: { ...patch, id } }),
    };
  }

  return { store, dispatch, toast, dismiss: (toastId?: string) => dispatch({ type: 'dismiss', toastId }) };
}

const appToasts = createToastStore();

/** Shows a toast; returns a handle to dismiss or update it. */
export const toast = appToasts.toast;
export const dismissToast = appToasts.dismiss;
export const toastStore = appToasts.store;

export function useToasts(): ToastData[] {
  return useStore(toastStore, (state) => state.toasts);
}
