// Spec section 8: console noise about ResizeObserver loops and the maps places service is dropped;
// every other message and error passes through untouched.
const NOISE = [/ResizeObserver loop/i, /google\.maps\.places\.PlacesService/];

export function isConsoleNoise(args: readonly unknown[]): boolean {
  const first = args[0];
  const text = first instanceof Error ? first.message : typeof first === 'string' ? first : '';
  return NOISE.some((pattern) => pattern.test(text));
}

/**
 * Wraps console.error and console.warn, and stops the browser's own ResizeObserver loop error
 * events before they are reported. Returns a function that undoes both.
 */
export function filterConsoleNoise(): () => void {
  const { error, warn } = console;
  console.error = (...args: unknown[]) => {
    if (!isConsoleNoise(args)) error.apply(console, args);
  };
  console.warn = (...args: unknown[]) => {
    if (!isConsoleNoise(args)) warn.apply(console, args);
  };
  const onError = (event: ErrorEvent) => {
    if (!isConsoleNoise([event.message])) return;
    event.preventDefault(); // no "Uncaught" report in the console
    event.stopImmediatePropagation();
  };
  window.addEventListener('error', onError, true);
  return () => {
    console.error = error;
    console.warn = warn;
    window.removeEventListener('error', onError, true);
  };
}
