// The site's security headers, defined once: the CDK stack builds CloudFront's response headers
// policy from them and the local runtime sends the same on every answer. The Content-Security-
// Policy allows the app's own origin, exactly the inline blocks of the built index.html (by hash)
// and the third-party sources the web app is built to call.
import { createHash } from 'node:crypto';

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
export const FRAME_OPTIONS = 'DENY';
/** The QR check-in needs the camera and the gym finder the location; nothing else. */
export const PERMISSIONS_POLICY = 'camera=(self), geolocation=(self), microphone=(), payment=()';
/** Strict-Transport-Security, deployed only (HTTPS): a year, subdomains included. */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export interface InlineHashes {
  /** CSP hash sources ('sha256-...') of the inline <script> blocks. */
  scripts: string[];
  /** CSP hash sources of the inline <style> blocks. */
  styles: string[];
}

/** Hashes every inline <script> (no src attribute) and <style> block of an HTML page, byte for byte. */
export function inlineHashes(html: string): InlineHashes {
  const hashesOf = (pattern: RegExp): string[] => [
    ...new Set(
      [...html.matchAll(pattern)].map(
        (match) =>
          `'sha256-${createHash('sha256')
            .update(match[1] ?? '', 'utf8')
            .digest('base64')}'`,
      ),
    ),
  ];
  return {
    scripts: hashesOf(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi),
    styles: hashesOf(/<style[^>]*>([\s\S]*?)<\/style>/gi),
  };
}

export interface CspSources {
  inline: InlineHashes;
  /** Extra connect-src sources (deployed: the operator's extras and the uploads bucket). */
  connect: readonly string[];
  /** Extra img-src sources (the map tile host). */
  images: readonly string[];
  /** Deployed (HTTPS only): have browsers upgrade any http:// request. Not on the local runtime's plain HTTP. */
  upgradeInsecureRequests: boolean;
}

export function contentSecurityPolicy({ inline, connect, images, upgradeInsecureRequests }: CspSources): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...inline.scripts],
    ['style-src', "'self'", ...inline.styles],
    ['img-src', "'self'", 'data:', 'blob:', ...images],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connect],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ...(upgradeInsecureRequests ? [['upgrade-insecure-requests'] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The headers the local runtime adds to every answer: the CloudFront policy's, less HSTS (plain HTTP). */
export function localSecurityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'referrer-policy': REFERRER_POLICY,
    'x-frame-options': FRAME_OPTIONS,
    'x-content-type-options': 'nosniff',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/**
 * The third-party URL the web app loads when it is built without VITE_MAP_TILE_URL
 * (web/src/features/gyms/GymMap.tsx; infra/test/web-origins.test.ts keeps the two in step). The
 * app calls no third party itself: its IP step is the server's (GET /api/location/ip).
 */
export const WEB_DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The build variables of the web app that name third-party URLs (read from an environment such as process.env). */
export interface WebBuildEnv {
  readonly [name: string]: string | undefined;
  VITE_MAP_TILE_URL?: string | undefined;
}

/**
 * The CSP sources of the third-party URLs the web app is built with, read as the app reads the
 * variable: unset = its default, empty = none. Deployed they must be https (`https: true`).
 */
export function webThirdPartySources(env: WebBuildEnv, options: { https: boolean }): { images: string[] } {
  const tileUrl = env.VITE_MAP_TILE_URL ?? WEB_DEFAULT_MAP_TILE_URL;
  return { images: tileUrl ? [urlSource('VITE_MAP_TILE_URL', tileUrl, options.https)] : [] };
}

/** The CSP source of a URL or Leaflet tile template: its origin, with `{s}.` as `*.`. */
function urlSource(variable: 'VITE_MAP_TILE_URL', url: string, https: boolean): string {
  const origin = (https ? /^https:\/\/[^/?#]+/i : /^https?:\/\/[^/?#]+/i).exec(url)?.[0];
  if (!origin) throw new Error(`${variable} must hold ${https ? 'https://' : 'http(s)://'} URLs for the deployed site, got "${url}"`);
  const source = origin.replace('{s}.', '*.').toLowerCase();
  cspSource(source, https);
  return source;
}

/** A CSP host source: an https origin (or http, locally), optionally with a `*.` subdomain wildcard; nothing that ends the directive. */
export function cspSource(raw: string, https = true): void {
  if (!(https ? /^https:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i : /^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i).test(raw)) {
    throw new Error(`CSP sources must look like https://host or https://*.host, got "${raw}"`);
  }
}
