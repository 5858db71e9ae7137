// CSRF defence for state changes: a JSON content type (which a cross-site HTML form cannot send)
// and an Origin the app trusts.

import { ForbiddenError } from '../errors';
import { isLocalHost } from './cookies';

export interface CsrfInput {
  headers: Record<string, string | undefined>;
  hasBody: boolean;
  hasSessionCookie: boolean;
  allowedOrigins: readonly string[];
}

export function isJsonContentType(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test(contentType ?? '');
}

/** Without a configured list, the app's own origin is the request's Host. */
export function isAllowedOrigin(origin: string, host: string | undefined, allowedOrigins: readonly string[]): boolean {
  const normalised = origin.replace(/\/$/, '').toLowerCase();
  if (allowedOrigins.length > 0) return allowedOrigins.some((allowed) => allowed.toLowerCase() === normalised);
  if (!host) return false;
  const scheme = isLocalHost(host) ? 'http' : 'https';
  return normalised === `${scheme}://${host.toLowerCase()}`;
}

/**
 * Throws 403 when a POST must be refused. A POST with a body must be JSON. A cookie-authenticated
 * POST must come with an allowed Origin; a cookieless one may omit Origin (non-browser clients),
 * but a browser's cross-site Origin is refused there too (login CSRF).
 */
export function assertSameOriginPost(input: CsrfInput): void {
  const { headers } = input;
  if (input.hasBody && !isJsonContentType(headers['content-type'])) {
    throw new ForbiddenError('Content-Type must be application/json');
  }
  const origin = headers.origin;
  if (!origin) {
    if (input.hasSessionCookie) throw new ForbiddenError('Origin header required');
    return;
  }
  if (!isAllowedOrigin(origin, headers.host, input.allowedOrigins)) {
    throw new ForbiddenError(`Origin not allowed: ${origin}`);
  }
}
