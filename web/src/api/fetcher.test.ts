// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../test/http-server';
import { fetchQueryKey, getQueryFn, throwIfNotOk } from './fetcher';

let server: TestHttpServer;

beforeAll(async () => {
  server = await startHttpServer();
  server.on('/api/items/42', (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":42}'));
  server.on('/api/echo', (_req, res, body) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(body || 'null'));
  server.on('/api/me', (_req, res) => res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"Not signed in"}'));
  server.on('/api/empty', (_req, res) => {
    res.statusMessage = 'Service Unavailable';
    res.writeHead(503).end();
  });
  server.on('/api/cut', (_req, res) => {
    // Promises 100 bytes, sends 5, then drops the connection: the body cannot be read.
    res.statusMessage = 'Bad Gateway';
    res.writeHead(502, { 'Content-Length': '100' });
    res.write('hello');
    setTimeout(() => res.destroy(), 20);
  });
  server.on('/api/nothing', (_req, res) => res.writeHead(204).end());
});
afterAll(() => server.close());
beforeEach(() => {
  server.arrived.length = 0;
});

describe('the default query function', () => {
  it('joins the query key segments with "/" into the URL and parses the JSON', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { queryFn: getQueryFn({ on401: 'throw' }) } } });
    expect(await client.fetchQuery({ queryKey: [`${server.url}/api`, 'items', 42] })).toEqual({ id: 42 });
    expect(server.arrived[0]).toMatchObject({ method: 'GET', path: '/api/items/42' });
  });

  it('answers null on 401 when configured to, and throws "401: <body>" otherwise', async () => {
    expect(await fetchQueryKey([`${server.url}/api/me`], { on401: 'returnNull' })).toBeNull();
    await expect(fetchQueryKey([`${server.url}/api/me`], { on401: 'throw' })).rejects.toThrow('401: {"error":"Not signed in"}');
  });

  it('answers null for 204 No Content', async () => {
    expect(await fetchQueryKey([`${server.url}/api/nothing`], { on401: 'throw' })).toBeNull();
  });
});

describe('throwIfNotOk', () => {
  const check = async (path: string) => throwIfNotOk(await fetch(`${server.url}${path}`));

  it('turns a non-OK answer into "<status>: <text>"', async () => {
    await expect(check('/api/missing')).rejects.toThrow('404: {"error":"Not found"}');
  });

  it('uses the status text when the body is empty', async () => {
    await expect(check('/api/empty')).rejects.toThrow('503: Service Unavailable');
  });

  it('uses the status text when the body cannot be read', async () => {
    await expect(check('/api/cut')).rejects.toThrow('502: Bad Gateway');
  });
});
