import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineHashes, localSecurityHeaders, webThirdPartySources } from './security-headers';

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
  const sources = {
    inline: { scripts: ["'sha256-abc='"], styles: [] },
    connect: ['https://rpc.example.org'],
    images: ['https://*.tile.openstreetmap.org'],
  };

  it("allows the app's own origin, its inline hashes and the configured sources only", () => {
    expect(contentSecurityPolicy({ ...sources, upgradeInsecureRequests: true }).split('; ')).toEqual([
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

  it('leaves out upgrade-insecure-requests on plain HTTP (the local runtime)', () => {
    expect(contentSecurityPolicy({ ...sources, upgradeInsecureRequests: false })).not.toContain('upgrade-insecure-requests');
  });
});

describe('webThirdPartySources', () => {
  it("reads the web build's variable as the app does: unset = its default, empty = none", () => {
    expect(webThirdPartySources({}, { https: true })).toEqual({ images: ['https://tile.openstreetmap.org'] });
    expect(webThirdPartySources({ VITE_MAP_TILE_URL: '' }, { https: true })).toEqual({ images: [] });
    expect(webThirdPartySources({ VITE_MAP_TILE_URL: 'https://{s}.tile.example/{z}/{x}/{y}.png' }, { https: true }).images).toEqual([
      'https://*.tile.example',
    ]);
  });

  it('accepts http sources only for the local runtime', () => {
    const env = { VITE_MAP_TILE_URL: 'http://127.0.0.1:9999/{z}/{x}/{y}.png' };
    expect(webThirdPartySources(env, { https: false }).images).toEqual(['http://127.0.0.1:9999']);
    expect(() => webThirdPartySources(env, { https: true })).toThrow('must hold https:// URLs');
  });
});

describe('localSecurityHeaders', () => {
  it("sends the CloudFront policy's headers except HSTS", () => {
    expect(Object.keys(localSecurityHeaders('default-src x')).sort()).toEqual([
      'content-security-policy',
      'permissions-policy',
      'referrer-policy',
      'x-content-type-options',
      'x-frame-options',
    ]);
  });
});
