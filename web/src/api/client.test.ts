// @vitest-environment node
import { ApiError } from '@fitchoice/shared';
import * as routes from '@fitchoice/shared/api/routes';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHttpServer, type TestHttpServer } from '../test/http-server';
import { apiCall, apiPath, apiQueryKey } from './client';

let server: TestHttpServer;

beforeAll(async () => {
  server = await startHttpServer();
  // The app calls its own origin with relative URLs; here that origin is the test server.
  const realFetch = globalThis.fetch;
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => realFetch(new URL(url, server.url), init));
  server.on('/api/gyms/g%201', (_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"g 1"}'));
  server.on('/api/bookings', (_req, res, body) =>
    res.writeHead(409, { 'Content-Type': 'application/json' }).end(
      JSON.stringify({
        error: 'This slot is full; choose another time',
        code: 'slot_full',
        field: 'slotStart',
        requestId: 'r-1',
        echo: body,
      }),
    ),
  );
  server.on('/api/auth/me', (_req, res) => res.writeHead(401, { 'Content-Type': 'application/json' }).end('{"error":"Not signed in"}'));
  server.on('/api/auth/logout', (_req, res) => res.writeHead(204).end());
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server.close();
});
beforeEach(() => {
  server.arrived.length = 0;
});

describe('apiPath', () => {
  it('fills the path parameters, encoded, and appends the defined query values', () => {
    expect(apiPath(routes.gymsAvailability, { params: { id: 'a/b c' }, query: { date: '2026-11-24' } })).toBe(
      '/api/gyms/a%2Fb%20c/availability?date=2026-11-24',
    );
    expect(apiPath(routes.bookingsList, { query: { scope: undefined } })).toBe('/api/bookings');
    expect(apiPath(routes.rewardsRules)).toBe('/api/rewards/rules');
    expect(apiQueryKey(routes.bookingsList, { query: { scope: 'past' } })).toEqual(['/api/bookings?scope=past']);
  });
});

describe('apiCall', () => {
  it("calls the route's method and path and answers the parsed body", async () => {
    expect(await apiCall(routes.gymsGet, { params: { id: 'g 1' } })).toEqual({ id: 'g 1' });
    expect(server.arrived[0]).toMatchObject({ method: 'GET', path: '/api/gyms/g%201' });
  });

  it('sends the body as JSON and turns a refusal into an ApiError with status, code, field and request id', async () => {
    const body = { gymId: 'g1', slotStart: '2026-11-24T10:00:00.000Z', payWith: 'sweatcoins' as const };
    const error = await apiCall(routes.bookingsCreate, { body }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'slot_full', field: 'slotStart', requestId: 'r-1' });
    expect((error as ApiError).message).toMatch(/^409: \{"error":"This slot is full/);
    expect((error as ApiError).serverMessage).toBe('This slot is full; choose another time');
    expect(server.arrived[0]).toMatchObject({ method: 'POST', contentType: 'application/json', body: JSON.stringify(body) });
  });

  it('answers null on 401 when asked to, and null for 204 No Content', async () => {
    expect(await apiCall(routes.authMe, {}, { on401: 'null' })).toBeNull();
    await expect(apiCall(routes.authMe, {})).rejects.toMatchObject({ status: 401 });
    expect(await apiCall(routes.authLogout, {})).toBeNull();
    expect(server.arrived.at(-1)).toMatchObject({ method: 'POST', contentType: undefined, body: '' });
  });
});
