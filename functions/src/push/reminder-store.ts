// Booking reminders waiting to be pushed, bucketed by the UTC hour they are due in, so the
// scheduled sender reads one or two small partitions. Sending claims an item by deleting it under
// a condition: two senders running at once push each reminder once.
import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { epochSeconds } from '../keys/keys';

export interface ReminderRecord {
  bookingId: string;
  userId: string;
  gymName: string;
  remindAt: Date;
}

const HOUR_MS = 60 * 60 * 1000;
const bucketOf = (at: Date) => `REMIND#${at.toISOString().slice(0, 13)}`;
const keyOf = (reminder: Pick<ReminderRecord, 'bookingId' | 'remindAt'>) => ({
  PK: bucketOf(reminder.remindAt),
  SK: `${reminder.remindAt.toISOString()}#${reminder.bookingId}`,
});

export async function scheduleReminder(reminder: ReminderRecord): Promise<void> {
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...keyOf(reminder),
        bookingId: reminder.bookingId,
        userId: reminder.userId,
        gymName: reminder.gymName,
        remindAt: reminder.remindAt.toISOString(),
        // A reminder nobody sent within a day is of no use any more.
        expiresAt: epochSeconds(reminder.remindAt.getTime() + 24 * HOUR_MS),
      },
    }),
  );
}

/** Reminders due by `now` in this hour's and the previous hour's buckets (a late run still finds them). */
export async function dueReminders(now: Date): Promise<ReminderRecord[]> {
  const buckets = [bucketOf(new Date(now.getTime() - HOUR_MS)), bucketOf(now)];
  const pages = await Promise.all(
    buckets.map((bucket) =>
      documentClient.send(
        new QueryCommand({
          TableName: TABLE,
          KeyConditionExpression: 'PK = :pk AND SK <= :now',
          ExpressionAttributeValues: { ':pk': bucket, ':now': `${now.toISOString()}\uffff` },
        }),
      ),
    ),
  );
  return pages.flatMap((page) =>
    (page.Items ?? []).map((item) => ({
      bookingId: item.bookingId as string,
      userId: item.userId as string,
      gymName: item.gymName as string,
      remindAt: new Date(item.remindAt as string),
    })),
  );
}

/** Takes the reminder for sending: true for exactly one of the senders that try. */
export async function claimReminder(reminder: ReminderRecord): Promise<boolean> {
  try {
    await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: keyOf(reminder), ConditionExpression: 'attribute_exists(PK)' }));
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
