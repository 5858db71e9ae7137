// Deployed, each route's work is a subsegment of Lambda's trace. Lambda's X-Ray daemon is stood in
// for by a real UDP socket: the X-Ray SDK sends it each closed subsegment, as in Lambda.
import { createSocket } from 'node:dgram';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

const TRACE_ID = '1-67891233-abcdef012345678912345678';
const daemon = createSocket('udp4');
const received: Record<string, unknown>[] = [];

beforeAll(async () => {
  daemon.on('message', (message) => {
    // Each datagram is a JSON header line, then the (sub)segment document.
    const [, document] = message.toString('utf8').split('\n');
    received.push(JSON.parse(document!) as Record<string, unknown>);
  });
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  // What Lambda sets for a traced invocation (the SDK reads it when it loads).
  Object.assign(process.env, {
    AWS_LAMBDA_FUNCTION_NAME: 'fitchoice-test-meta',
    AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
    LAMBDA_TASK_ROOT: '/var/task',
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
    _X_AMZN_TRACE_ID: `Root=${TRACE_ID};Parent=53995c3f42cd8ad8;Sampled=1`,
    AWS_XRAY_DAEMON_ADDRESS: `127.0.0.1:${(daemon.address() as AddressInfo).port}`,
    AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
    DYNAMODB_ENDPOINT: inject('dynamodbEndpoint'),
    TABLE_NAME: 'fitchoice-trace-test',
  });
});

afterAll(() => daemon.close());

function getEvent(routeKey: string): APIGatewayProxyEventV2 {
  const [method, path] = routeKey.split(' ') as [string, string];
  return {
    version: '2.0',
    routeKey,
    rawPath: path,
    rawQueryString: '',
    headers: { host: 'localhost' },
    isBase64Encoded: false,
    requestContext: {
      requestId: 'r1',
      domainName: 'localhost',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
    },
  } as unknown as APIGatewayProxyEventV2;
}

describe('tracing in Lambda', () => {
  it("sends a subsegment per route, named after it and annotated, in the invocation's trace", async () => {
    // Loaded after the environment above, as Lambda loads a function after setting it.
    const { createHandler } = await import('./http/handler');
    const { metaRoutes } = await import('@fitchoice/shared/api');
    const handler = createHandler(metaRoutes, {
      'meta.openapi': { run: async () => ({ statusCode: 200, body: { openapi: '3.1.0', info: {}, paths: {} } }) },
    });
    const answer = await handler(getEvent('GET /api/openapi.json'));
    expect(answer.statusCode).toBe(200);
    await expect.poll(() => received.length).toBeGreaterThan(0);
    const subsegment = received.find((document) => document.name === '## meta.openapi')!;
    expect(subsegment).toMatchObject({ trace_id: TRACE_ID, parent_id: '53995c3f42cd8ad8', type: 'subsegment' });
    expect(subsegment.annotations).toMatchObject({ route: 'meta.openapi', ColdStart: true, Service: 'fitchoice' });
    // The next invocation of the same environment is warm.
    received.length = 0;
    await handler(getEvent('GET /api/openapi.json'));
    await expect.poll(() => received.length).toBeGreaterThan(0);
    expect(received.find((document) => document.name === '## meta.openapi')!.annotations).toMatchObject({ ColdStart: false });
  });

  it("shows each DynamoDB call inside its route's subsegment", async () => {
    const { handler } = await import('./meta/handler');
    received.length = 0;
    // GET /api/health reads the table once (this one has no table: the read fails, and is traced as such).
    expect((await handler(getEvent('GET /api/health'))).statusCode).toBe(503);
    await expect.poll(() => received.some((document) => document.name === '## meta.health')).toBe(true);
    const calls = received.flatMap(function all(document): Record<string, unknown>[] {
      return [document, ...((document.subsegments as Record<string, unknown>[] | undefined) ?? []).flatMap(all)];
    });
    expect(calls.find((call) => call.name === 'DynamoDB')).toMatchObject({ namespace: 'aws', aws: { operation: 'GetItem' } });
  });
});
