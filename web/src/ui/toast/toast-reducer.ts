// The toast list as a pure reducer (spec sections 4 and 9): added, updated, dismissed, removed;
// at most TOAST_LIMIT at once, the newest first.
import { TOAST_LIMIT } from '@fitchoice/shared';
import type { ReactNode } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastAction {
  label: string;
  /** What a screen reader announces for the action (Radix requires it: the toast may vanish before it is reached). */
  altText: string;
  onClick: () => void;
}

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastAction;
  /** How long it stays before it dismisses itself, in ms; the provider's default when unset. */
  duration?: number;
  /** False once dismissed: it animates out, then is removed. */
  open: boolean;
}

export type ToastActionType =
  | { type: 'add'; toast: ToastData }
  | { type: 'update'; toast: Partial<ToastData> & Pick<ToastData, 'id'> }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string };

export interface ToastState {
  toasts: ToastData[];
}

export function toastReducer(state: ToastState, action: ToastActionType): ToastState {
  switch (action.type) {
    case 'add':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) => (action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t)),
      };
    case 'remove':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}
