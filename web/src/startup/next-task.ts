/**
 * Resolves in a later task of the page's event loop, after what is waiting (input, a frame). Long
 * start-up work split at these points is several short tasks on a slow phone rather than one long
 * one that holds a tap back.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
