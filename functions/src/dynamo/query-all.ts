// Every item a DynamoDB Query matches, page after page (one answer carries at most 1 MB), for the
// lists the store reads whole. A list a member pages through reads one page at a time (pages.ts).
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient } from './client';

/** The items of `input`, all of them, or the first `limit` (reading no further page once it has them). */
export async function queryAll(
  input: Omit<QueryCommandInput, 'ExclusiveStartKey'>,
  limit = Number.POSITIVE_INFINITY,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(new QueryCommand({ ...input, ExclusiveStartKey: startKey }));
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < limit);
  return items.length > limit ? items.slice(0, limit) : items;
}
