// Where CloudFront places the viewer from their IP address: it adds these headers to the requests
// it forwards (the API's origin request policy asks for them), so the server needs no IP lookup
// service and the viewer's address goes to no third party. CloudFront sets them itself; the API
// takes only requests that came through CloudFront (http/client-ip.ts). Locally there is no
// CloudFront, so no position.
import type { IpLocation } from '@fitchoice/shared/api';

export const VIEWER_POSITION_HEADERS = ['CloudFront-Viewer-Latitude', 'CloudFront-Viewer-Longitude'] as const;

/** A coordinate as CloudFront writes it: decimal degrees, e.g. `42.30680` or `-83.70590`. */
const DEGREES = /^-?\d{1,3}(\.\d+)?$/;

/** The viewer's position from the request's headers (lower-case names), or null when it has none that make sense. */
export function viewerPosition(headers: Record<string, string | undefined>): IpLocation | null {
  const [latitude, longitude] = VIEWER_POSITION_HEADERS.map((name) => headers[name.toLowerCase()]?.trim() ?? '');
  if (!DEGREES.test(latitude!) || !DEGREES.test(longitude!)) return null;
  const position = { latitude: Number(latitude), longitude: Number(longitude) };
  const inRange = Math.abs(position.latitude) <= 90 && Math.abs(position.longitude) <= 180;
  return inRange ? position : null;
}

/** The viewer's position from a request's headers as they came (any case), or null. */
export function viewerPositionOf(requestHeaders: Record<string, string | undefined> | undefined): IpLocation | null {
  return viewerPosition(Object.fromEntries(Object.entries(requestHeaders ?? {}).map(([name, value]) => [name.toLowerCase(), value])));
}
