// A real HTTP server on 127.0.0.1 for unit tests of the client's HTTP rules: each test registers
// the answers it needs and reads back what arrived.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ArrivedRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  body: string;
}

export type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

export interface TestHttpServer {
  url: string;
  arrived: ArrivedRequest[];
  on(path: string, handler: Handler): void;
  close(): Promise<void>;
}

export async function startHttpServer(): Promise<TestHttpServer> {
  const handlers = new Map<string, Handler>();
  const arrived: ArrivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = new URL(request.url ?? '/', 'http://localhost').pathname;
      arrived.push({ method: request.method ?? '', path, contentType: request.headers['content-type'], body });
      const handler = handlers.get(path);
      if (handler) handler(request, response, body);
      else response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    arrived,
    on: (path, handler) => handlers.set(path, handler),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
