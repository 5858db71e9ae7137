// The contract over real HTTP: the published OpenAPI document, every route's guard for the callers
// who may not use it (table-driven over the whole contract), and path parameters no id can have.
import { contractEntries, pathParamNames, type RouteContract } from '@fitchoice/shared/api/contract';
import { openApiDocument } from '@fitchoice/shared/api/openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { Client, signUp, startTestStack } from './helpers';

let stack: LocalStack;
let guest: Client;
let member: Client;

beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
  guest = new Client(stack.url);
  expect((await guest.post('/api/auth/guest')).status).toBe(201);
  member = (await signUp(stack.url)).client;
});
afterAll(() => stack?.stop());

function urlOf(route: RouteContract, paramValue = 'x'): string {
  return pathParamNames(route.path).reduce((path, name) => path.replace(`{${name}}`, paramValue), route.path);
}

function call(client: Client, route: RouteContract, paramValue?: string) {
  const path = urlOf(route, paramValue);
  return route.method === 'GET' ? client.get(path) : client.call(path, { method: route.method, body: {} });
}

/** What each kind of caller must get from a route it may not use; null where it may. */
function refusalFor(route: RouteContract, caller: 'visitor' | 'guest' | 'member'): number | null {
  const { guard } = route;
  if (guard === 'public' || guard === 'optional') return null;
  if (caller === 'visitor') return 401;
  if (guard === 'user') return null;
  if (caller === 'guest') return 403;
  return guard === 'member' ? null : 403;
}

describe('the API contract over HTTP', () => {
  it('publishes the contract as OpenAPI 3.1 at /api/openapi.json', async () => {
    const answer = await new Client(stack.url).get('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual(JSON.parse(JSON.stringify(openApiDocument())));
    expect(Object.keys(answer.json.paths).length).toBeGreaterThan(10);
  });

  const table = contractEntries().flatMap(([id, route]) =>
    (['visitor', 'guest', 'member'] as const)
      .map((caller) => ({ case: `${id} as ${caller}`, route, caller, status: refusalFor(route, caller) }))
      .filter((row) => row.status !== null),
  );

  it.each(table)('$case -> $status', async ({ route, caller, status }) => {
    const client = caller === 'visitor' ? new Client(stack.url) : caller === 'guest' ? guest : member;
    const answer = await call(client, route);
    expect(answer.status).toBe(status);
    expect(answer.json.code).toBe(status === 401 ? 'unauthorized' : 'forbidden');
  });

  const withParams = contractEntries().filter(([, route]) => pathParamNames(route.path).length > 0);
  it.each(withParams.map(([id, route]) => ({ case: id, route })))('$case: a 2 KB or malformed id is not found', async ({ route }) => {
    for (const value of ['x'.repeat(2048), 'a.b', '%E2%80%AE']) {
      const answer = await call(member, route, value);
      expect(answer.status).toBe(404);
    }
  });
});
