// A one-off repair for "Delete my account": items written before the indexes that find a member's
// data elsewhere in the table get them. Reports on posts and comments (GSI1 REPORTER#<member>) and
// on reviews (GSI1 REVIEWREPORTER#<member>), helpful votes on reviews (GSI1 REVIEWVOTER#<member>),
// kudos and comments (GSI1 REACTED#<member>) are each
// indexed by who wrote them when written; older ones lack that, and only a scan of the table can
// find them. This scan is that, once per table (`npm run backfill-indexes -w @fitchoice/functions`);
// a repeat finds nothing to do. Each write is conditional, so it may run while the app is live: an
// item deleted meanwhile is not recreated, and one indexed meanwhile is left as it is.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { scanAll } from '../dynamo/scan-all';
import { gymKeys } from '../keys/gym-keys';
import { socialKeys } from '../keys/social-keys';

/** The index an item of these kinds should carry, or null for any other item. */
function missingIndexOf(item: Record<string, unknown>): { GSI1PK: string; GSI1SK: string } | null {
  const pk = String(item.PK);
  const sk = String(item.SK);
  const createdAt = item.createdAt;
  if (typeof createdAt !== 'string' || item.GSI1PK !== undefined) return null;
  if (pk.startsWith('POST#')) {
    // POST#<id> / REPORT#<target>#<reporter>, / KUDOS#<member>, / COMMENT#<id> with its authorId.
    if (sk.startsWith('REPORT#')) return socialKeys.reporterIndex(sk.slice(sk.lastIndexOf('#') + 1), createdAt);
    if (sk.startsWith(socialKeys.kudosPrefix)) return socialKeys.reactionIndex(sk.slice(socialKeys.kudosPrefix.length), createdAt);
    if (sk.startsWith(socialKeys.commentPrefix) && typeof item.authorId === 'string')
      return socialKeys.reactionIndex(item.authorId, createdAt);
  }
  if (pk.startsWith('REVIEW#') && sk.startsWith(gymKeys.reportPrefix)) {
    return gymKeys.reporterIndex(sk.slice(gymKeys.reportPrefix.length), createdAt);
  }
  if (pk.startsWith('REVIEW#') && sk.startsWith(gymKeys.helpfulPrefix)) {
    return gymKeys.voterIndex(sk.slice(gymKeys.helpfulPrefix.length), createdAt);
  }
  return null;
}

/** Indexes every such item that lacks its index; answers how many items it read and indexed. */
export async function backfillIndexes(): Promise<{ scanned: number; indexed: number }> {
  let indexed = 0;
  const scanned = await scanAll(
    {
      FilterExpression: 'attribute_not_exists(GSI1PK) AND (begins_with(PK, :post) OR begins_with(PK, :review))',
      ExpressionAttributeValues: { ':post': 'POST#', ':review': 'REVIEW#' },
    },
    async (item) => {
      const index = missingIndexOf(item);
      if (!index) return;
      try {
        await documentClient.send(
          new UpdateCommand({
            TableName: TABLE,
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(GSI1PK)',
            ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK },
          }),
        );
        indexed += 1;
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
    },
  );
  return { scanned, indexed };
}
