// Requests the page starts before the app's code has loaded: index.html's inline script (written at
// build by scripts/early-requests.ts) asks for the session while the JavaScript downloads, so a
// member's first screen does not wait for the code and then for the answer one after the other.
// The app takes each answer once, here, and asks again itself after that.
import { SESSION_HINT_COOKIE } from '@fitchoice/shared';
import { authMe } from '@fitchoice/shared/api/routes';

declare global {
  interface Window {
    /** The early requests by URL, until the app takes them (see earlyRequestsScript). */
    __fitchoiceEarly?: Record<string, Promise<Response>>;
  }
}

/**
 * The inline script: GET /api/auth/me as the session query asks it (same URL, cookies included, no
 * other header: a GET needs no CSRF header), only when the server's readable hint cookie says a
 * session may be alive — a visitor's browser asks nothing. A failure is the app's to handle when it
 * takes the answer; until then it is marked handled so the page reports no unhandled rejection.
 */
export function earlyRequestsScript(): string {
  return `(() => {
        // The session check starts with the page (web/src/api/early-requests.ts).
        const hint = ${JSON.stringify(`${SESSION_HINT_COOKIE}=`)};
        if (!document.cookie.split(/;\\s*/).some((cookie) => cookie.startsWith(hint) && cookie.length > hint.length)) return;
        const session = fetch(${JSON.stringify(authMe.path)}, { credentials: 'include' });
        session.catch(() => undefined);
        window.__fitchoiceEarly = { ${JSON.stringify(authMe.path)}: session };
      })();`;
}

/** The answer the page already asked for at `url`, once; undefined when it did not ask (or it was taken). */
export function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : window.__fitchoiceEarly;
  const request = early?.[url];
  if (early) delete early[url];
  return request;
}
