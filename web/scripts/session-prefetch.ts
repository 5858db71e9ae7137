// A build plugin: a returning visitor's session check (GET /api/auth/me) starts as index.html is
// parsed, alongside the app's code, not after it has downloaded and run. The signed-in first screen
// waits for the answer (the route guards need the session), so on a slow phone network this saves a
// round trip after the largest download. Only with the session's readable hint cookie, the same
// test as src/api/session.ts (a visitor asks nothing); the app takes the started request once
// (src/api/early-session.ts). The inline script is hashed into the CSP like the others, and placed
// before the stylesheet so it does not wait for it.
import type { Plugin } from 'vite';
// By path: the build's config loads outside Vite's TypeScript handling of the workspace package.
import { authMe } from '../../shared/src/api/routes.gen';
import { EARLY_SESSION_GLOBAL, SESSION_HINT_COOKIE } from '../../shared/src/storage-keys';

/** Inserts an inline script before the page's first module script or stylesheet. */
export function insertBeforeAssets(html: string, script: string): string {
  const at = html.search(/<script type="module"|<link rel="stylesheet"|<link rel="modulepreload"/);
  if (at < 0) throw new Error('index.html has no module script or stylesheet to start before');
  return `${html.slice(0, at)}<script>${script}</script>\n    ${html.slice(at)}`;
}

export function sessionPrefetch(): Plugin {
  return {
    name: 'fitchoice:session-prefetch',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const hint = `${SESSION_HINT_COOKIE}=`;
        const script = `(() => {
        // A returning visitor's session check starts with the page (scripts/session-prefetch.ts).
        const hint = ${JSON.stringify(hint)};
        if (!document.cookie.split(/;\\s*/).some((cookie) => cookie.startsWith(hint) && cookie.length > hint.length)) return;
        const check = fetch(${JSON.stringify(authMe.path)}, { credentials: 'include' });
        check.catch(() => undefined); // the app handles a failure when it takes the request
        window[${JSON.stringify(EARLY_SESSION_GLOBAL)}] = check;
      })();`;
        return insertBeforeAssets(html, script);
      },
    },
  };
}
