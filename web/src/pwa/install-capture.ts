// Catches the browser's beforeinstallprompt from the very start of the page, before the offline
// layer's chunk (which holds the install card's logic) has loaded. Imported by main.tsx; no
// dependencies, so it costs the first screen nothing.

export interface CapturedInstallPrompt {
  event: Event;
  /** When the browser fired it (ms since the epoch): the card shows 3 s after this. */
  at: number;
}

let captured: CapturedInstallPrompt | null = null;

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the browser's mini-infobar away; our card offers it instead
    captured = { event, at: Date.now() };
  });
}

/** The event that fired before the install-prompt logic started listening, once. */
export function takeCapturedInstallPrompt(): CapturedInstallPrompt | null {
  const taken = captured;
  captured = null;
  return taken;
}
