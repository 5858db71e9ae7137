import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { exportNameOf, ROUTES_FOLDER, routeModules } from '../../scripts/generate-routes';
import { ERROR_CODES } from '../errors';
import { BATCH_ROUTES, isBatchRoute } from './batch-routes';
import { CONTRACT, contractEntries, handlerNameOf } from './contract';
import { openApiDocument } from './openapi';
import { API_PREFIX, CACHE_BUSTER_PARAM, paramsSchemaOf, pathParamNames, routeKeyOf } from './route-contract';
import * as routes from './routes.gen';

describe('the API contract', () => {
  it('has the web client table generated from it (run `npm run generate -w @fitchoice/shared` when this fails)', () => {
    const modules = routeModules();
    for (const [path, source] of modules) expect(readFileSync(path, 'utf8'), path).toBe(source);
    for (const name of readdirSync(ROUTES_FOLDER)) expect(modules.has(join(ROUTES_FOLDER, name)), `${name} is generated`).toBe(true);
    // A test may walk the module; app code names each route statically so bundles keep only theirs.
    const { API_PREFIX: prefix, CACHE_BUSTER_PARAM: buster, OUTBOX_ROUTES: outboxRoutes, ...routeExports } = routes;
    expect(prefix).toBe(API_PREFIX);
    expect(buster).toBe(CACHE_BUSTER_PARAM);
    const generated = new Map(Object.entries(routeExports));
    for (const [id, route] of contractEntries()) {
      const outbox = route.outbox ? { outbox: route.outbox } : {};
      expect(generated.get(exportNameOf(id))).toEqual({ id, method: route.method, path: route.path, ...outbox });
    }
    expect(generated.size).toBe(Object.keys(CONTRACT).length);
    expect(Object.keys(outboxRoutes).sort()).toEqual(
      contractEntries()
        .filter(([, route]) => route.outbox)
        .map(([id]) => id)
        .sort(),
    );
  });

  it('queues only mutations in the outbox, each with its label; the batch carries exactly the routes that say so', () => {
    for (const [id, route] of contractEntries().filter(([, r]) => r.outbox)) {
      expect(route.method, id).not.toBe('GET');
      expect(route.outbox?.label, id).toMatch(/^outbox\.kind\.[a-z-]+$/);
    }
    expect(BATCH_ROUTES.map((route) => route.id).sort()).toEqual(
      contractEntries()
        .filter(([, route]) => route.outbox?.batch)
        .map(([id]) => id)
        .sort(),
    );
    expect(isBatchRoute('bookings.create')).toBe(true);
    expect(isBatchRoute('support.createTicket')).toBe(false);
  });

  it("declares each route's own refusal codes once, none of them one any route may answer", () => {
    const common = new Set<string>(Object.values(ERROR_CODES));
    for (const [, route] of contractEntries()) {
      const own = route.errors ?? [];
      expect(new Set(own).size).toBe(own.length);
      expect(own.filter((code) => common.has(code) || !/^[a-z]+(_[a-z]+)*$/.test(code))).toEqual([]);
    }
  });

  it('gives each method and path one route, under /api/, named <feature folder>.<action>', () => {
    const keys = contractEntries().map(([, route]) => routeKeyOf(route));
    expect(new Set(keys).size).toBe(keys.length);
    for (const [id, route] of contractEntries()) {
      expect(id).toMatch(/^[a-z]+(-[a-z]+)*\.[a-z][a-zA-Z.]*$/);
      expect(handlerNameOf(id)).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(route.path.startsWith(API_PREFIX)).toBe(true);
      if (route.method === 'GET') expect(route.body).toBeUndefined();
    }
  });

  it('checks every path parameter, with a length limit', () => {
    for (const [, route] of contractEntries()) {
      const schema = paramsSchemaOf(route);
      const names = pathParamNames(route.path);
      const ok = Object.fromEntries(names.map((name) => [name, 'abc-123_XYZ']));
      expect(schema.safeParse(ok).success).toBe(true);
      for (const name of names) {
        expect(schema.safeParse({ ...ok, [name]: 'x'.repeat(2048) }).success).toBe(false);
        expect(schema.safeParse({ ...ok, [name]: '../etc' }).success).toBe(false);
        expect(schema.safeParse({ ...ok, [name]: '' }).success).toBe(false);
      }
    }
  });

  it('publishes a valid OpenAPI 3.1 document with one operation per route', async () => {
    const document = openApiDocument();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.values(document.paths as Record<string, Record<string, { operationId: string }>>).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(operations.sort()).toEqual(Object.keys(CONTRACT).sort());
  });

  it('documents a body, its query and its path parameters from the same schemas the server checks', () => {
    const document = openApiDocument() as {
      paths: Record<string, Record<string, { requestBody?: unknown; parameters: { name: string; in: string }[] }>>;
    };
    const create = document.paths['/api/bookings']!.post!;
    expect(JSON.stringify(create.requestBody)).toContain('slotStart');
    expect(create.parameters.map((p) => p.name)).toContain('Idempotency-Key');
    expect((create as { description?: string }).description).toContain('Its own refusal codes: slot_full, already_booked');
    const availability = document.paths['/api/gyms/{id}/availability']!.get!;
    expect(availability.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' }), expect.objectContaining({ name: 'date', in: 'query' })]),
    );
  });
});
