// Keeps the screen on while a workout plays (Screen Wake Lock API where the browser has it). The
// browser drops the lock when the page is hidden, so it is asked for again when the page returns.
import { useEffect, useState } from 'react';

/** Whether the screen is being kept on. */
export function useWakeLock(active: boolean): boolean {
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let stopped = false;
    const request = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        sentinel = await navigator.wakeLock.request('screen');
        if (stopped) {
          void sentinel.release();
          return;
        }
        setHeld(true);
        sentinel.addEventListener('release', () => setHeld(false));
      } catch {
        // Refused (battery saver, no user gesture yet): the workout plays without it.
        setHeld(false);
      }
    };
    void request();
    document.addEventListener('visibilitychange', request);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release();
    };
  }, [active]);
  return held;
}
