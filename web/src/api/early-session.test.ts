// The pair of index.html's session check (scripts/session-prefetch.ts) and the app's taking of it:
// the page starts GET /api/auth/me only when the session's hint cookie is there, and the app takes
// that request once.
import { SESSION_HINT_COOKIE } from '@fitchoice/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionPrefetch } from '../../scripts/session-prefetch';
import { takeEarlySessionCheck } from './early-session';

const PAGE = '<html><head><title>t</title><script type="module" src="/assets/index.js"></script></head><body></body></html>';

/** index.html as the build writes it, and its session script run as the page would. */
function runPageScript(): string {
  const hook = sessionPrefetch().transformIndexHtml as { handler: (html: string) => string };
  const html = hook.handler(PAGE);
  const script = html.match(/<script>([\s\S]*?)<\/script>/)?.[1];
  if (!script) throw new Error('no inline script');
  new Function(script)();
  return html;
}

function setHint(present: boolean): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test plays the server's Set-Cookie.
  document.cookie = present ? `${SESSION_HINT_COOKIE}=1; Path=/` : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`;
}

afterEach(() => {
  vi.unstubAllGlobals();
  takeEarlySessionCheck();
  setHint(false);
});

describe("index.html's session check", () => {
  it('starts before the app code, and only with the hint cookie; the app takes it once', async () => {
    const answer = new Response('{}');
    const fetchSpy = vi.fn(async () => answer);
    vi.stubGlobal('fetch', fetchSpy);

    setHint(false);
    runPageScript();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(takeEarlySessionCheck()).toBeUndefined();

    setHint(true);
    const html = runPageScript();
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/me', { credentials: 'include' });
    await expect(takeEarlySessionCheck()).resolves.toBe(answer);
    expect(takeEarlySessionCheck()).toBeUndefined();
  });

  it('leaves no unhandled rejection when the check fails before the app takes it', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    setHint(true);
    runPageScript();
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(takeEarlySessionCheck()).rejects.toThrow('Failed to fetch');
  });
});
