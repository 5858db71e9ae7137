// The session check index.html starts with the page (scripts/session-prefetch.ts): a returning
// member's first screen waits for the session answer, and that request need not wait for the app's
// code to download and run first. The app takes the started request once (session.ts).
import { EARLY_SESSION_GLOBAL } from '@fitchoice/shared';

/** The request index.html started, if any; the first call takes it, later calls get undefined. */
export function takeEarlySessionCheck(): Promise<Response> | undefined {
  const holder = globalThis as { [EARLY_SESSION_GLOBAL]?: Promise<Response> };
  const started = holder[EARLY_SESSION_GLOBAL];
  delete holder[EARLY_SESSION_GLOBAL];
  return started;
}
