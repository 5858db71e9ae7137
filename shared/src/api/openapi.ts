// The API contract as an OpenAPI 3.1 document, generated from the same zod schemas the server
// validates with, so partners and testers read what the server really checks.
import * as z from 'zod';
import { apiErrorSchema } from '../errors';
import { contractEntries } from './contract';
import { paramsSchemaOf, type RouteContract } from './route-contract';

type JsonSchema = Record<string, unknown>;

/** Request schemas are documented as callers write them, answers as the server sends them. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  return rest;
}

function parametersOf(route: RouteContract): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  const params = jsonSchema(paramsSchemaOf(route), 'input') as { properties?: Record<string, JsonSchema> };
  for (const [name, schema] of Object.entries(params.properties ?? {})) {
    parameters.push({ name, in: 'path', required: true, schema });
  }
  if (route.query) {
    const query = jsonSchema(route.query, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, schema] of Object.entries(query.properties ?? {})) {
      parameters.push({ name, in: 'query', required: query.required?.includes(name) ?? false, schema });
    }
  }
  if (route.method !== 'GET') {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'A unique key (UUIDv7) per action: a repeated request with the same key answers the first result.',
      schema: { type: 'string', maxLength: 128 },
    });
  }
  return parameters;
}

function securityOf(route: RouteContract): JsonSchema[] {
  return route.guard === 'public' || route.guard === 'optional' ? [] : [{ session: [] }];
}

function guardText(route: RouteContract): string {
  if (typeof route.guard === 'string') return route.guard;
  return `roles: ${route.guard.join(', ')}`;
}

function operationOf(id: string, route: RouteContract): JsonSchema {
  const statuses = [route.status ?? 200].flat().map(String);
  const errorResponse = { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } };
  const success = route.response
    ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(route.response, 'output') } } }
    : route.events
      ? {
          description: 'Server-sent events; each data line is',
          content: { 'text/event-stream': { schema: jsonSchema(route.events, 'output') } },
        }
      : route.produces
        ? { description: 'OK', content: { [route.produces]: { schema: { type: 'string' } } } }
        : { description: 'OK' };
  return {
    operationId: id,
    summary: route.summary,
    description: `Who may call it: ${guardText(route)}.${route.errors ? ` Its own refusal codes: ${route.errors.join(', ')}.` : ''}`,
    tags: [id.slice(0, id.indexOf('.'))],
    parameters: parametersOf(route),
    ...(route.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(route.body, 'input') } } } }
      : {}),
    responses: { ...Object.fromEntries(statuses.map((status) => [status, success])), '4XX': errorResponse, '5XX': errorResponse },
    security: securityOf(route),
  };
}

export function openApiDocument(version = '1.0.0'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [id, route] of contractEntries()) {
    const item = paths[route.path] ?? {};
    item[route.method.toLowerCase()] = operationOf(id, route);
    paths[route.path] = item;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'FitChoice API',
      version,
      description:
        'The FitChoice API. Cookie sessions (`sid`); state changes need a JSON body and an allowed Origin. ' +
        'Errors answer `{ error, code, field?, requestId? }`.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorSchema, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    },
  };
}
