// Makes an answered TransactWriteItems durable on DynamoDB Local. Its SQLite store runs every call
// as a job on one FIFO queue, and every call waits for its own job, except the COMMIT of a
// transaction: `SQLiteDBAccess.commitTransaction` queues it and returns, so the transaction is
// answered before it is committed, and a kill -9 in between rolls it back (an answered purchase
// vanished with its ledger entry, balance and idempotency answer). A GetItem sent after the
// transaction's answer queues behind that COMMIT and returns once it has run, so waiting for one
// before answering closes the gap. Only with DYNAMODB_ENDPOINT: DynamoDB itself commits first.
import { type DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';

const BARRIER_KEY = { PK: { S: 'COMMIT_BARRIER' }, SK: { S: 'COMMIT_BARRIER' } };

/** Adds to the client: after each answered TransactWriteItems, one read before the caller sees the answer. */
export function addLocalCommitBarrier(client: DynamoDBClient, tableName: string): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const answer = await next(args);
      if (context.commandName === 'TransactWriteItemsCommand')
        await client.send(new GetItemCommand({ TableName: tableName, Key: BARRIER_KEY }));
      return answer;
    },
    { step: 'initialize', name: 'localCommitBarrier' },
  );
}
