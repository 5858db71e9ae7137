// A partner's public reply to a member's review, a gym's or a professional's: set (or replaced) on
// the review's own item, whose key the feature's store names; nothing is written for a review that
// is not there.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';

/** Sets (or replaces) the reply on the review at `key`; false when there is no such review. */
export async function replyToReview(key: { PK: string; SK: string }, text: string, now: Date): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: key,
        UpdateExpression: 'SET replyText = :text, repliedAt = :at',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':text': text, ':at': now.toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
