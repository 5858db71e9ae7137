// The security headers of every answer of the local runtime: the CloudFront policy's, from the one
// definition (../http/security-headers.ts). The CSP names the inline blocks of the built
// index.html by hash, so it is worked out again when index.html changes (a rebuild while running).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { contentSecurityPolicy, inlineHashes, localSecurityHeaders, webThirdPartySources } from '../http/security-headers';

export class SiteHeaders {
  private cached: { version: number; headers: Record<string, string> } | null = null;
  private readonly sources: { images: string[] };

  /** `env`: the web build's variables (VITE_MAP_TILE_URL), as `npm start` builds with them. */
  constructor(
    private readonly webDist: string | null,
    env: NodeJS.ProcessEnv,
  ) {
    this.sources = webThirdPartySources(env, { https: false });
  }

  /** `recheck`: false reuses the headers worked out last, if any, without looking at index.html. */
  async current(recheck = true): Promise<Record<string, string>> {
    if (!recheck && this.cached) return this.cached.headers;
    const index = this.webDist && join(this.webDist, 'index.html');
    const version = index
      ? await stat(index).then(
          (file) => file.mtimeMs,
          () => -1,
        )
      : -1;
    if (this.cached?.version === version) return this.cached.headers;
    const html = version >= 0 && index ? await readFile(index, 'utf8') : '';
    const csp = contentSecurityPolicy({ inline: inlineHashes(html), connect: [], ...this.sources, upgradeInsecureRequests: false });
    this.cached = { version, headers: localSecurityHeaders(csp) };
    return this.cached.headers;
  }
}
