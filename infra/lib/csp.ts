// The site's Content-Security-Policy: the app's own origin, plus exactly the inline blocks of the
// built index.html (by hash) and the third-party sources the deployment is configured with.
import { createHash } from 'node:crypto';

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
  /** Extra connect-src sources (the IP lookup services). */
  connect: readonly string[];
  /** Extra img-src sources (the map tile host). */
  images: readonly string[];
}

export function contentSecurityPolicy({ inline, connect, images }: CspSources): string {
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
    ['upgrade-insecure-requests'],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}
