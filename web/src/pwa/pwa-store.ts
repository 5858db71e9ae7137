// The offline layer's UI state, shared by the components that show it: connectivity, a waiting
// service-worker update (and its reload waiting for typed text), and the install prompt.
import { create } from 'zustand';

export type InstallVariant = 'standard' | 'ios';

interface PwaState {
  offline: boolean;
  /** Set when a new service worker waits; calling it activates the new version and reloads. */
  applyUpdate: (() => void) | null;
  /** Set while a new version's reload waits for text typed in this tab to be sent; calling it reloads now. */
  reloadWaiting: (() => void) | null;
  install: InstallVariant | null;
}

export const usePwaStore = create<PwaState>(() => ({
  offline: typeof navigator !== 'undefined' && navigator.onLine === false,
  applyUpdate: null,
  reloadWaiting: null,
  install: null,
}));
