// The client IP of a request, for per-IP throttling. Deployed, the API is reached only through
// CloudFront, so API Gateway's sourceIp is a CloudFront edge's address, shared by every member
// behind that edge. CloudFront proves a request came through it with a secret header
// (X-Origin-Verify) and names the viewer in CloudFront-Viewer-Address. Locally and in tests there
// is no secret, and sourceIp is the client's own (the local adapter fills it).
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { ForbiddenError, UnavailableError } from '../errors';
import { logger } from '../log';

/** CloudFront adds it to every request it sends the API; its value is the stack's secret. */
export const ORIGIN_VERIFY_HEADER = 'X-Origin-Verify';
/** CloudFront's `ip:port` of the viewer, e.g. `198.51.100.10:46532` or `2001:db8::1:46532`. */
export const VIEWER_ADDRESS_HEADER = 'CloudFront-Viewer-Address';

/** The IP of an `ip:port` viewer address (the port is after the last colon); null when it is not one. */
export function viewerIp(address: string | undefined): string | null {
  if (!address) return null;
  const colon = address.lastIndexOf(':');
  if (colon < 0 || !/^\d{1,5}$/.test(address.slice(colon + 1))) return null;
  // A bracketed IPv6 address ([2001:db8::1]:443) is read too, should CloudFront ever send one.
  const ip = address.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
  return isIP(ip) === 0 ? null : ip;
}

/** Whether the header carries the secret; compared in constant time (over digests, so the length does not tell either). */
export function isOriginVerified(received: string | undefined, secret: string): boolean {
  if (received === undefined) return false;
  return timingSafeEqual(digest(received), digest(secret));
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Seconds a request with a stale secret is told to wait: CloudFront takes minutes to deploy a new one. */
export const STALE_SECRET_RETRY_AFTER_SECONDS = 30;

/**
 * The IP to throttle a request by. With a secret (deployed), a request without the header did not
 * come through CloudFront and is refused (403). One with another value is most likely CloudFront
 * still sending the previous secret while a new one deploys (minutes): 503 with Retry-After, so
 * the app's outbox keeps the member's queued actions and sends them again instead of failing them.
 * It is refused all the same. Otherwise the viewer's IP, or, should CloudFront not have named the
 * viewer, the edge's sourceIp (coarser, but never a value the client chose).
 */
export function clientIp(headers: Record<string, string | undefined>, sourceIp: string, secret: string | null): string {
  if (secret === null) return sourceIp;
  const received = headers[ORIGIN_VERIFY_HEADER.toLowerCase()];
  if (received === undefined) throw new ForbiddenError('The API answers only requests that come through the app');
  if (!isOriginVerified(received, secret)) {
    logger.warn('X-Origin-Verify does not match the secret: refused as unavailable (a secret being deployed?)');
    throw new UnavailableError('The service is being updated; please try again shortly', STALE_SECRET_RETRY_AFTER_SECONDS);
  }
  const address = headers[VIEWER_ADDRESS_HEADER.toLowerCase()];
  const ip = viewerIp(address);
  if (ip !== null) return ip;
  logger.warn('No readable CloudFront-Viewer-Address: throttling by the edge address', { address, sourceIp });
  return sourceIp;
}
