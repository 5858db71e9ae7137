// The store's DynamoDB client (the AWS SDK's document client, src/dynamo/client.ts) on DynamoDB
// Local: numbers read exactly (balances are whole hundredths that may pass 2^53), and each answered
// transaction waits for its commit (the barrier a `kill -9` test proves in crash-durability.test.ts).
import { DynamoDBClient, TransactWriteItemsCommand } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dynamoClientConfig } from '../src/dynamo/client-config';
import { addLocalCommitBarrier } from '../src/dynamo/local-commit-barrier';
import type { LocalStack } from '../src/local/index';
import { startDynamoDbProxy } from './dynamodb-proxy';
import { startTestStack } from './helpers';

let stack: LocalStack;
beforeAll(async () => {
  stack = await startTestStack({ seedCatalogue: false });
});
afterAll(() => stack?.stop());

describe('the document client', () => {
  it('reads an integer past 2^53 as an exact bigint, and other numbers as numbers', async () => {
    // Imported once the stack has set DYNAMODB_ENDPOINT and TABLE_NAME, as the handlers import it.
    const { documentClient, TABLE } = await import('../src/dynamo/client');
    const key = { PK: 'TEST#exact', SK: 'NUMBERS' };
    // 2^53 + 1 read as a JavaScript number would come back as 2^53.
    const numbers = { big: 2n ** 53n + 1n, negative: -(2n ** 60n) - 7n, small: 42, fraction: 12.5 };
    await documentClient.send(new PutCommand({ TableName: TABLE, Item: { ...key, ...numbers } }));
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: key, ConsistentRead: true }));
    expect(Item).toEqual({ ...key, ...numbers });
  });

  it('on DynamoDB Local, reads once after a transaction before answering it', async () => {
    const proxy = await startDynamoDbProxy(inject('dynamodbEndpoint'));
    try {
      const client = new DynamoDBClient(dynamoClientConfig(proxy.url));
      addLocalCommitBarrier(client, stack.tableName);
      await client.send(
        new TransactWriteItemsCommand({
          TransactItems: [{ Put: { TableName: stack.tableName, Item: { PK: { S: 'TEST#barrier' }, SK: { S: 'ONE' } } } }],
        }),
      );
      expect(proxy.takeCalls()).toEqual(['TransactWriteItems', 'GetItem COMMIT_BARRIER']);
    } finally {
      await proxy.stop();
    }
  });
});
