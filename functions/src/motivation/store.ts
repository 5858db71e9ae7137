// The daily motivation messages (one per member and local date, the first one made wins) and the
// daily reminder's setting. `motivationRemindersDue` and `markMotivationReminded` are for the push
// notifications' scheduler: which members' reminder time has come, and sending each one once a day.
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MotivationMessage, Reminder } from '@fitchoice/shared/api';
import { localDate } from '@fitchoice/shared/coach';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { queryAll } from '../dynamo/query-all';
import { coachKeys } from '../keys/coach-keys';

function toMessage(item: Record<string, unknown>): MotivationMessage {
  return JSON.parse(item.message as string) as MotivationMessage;
}

export async function getMotivation(userId: string, date: string): Promise<MotivationMessage | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: coachKeys.motivation(userId, date), ConsistentRead: true }),
  );
  return Item ? toMessage(Item) : null;
}

/** Stores the day's message unless one is there already; answers the day's message either way. */
export async function putMotivationOnce(userId: string, message: MotivationMessage): Promise<MotivationMessage> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...coachKeys.motivation(userId, message.date), message: JSON.stringify(message) },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return message;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const stored = await getMotivation(userId, message.date);
    if (!stored) throw error;
    return stored;
  }
}

/** Messages before `date`, newest first. */
export async function motivationHistory(userId: string, date: string, limit = 30): Promise<MotivationMessage[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: {
        ':pk': coachKeys.motivation(userId, date).PK,
        ':from': coachKeys.motivationPrefix,
        ':to': coachKeys.motivation(userId, date).SK,
      },
      ScanIndexForward: false,
      Limit: limit + 1,
    }),
  );
  return Items.map(toMessage)
    .filter((message) => message.date < date)
    .slice(0, limit);
}

export const DEFAULT_REMINDER: Reminder = { enabled: false, time: '08:00', timeZone: 'UTC' };

export async function getReminder(userId: string): Promise<Reminder> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: coachKeys.reminder(userId), ConsistentRead: true }));
  return Item ? { enabled: Item.enabled === true, time: Item.time as string, timeZone: Item.timeZone as string } : DEFAULT_REMINDER;
}

/** Saves the setting; only a reminder that is on is in the scheduler's index. */
export async function setReminder(userId: string, reminder: Reminder): Promise<Reminder> {
  await documentClient.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: coachKeys.reminder(userId),
      UpdateExpression: reminder.enabled
        ? 'SET enabled = :enabled, #time = :time, #zone = :zone, userId = :user, GSI1PK = :index, GSI1SK = :user'
        : 'SET enabled = :enabled, #time = :time, #zone = :zone, userId = :user REMOVE GSI1PK, GSI1SK',
      // Both are reserved words in DynamoDB expressions.
      ExpressionAttributeNames: { '#time': 'time', '#zone': 'timeZone' },
      ExpressionAttributeValues: {
        ':enabled': reminder.enabled,
        ':time': reminder.time,
        ':zone': reminder.timeZone,
        ':user': userId,
        ...(reminder.enabled ? { ':index': coachKeys.remindersPartition } : {}),
      },
    }),
  );
  return reminder;
}

export interface DueReminder {
  userId: string;
  /** The member's local date the reminder is for (pass it to markMotivationReminded). */
  localDate: string;
}

function minutesOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/**
 * For the push scheduler: members whose reminder time, in their zone, fell within the
 * `windowMinutes` before `now`, and who were not reminded that local day yet.
 */
export async function motivationRemindersDue(now: Date, windowMinutes = 15): Promise<DueReminder[]> {
  const due: DueReminder[] = [];
  const items = await queryAll({
    TableName: TABLE,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': coachKeys.remindersPartition },
  });
  for (const item of items) {
    const zone = item.timeZone as string;
    const today = localDate(now, zone);
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);
    const since = minutesOfDay(clock) - minutesOfDay(item.time as string);
    if (since >= 0 && since < windowMinutes && item.lastRemindedDate !== today)
      due.push({ userId: item.userId as string, localDate: today });
  }
  return due;
}

/** Claims the day's reminder for the member: true once per local date, false for every other caller. */
export async function markMotivationReminded(userId: string, date: string): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: coachKeys.reminder(userId),
        UpdateExpression: 'SET lastRemindedDate = :date',
        ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(lastRemindedDate) OR lastRemindedDate < :date)',
        ExpressionAttributeValues: { ':date': date },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
