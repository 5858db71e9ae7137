// One DynamoDB Local (in memory) for the whole test run: each test file still starts its own
// stack (server, handlers) on a table of its own, but the JVM starts once instead of once per file.
import type { TestProject } from 'vitest/node';
import { startDynamoDbLocal } from '../src/local/dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dynamo = await startDynamoDbLocal({ dataDir: null });
  project.provide('dynamodbEndpoint', dynamo.endpoint);
  return () => dynamo.stop();
}
