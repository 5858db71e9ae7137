// An HTTP proxy in front of the local runtime that the benches can take down and bring back: while
// down it resets every connection, as a server that is gone does (the browser still thinks it is
// online: no `online` event tells the app the server is back). It sends the runtime's own origin
// in Origin, since the runtime accepts writes only from its own origin.
import { createServer, request } from 'node:http';
import type { Socket } from 'node:net';

export interface OutageProxy {
  baseUrl: string;
  /** Resets open connections and every new one until `up()`. */
  down(): void;
  up(): void;
  stop(): Promise<void>;
}

export async function startOutageProxy(port: number, target: string): Promise<OutageProxy> {
  const upstream = new URL(target);
  let isDown = false;
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    if (isDown) {
      req.socket.destroy();
      return;
    }
    const headers = { ...req.headers, host: upstream.host, ...(req.headers.origin ? { origin: upstream.origin } : {}) };
    const forward = request({ hostname: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => req.socket.destroy());
    req.pipe(forward);
  });
  server.on('connection', (socket) => {
    if (isDown) socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  // No WebSocket through it: the replay needs none.
  server.on('upgrade', (_req, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    down() {
      isDown = true;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      isDown = false;
    },
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
