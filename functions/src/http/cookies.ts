// The session cookie `sid` (HttpOnly, SameSite=Lax, Path=/) with its readable hint `fc_session`
// (no secret: it tells the app a session may exist), and the known-device cookie `did` (HttpOnly,
// SameSite=Strict, sent to /api/auth only); all Secure except on localhost.
import { SESSION_HINT_COOKIE } from '@fitchoice/shared';

export const SESSION_COOKIE = 'sid';
export const DEVICE_COOKIE = 'did';

export function parseCookies(cookies: readonly string[] | undefined, header: string | undefined): Record<string, string> {
  const parsed: Record<string, string> = {};
  const pairs = [...(cookies ?? []), ...(header ? header.split(';') : [])];
  for (const pair of pairs) {
    const index = pair.indexOf('=');
    if (index <= 0) continue;
    const name = pair.slice(0, index).trim();
    if (!(name in parsed)) parsed[name] = pair.slice(index + 1).trim();
  }
  return parsed;
}

export function isLocalHost(host: string | undefined): boolean {
  const hostname = (host ?? '').replace(/:\d+$/, '').toLowerCase();
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** The session cookie and its readable hint (SESSION_HINT_COOKIE), set together with one lifetime. */
export function sessionCookies(token: string, maxAgeSeconds: number, secure: boolean): string[] {
  const flags = `Path=/; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
  return [`${SESSION_COOKIE}=${token}; HttpOnly; ${flags}`, `${SESSION_HINT_COOKIE}=1; ${flags}`];
}

export function clearedSessionCookies(secure: boolean): string[] {
  const flags = `Path=/; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${secure ? '; Secure' : ''}`;
  return [`${SESSION_COOKIE}=; HttpOnly; ${flags}`, `${SESSION_HINT_COOKIE}=; ${flags}`];
}

export function deviceCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=/api/auth; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}
