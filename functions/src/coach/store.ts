// The member's coach plan and chat messages. A plan is stored whole (JSON) with its updatedAt in
// ms: a conditional put keeps the newest copy, so a plan changed offline on two devices, or an old
// replay arriving late, never overwrites a newer one. A message is put once per id.
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CoachMessage } from '@fitchoice/shared/api';
import type { Note, Plan } from '@fitchoice/shared/coach';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { coachKeys } from '../keys/coach-keys';

export async function getPlan(userId: string): Promise<Plan | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: coachKeys.plan(userId), ConsistentRead: true }));
  return Item ? (JSON.parse(Item.plan as string) as Plan) : null;
}

/** Stores the plan unless a copy changed at the same time or later is there; answers the plan stored. */
export async function savePlan(userId: string, plan: Plan): Promise<{ plan: Plan; saved: boolean }> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...coachKeys.plan(userId), plan: JSON.stringify(plan), planId: plan.id, updatedAtMs: Date.parse(plan.updatedAt) },
        ConditionExpression: 'attribute_not_exists(PK) OR updatedAtMs < :updatedAt',
        ExpressionAttributeValues: { ':updatedAt': Date.parse(plan.updatedAt) },
      }),
    );
    return { plan, saved: true };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const stored = await getPlan(userId);
    if (!stored) throw error;
    return { plan: stored, saved: false };
  }
}

/** The last `limit` messages, oldest first. */
export async function listMessages(userId: string, limit = 200): Promise<CoachMessage[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': coachKeys.plan(userId).PK, ':prefix': coachKeys.messagePrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map(toMessage).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

function toMessage(item: Record<string, unknown>): CoachMessage {
  return {
    id: item.id as string,
    role: item.role as CoachMessage['role'],
    text: (item.text as string | null | undefined) ?? null,
    note: item.note ? (JSON.parse(item.note as string) as Note) : null,
    createdAt: item.createdAt as string,
  };
}

/** Puts a message once: a second put of the same id (a replay) answers the stored one. */
export async function saveMessage(userId: string, message: CoachMessage): Promise<CoachMessage> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: {
          ...coachKeys.message(userId, message.id),
          id: message.id,
          role: message.role,
          text: message.text,
          note: message.note ? JSON.stringify(message.note) : null,
          createdAt: message.createdAt,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return message;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const { Item } = await documentClient.send(
      new GetCommand({ TableName: TABLE, Key: coachKeys.message(userId, message.id), ConsistentRead: true }),
    );
    if (!Item) throw error;
    return toMessage(Item);
  }
}
