// @vitest-environment node
import { ApiError, QUERY_GC_TIME_MS, QUERY_STALE_TIME_MS } from '@fitchoice/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../test/http-server';
import { throwIfNotOk } from './fetcher';
import { sessionQuery } from './queries';
import { createQueryClient, shouldRetryQuery } from './query-client';

let server: TestHttpServer;

beforeAll(async () => {
  server = await startHttpServer();
  for (const status of [400, 401, 403, 404, 422, 500, 503]) {
    server.on(`/api/status/${status}`, (_req, res) => res.writeHead(status, { 'Content-Type': 'application/json' }).end('{"error":"no"}'));
  }
});
afterAll(() => server.close());

const hits = (path: string) => server.arrived.filter((request) => request.path === path).length;

describe('retry rule', () => {
  it.each([
    { case: '400', error: new ApiError(400, '{"code":"validation_failed","field":"to"}'), retried: false },
    { case: '401', error: new ApiError(401, '{"error":"Unauthorized"}'), retried: false },
    { case: '403', error: new ApiError(403, 'Forbidden'), retried: false },
    { case: '404', error: new ApiError(404, 'Not Found'), retried: false },
    { case: '500', error: new ApiError(500, 'Internal error'), retried: true },
    {
      case: '500 whose body contains 401',
      error: new ApiError(500, '{"error":"Internal error","requestId":"a401-4040-403"}'),
      retried: true,
    },
    { case: 'network', error: new TypeError('Failed to fetch'), retried: true },
  ])('$case: first failure retried = $retried', ({ error, retried }) => {
    expect(shouldRetryQuery(0, error)).toBe(retried);
  });

  it('stops after 2 retries', () => {
    expect(shouldRetryQuery(1, new ApiError(500, 'x'))).toBe(true);
    expect(shouldRetryQuery(2, new ApiError(500, 'x'))).toBe(false);
  });
});

describe('the query client', () => {
  it('keeps data fresh 5 minutes, cached 10, with no interval or focus refetch', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries).toMatchObject({
      staleTime: QUERY_STALE_TIME_MS,
      gcTime: QUERY_GC_TIME_MS,
      refetchInterval: false,
      refetchOnWindowFocus: false,
    });
  });

  it.each([
    { status: 500, attempts: 3 },
    { status: 503, attempts: 3 },
    { status: 400, attempts: 1 },
    { status: 401, attempts: 1 },
    { status: 403, attempts: 1 },
    { status: 422, attempts: 1 },
    { status: 404, attempts: 1 },
  ])('a query answered $status is attempted $attempts times', async ({ status, attempts }) => {
    const client = createQueryClient();
    const path = `/api/status/${status}`;
    const before = hits(path);
    await expect(client.fetchQuery({ queryKey: [`${server.url}${path}`], retryDelay: 0 })).rejects.toThrow(`${status}: `);
    expect(hits(path) - before).toBe(attempts);
  });

  it('never retries a mutation', async () => {
    const client = createQueryClient();
    const path = '/api/status/503';
    const before = hits(path);
    const mutation = client.getMutationCache().build(client, {
      mutationFn: async () => throwIfNotOk(await fetch(`${server.url}${path}`, { method: 'POST', body: '{}' })),
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('503: ');
    expect(hits(path) - before).toBe(1);
  });

  it.each([
    { status: 401, checked: true },
    { status: 403, checked: false },
    { status: 500, checked: false },
  ])('a query or a mutation answered $status has the session checked again: $checked', async ({ status, checked }) => {
    const path = `/api/status/${status}`;
    const failing = { queryKey: [`${server.url}${path}`], retry: false } as const;
    const mutationFn = async () => throwIfNotOk(await fetch(`${server.url}${path}`, { method: 'POST', body: '{}' }));
    const signedIn = () => {
      const client = createQueryClient();
      client.setQueryData(sessionQuery.queryKey, null);
      return client;
    };

    const afterQuery = signedIn();
    await expect(afterQuery.fetchQuery(failing)).rejects.toThrow(`${status}: `);
    expect(afterQuery.getQueryState(sessionQuery.queryKey)?.isInvalidated).toBe(checked);

    const afterMutation = signedIn();
    await expect(afterMutation.getMutationCache().build(afterMutation, { mutationFn }).execute(undefined)).rejects.toThrow(`${status}: `);
    expect(afterMutation.getQueryState(sessionQuery.queryKey)?.isInvalidated).toBe(checked);
  });
});
