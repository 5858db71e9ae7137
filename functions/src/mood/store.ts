// Mood entries: private to their member. An entry is keyed by its app-made id with its owner on
// it, so another member's id is "not found" and never overwritten; the newest edit wins (a
// conditional put on updatedAtMs); a deleted entry keeps only a tombstone (no mood data), so a late
// replay of an old edit cannot bring it back. deleteMoodData / exportMoodData serve the account's
// "delete my data" and "export my data".
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MoodEntryInput } from '@fitchoice/shared/api';
import type { MoodEntry, MoodTag } from '@fitchoice/shared/coach';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { queryAll } from '../dynamo/query-all';
import { coachKeys } from '../keys/coach-keys';
import { epochSeconds } from '../keys/keys';

/** How long a deleted entry's tombstone is kept (longer than any queued edit waits in an outbox). */
const TOMBSTONE_DAYS = 90;

export type SaveMoodResult = { status: 'saved' | 'older'; entry: MoodEntry } | { status: 'not_found' };

function toEntry(item: Record<string, unknown>): MoodEntry {
  return {
    id: item.id as string,
    date: item.date as string,
    mood: Number(item.mood),
    energy: Number(item.energy),
    sleep: Number(item.sleep),
    tags: (item.tags as MoodTag[] | undefined) ?? [],
    note: (item.note as string | undefined) ?? '',
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

/** Creates or edits the member's entry; another member's id (or a deleted one) is not found. */
export async function saveMoodEntry(userId: string, id: string, input: MoodEntryInput): Promise<SaveMoodResult> {
  const updatedAtMs = Date.parse(input.updatedAt);
  const entry: MoodEntry = { id, ...input, tags: [...input.tags] };
  try {
    await documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...coachKeys.mood(id), ...coachKeys.moodIndex(userId, input.date, id), ...entry, userId, updatedAtMs },
        ConditionExpression: 'attribute_not_exists(PK) OR (userId = :me AND updatedAtMs < :updatedAt AND attribute_not_exists(deletedAt))',
        ExpressionAttributeValues: { ':me': userId, ':updatedAt': updatedAtMs },
      }),
    );
    return { status: 'saved', entry };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: coachKeys.mood(id), ConsistentRead: true }));
    if (!Item || Item.userId !== userId || Item.deletedAt) return { status: 'not_found' };
    return { status: 'older', entry: toEntry(Item) };
  }
}

/** Deletes the member's entry (again: still done); false when it is not theirs or never was. */
export async function deleteMoodEntry(userId: string, id: string, now: Date): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: coachKeys.mood(id),
        UpdateExpression:
          'SET deletedAt = if_not_exists(deletedAt, :now), GSI1PK = :gone, expiresAt = :expires REMOVE mood, energy, sleep, tags, note',
        ConditionExpression: 'attribute_exists(PK) AND userId = :me',
        ExpressionAttributeValues: {
          ':me': userId,
          ':now': now.toISOString(),
          ':gone': coachKeys.deletedMoodPartition(userId),
          ':expires': epochSeconds(now.getTime()) + TOMBSTONE_DAYS * 86_400,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** The items of an index partition whose sort key lies from `from` to `to`. */
function itemsBetween(partition: string, from = '0', to = '9'): Promise<Record<string, unknown>[]> {
  return queryAll({
    TableName: TABLE,
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK BETWEEN :from AND :to',
    ExpressionAttributeValues: { ':pk': partition, ':from': from, ':to': to },
  });
}

/** The member's entries dated `from` to `to` (both included), oldest first. */
export async function listMoodEntries(userId: string, from: string, to: string): Promise<MoodEntry[]> {
  const items = await itemsBetween(coachKeys.moodPartition(userId), `${from}#`, `${to}#~`);
  return items.map(toEntry).sort((a, b) => a.date.localeCompare(b.date) || a.createdAt.localeCompare(b.createdAt));
}

/** Every entry of the member, for "export my data". */
export async function exportMoodData(userId: string): Promise<MoodEntry[]> {
  return (await itemsBetween(coachKeys.moodPartition(userId))).map(toEntry);
}

/** Removes every entry and tombstone of the member, for "delete my data" and account deletion. */
export async function deleteMoodData(userId: string): Promise<number> {
  const items = [...(await itemsBetween(coachKeys.moodPartition(userId))), ...(await itemsBetween(coachKeys.deletedMoodPartition(userId)))];
  for (const item of items) {
    await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: { PK: item.PK, SK: item.SK } }));
  }
  return items.length;
}
