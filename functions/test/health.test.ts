// GET /api/health over real HTTP: the version and a read of the table, 200 while the table answers
// and 503 once it does not (a proxy in front of DynamoDB Local, stopped mid-test), never cached.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { LocalStack } from '../src/local/index';
import { type DynamoDbProxy, startDynamoDbProxy } from './dynamodb-proxy';
import { send, startTestStack } from './helpers';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

let proxy: DynamoDbProxy;
let stack: LocalStack;
beforeAll(async () => {
  proxy = await startDynamoDbProxy(inject('dynamodbEndpoint'));
  stack = await startTestStack({ dynamodbEndpoint: proxy.url, seedCatalogue: false, env: { APP_COMMIT: '3f2a9c1d0b4e' } });
});
afterAll(async () => {
  await stack?.stop();
  await proxy?.stop();
});

describe('GET /api/health', () => {
  it('answers the version and that the table answered a read, uncached', async () => {
    proxy.takeCalls();
    const answer = await send(stack.url, '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: 'ok',
      version: `${version}+3f2a9c1d0b4e`,
      table: { reachable: true, latencyMs: expect.any(Number) },
    });
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(proxy.takeCalls()).toEqual(['GetItem HEALTH']);
  });

  it('answers 503 when the table cannot be reached', async () => {
    await proxy.stop();
    const answer = await send(stack.url, '/api/health');
    expect(answer.status).toBe(503);
    expect(answer.json).toEqual({
      status: 'unavailable',
      version: `${version}+3f2a9c1d0b4e`,
      table: { reachable: false, latencyMs: null },
    });
  });
});
