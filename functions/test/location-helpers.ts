// A stand-in for the public IP lookup services, over real HTTP on 127.0.0.1: two services, `a` and
// `b`, at /a/<ip> and /b/<ip>, each answering what the test tells it (coordinates, any JSON, an
// error status, or a hang) and recording each address asked. Started by the test, stopped with it.
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LookupService = 'a' | 'b';
export type LookupAnswer = { kind: 'json'; body: unknown } | { kind: 'status'; status: number } | { kind: 'hang' };

export interface FakeLookupServer {
  /** IP_LOOKUP_URLS for the stack: service a first, then b. */
  urls: string;
  /** Every request, in order: which service and the address it was asked about. */
  requests: { service: LookupService; ip: string }[];
  answer: (service: LookupService, ip: string) => LookupAnswer;
  stop(): Promise<void>;
}

export async function startFakeLookup(): Promise<FakeLookupServer> {
  const hanging = new Set<ServerResponse>();
  const fake: FakeLookupServer = {
    urls: '',
    requests: [],
    answer: () => ({ kind: 'status', status: 503 }),
    stop: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
  const server = createServer((req, res) => {
    const [, service, ip] = /^\/([ab])\/([^/?]+)$/.exec(req.url ?? '') ?? [];
    if (req.method !== 'GET' || !service || !ip) {
      res.writeHead(404).end();
      return;
    }
    const request = { service: service as LookupService, ip: decodeURIComponent(ip) };
    fake.requests.push(request);
    const answer = fake.answer(request.service, request.ip);
    if (answer.kind === 'hang') hanging.add(res);
    else if (answer.kind === 'status') res.writeHead(answer.status, { 'content-type': 'application/json' }).end('{"error":true}');
    else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.urls = `${base}/a/{ip},${base}/b/{ip}`;
  return fake;
}
