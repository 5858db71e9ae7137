// The Lighthouse bench's front door: the local runtime served over HTTP/2 with TLS, as CloudFront
// serves production (infra: HttpVersion.HTTP2_AND_3). The runtime speaks HTTP/1.1, on which a
// browser, and Lighthouse's simulation of a slow phone network, fetch at most six files at a time,
// each waiting a round trip: a screen of forty small chunks measured so waits ~7 round trips a phone
// on CloudFront does not. The certificate is made for the run (openssl) and Chromium is told to
// accept it (CHROMIUM_TLS_ARGS). WebSockets, which Chromium opens over HTTP/1.1, are piped through.
// The runtime sees its own origin: Origin and Host are rewritten to it, so its CSRF and socket checks
// hold as they do for a page it serves itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Chromium's flag for the run's own certificate. */
export const CHROMIUM_TLS_ARGS = ['--ignore-certificate-errors'];

/** Headers of one hop (HTTP/1.1 connection management, HTTP/2 pseudo-headers), not forwarded. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'http2-settings', 'te']);

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'fitchoice-bench-tls-'));
  try {
    execFileSync(
      'openssl',
      'req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 2 -subj /CN=127.0.0.1 -keyout key.pem -out cert.pem'.split(
        ' ',
      ),
      { cwd: dir, stdio: 'ignore', input: '' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Serves `target` (the runtime's http://127.0.0.1:port) at https://127.0.0.1:`port` over HTTP/2
 * (HTTP/1.1 for WebSockets). Resolves once listening.
 */
export async function startHttp2Front(port: number, target: string): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const baseUrl = `https://127.0.0.1:${port}`;
  const upstream = new URL(target);
  const rewrite = (headers: NodeJS.Dict<string | string[]>, authority: string | undefined) => {
    const out: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(headers)) {
      if (value === undefined || name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
      out[name] = value;
    }
    out.host = upstream.host;
    if (out.origin === baseUrl || (authority && out.origin === `https://${authority}`)) out.origin = upstream.origin;
    return out;
  };

  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req: Http2ServerRequest, res: Http2ServerResponse) => {
      const forwarded = request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: rewrite(req.headers, req.authority) },
        (answer) => {
          const headers: Record<string, string | string[]> = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
          }
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
        },
      );
      forwarded.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forwarded);
    },
  );
  // A WebSocket: its handshake rewritten as above, then both sockets piped to each other.
  server.on('upgrade', (req: import('node:http').IncomingMessage, socket: import('node:net').Socket, head: Buffer) => {
    const back = connect(Number(upstream.port), upstream.hostname, () => {
      const headers = { ...rewrite(req.headers, req.headers.host), connection: 'Upgrade', upgrade: String(req.headers.upgrade) };
      const lines = Object.entries(headers).flatMap(([name, value]) =>
        (Array.isArray(value) ? value : [value]).map((v) => `${name}: ${v}`),
      );
      back.write(`${req.method} ${req.url} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`);
      if (head.length > 0) back.write(head);
      back.pipe(socket);
      socket.pipe(back);
    });
    const close = () => {
      back.destroy();
      socket.destroy();
    };
    back.on('error', close);
    socket.on('error', close);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    baseUrl,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Open HTTP/2 sessions and piped sockets would hold close() back.
        setTimeout(resolve, 2000).unref();
      }),
  };
}
