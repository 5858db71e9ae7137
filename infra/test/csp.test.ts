import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineHashes } from '../lib/csp';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineHashes', () => {
  it('hashes each inline script and style byte for byte, once, and skips scripts with src', () => {
    const theme = "\n  (function () { document.documentElement.dataset.theme = 'dark'; })();\n";
    const html = `<html><head><script>${theme}</script><script type="module" crossorigin src="/assets/index-1.js"></script>
      <style>body{margin:0}</style></head><body><script>${theme}</script></body></html>`;
    expect(inlineHashes(html)).toEqual({ scripts: [sha256(theme)], styles: [sha256('body{margin:0}')] });
  });

  it('finds nothing in a page without inline blocks', () => {
    expect(inlineHashes('<script src="/assets/a.js"></script>')).toEqual({ scripts: [], styles: [] });
  });
});

describe('contentSecurityPolicy', () => {
  it("allows the app's own origin, its inline hashes and the configured sources only", () => {
    const policy = contentSecurityPolicy({
      inline: { scripts: ["'sha256-abc='"], styles: [] },
      connect: ['https://rpc.example.org'],
      images: ['https://*.tile.openstreetmap.org'],
    });
    expect(policy.split('; ')).toEqual([
      "default-src 'self'",
      "script-src 'self' 'sha256-abc='",
      "style-src 'self'",
      "img-src 'self' data: blob: https://*.tile.openstreetmap.org",
      "font-src 'self' data:",
      "connect-src 'self' https://rpc.example.org",
      "worker-src 'self'",
      "manifest-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
      'upgrade-insecure-requests',
    ]);
  });
});
