// The offline layer's UI state, shared by the components that show it: connectivity, a waiting
// service-worker update, and the install prompt.
import { create } from 'zustand';

export type InstallVariant = 'standard' | 'ios';

interface PwaState {
  offline: boolean;
  /** Set when a new service worker waits; calling it activates the new version and reloads. */
  applyUpdate: (() => void) | null;
  install: InstallVariant | null;
}

export const usePwaStore = create<PwaState>(() => ({
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  applyUpdate: null,
  install: null,
}));
