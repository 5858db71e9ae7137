// BatchWriteItem with what DynamoDB leaves unprocessed (a throttled partition) sent again.
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from './client';
import { retryRaces, TRY_AGAIN } from './transact';

/** A put or a delete, as BatchWriteItem takes it. */
export type WriteRequest = { PutRequest: { Item: Record<string, unknown> } } | { DeleteRequest: { Key: Record<string, unknown> } };

/** The largest batch DynamoDB takes. */
export const BATCH_WRITE_MAX = 25;

/** Writes up to BATCH_WRITE_MAX requests in one batch (not atomic: each item on its own), until none is left unprocessed. */
export async function writeBatch(requests: readonly WriteRequest[]): Promise<void> {
  let pending = [...requests];
  await retryRaces(async () => {
    const { UnprocessedItems } = await documentClient.send(new BatchWriteCommand({ RequestItems: { [TABLE]: pending } }));
    pending = (UnprocessedItems?.[TABLE] ?? []) as WriteRequest[];
    return pending.length > 0 ? TRY_AGAIN : undefined;
  });
}
