// The session cookie `sid` (HttpOnly, SameSite=Lax, Path=/) and the known-device cookie `did`
// (HttpOnly, SameSite=Strict, sent to /api/auth only); both Secure except on localhost.

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

export function sessionCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT${secure ? '; Secure' : ''}`;
}

export function deviceCookie(token: string, maxAgeSeconds: number, secure: boolean): string {
  return `${DEVICE_COOKIE}=${token}; Path=/api/auth; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`;
}
