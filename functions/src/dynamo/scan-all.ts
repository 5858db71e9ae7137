// The whole table, for the one-off repairs (rebuild-aggregates, backfill-indexes): a parallel scan
// in a few segments, each item handed to `visit` (awaited, one at a time per segment) before the
// segment's next page is asked for. A live request path never scans.
import { ScanCommand, type ScanCommandInput } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from './client';

const SEGMENTS = 4;

/** Visits every item the filter keeps; answers how many items DynamoDB read (before the filter). */
export async function scanAll(
  filter: Pick<ScanCommandInput, 'FilterExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'>,
  visit: (item: Record<string, unknown>) => Promise<void> | void,
): Promise<number> {
  let scanned = 0;
  await Promise.all(
    Array.from({ length: SEGMENTS }, async (_, segment) => {
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await documentClient.send(
          new ScanCommand({ ...filter, TableName: TABLE, Segment: segment, TotalSegments: SEGMENTS, ExclusiveStartKey: startKey }),
        );
        scanned += page.ScannedCount ?? 0;
        for (const item of page.Items ?? []) await visit(item);
        startKey = page.LastEvaluatedKey;
      } while (startKey);
    }),
  );
  return scanned;
}
