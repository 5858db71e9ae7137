// A form's field messages shown on leaving a field wait while a press in the form is still down.
// Pressing "Create account" right after typing leaves the field first (on pointer down); a message
// appearing then pushes the button down from under the pointer, the release lands beside it, and
// the press does nothing. Held until the press is over (its click, and the submit's own checks, come
// first), the message no longer moves a button mid-press.
import { useCallback, useRef } from 'react';

export interface PressSettled {
  /** For the form's `onPointerDownCapture`: a press has started inside it. */
  onPointerDownCapture: () => void;
  /** Resolves at once when no press is down, else in the task after its release (after its click). */
  settled: () => Promise<void>;
}

export function usePressSettled(): PressSettled {
  const press = useRef<Promise<void> | null>(null);
  const onPointerDownCapture = useCallback(() => {
    if (press.current) return;
    press.current = new Promise<void>((resolve) => {
      const release = () => {
        window.removeEventListener('pointerup', release, true);
        window.removeEventListener('pointercancel', release, true);
        // The click is dispatched with the release; the task after it comes after the click.
        setTimeout(() => {
          press.current = null;
          resolve();
        }, 0);
      };
      window.addEventListener('pointerup', release, true);
      window.addEventListener('pointercancel', release, true);
    });
  }, []);
  const settled = useCallback(() => press.current ?? Promise.resolve(), []);
  return { onPointerDownCapture, settled };
}
