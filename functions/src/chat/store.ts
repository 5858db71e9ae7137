// Conversations and their messages. A conversation's order is its `lastSeq` counter: a message
// takes the next number in a transaction whose condition is that the counter still holds the value
// read, together with its clientId item (which may not exist yet) and the message itself. So a
// clientId is stored once however often it is sent, and every member reads the same order.
import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { ConditionFailedError, oneAtATime, retryRaces, TRY_AGAIN, type TransactItem, transact, transactOnce } from '../dynamo/transact';
import { socialKeys } from '../keys/social-keys';

export interface Member {
  id: string;
  name: string;
}

export interface MessageRecord {
  conversationId: string;
  seq: number;
  clientId: string;
  senderId: string;
  senderName: string;
  text: string;
  createdAt: string;
}

export interface ConversationRecord {
  id: string;
  kind: 'direct' | 'group';
  name: string | null;
  members: Member[];
  lastSeq: number;
  lastMessage: MessageRecord | null;
  createdAt: string;
  updatedAt: string;
}

export interface MemberProgressRecord {
  userId: string;
  deliveredSeq: number;
  readSeq: number;
}

function conversationOf(item: Record<string, unknown>): ConversationRecord {
  return {
    id: item.id as string,
    kind: item.kind as ConversationRecord['kind'],
    name: (item.name as string | null | undefined) ?? null,
    members: item.members as Member[],
    lastSeq: Number(item.lastSeq ?? 0),
    lastMessage: (item.lastMessage as MessageRecord | null | undefined) ?? null,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
  };
}

function messageOf(item: Record<string, unknown>): MessageRecord {
  return {
    conversationId: item.conversationId as string,
    seq: Number(item.seq),
    clientId: item.clientId as string,
    senderId: item.senderId as string,
    senderName: item.senderName as string,
    text: item.text as string,
    createdAt: item.createdAt as string,
  };
}

export async function getConversation(conversationId: string): Promise<ConversationRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: socialKeys.conversation(conversationId), ConsistentRead: true }),
  );
  return Item ? conversationOf(Item) : null;
}

/**
 * Creates the conversation with its members' items, or answers the existing one (a one-to-one
 * conversation's id is fixed by its two members, so starting it twice finds the first).
 */
export async function createConversation(
  input: Omit<ConversationRecord, 'lastSeq' | 'lastMessage' | 'updatedAt'>,
): Promise<ConversationRecord> {
  const conversation: ConversationRecord = { ...input, lastSeq: 0, lastMessage: null, updatedAt: input.createdAt };
  const items: TransactItem[] = [
    {
      Put: {
        TableName: TABLE,
        Item: { ...socialKeys.conversation(conversation.id), ...conversation },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    ...conversation.members.flatMap((member): TransactItem[] => [
      { Put: { TableName: TABLE, Item: { ...socialKeys.membership(member.id, conversation.id), joinedAt: conversation.createdAt } } },
      { Put: { TableName: TABLE, Item: { ...socialKeys.conversationMember(conversation.id, member.id), deliveredSeq: 0, readSeq: 0 } } },
    ]),
  ];
  try {
    await transact(items);
    return conversation;
  } catch (error) {
    if (!(error instanceof ConditionFailedError && error.index === 0)) throw error;
    return (await getConversation(conversation.id))!;
  }
}

/** The ids of the member's conversations. */
export async function conversationIdsOf(userId: string): Promise<string[]> {
  const ids: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await documentClient.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':prefix': socialKeys.membershipPrefix },
        ProjectionExpression: 'SK',
        ExclusiveStartKey: startKey,
      }),
    );
    ids.push(...(page.Items ?? []).map((item) => (item.SK as string).slice(socialKeys.membershipPrefix.length)));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return ids;
}

export async function progressOf(conversationId: string): Promise<MemberProgressRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': socialKeys.conversation(conversationId).PK, ':prefix': 'MEMBER#' },
      ConsistentRead: true,
    }),
  );
  return Items.map((item) => ({
    userId: (item.SK as string).slice('MEMBER#'.length),
    deliveredSeq: Number(item.deliveredSeq ?? 0),
    readSeq: Number(item.readSeq ?? 0),
  }));
}

export async function memberProgress(conversationId: string, userId: string): Promise<MemberProgressRecord> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: socialKeys.conversationMember(conversationId, userId), ConsistentRead: true }),
  );
  return { userId, deliveredSeq: Number(Item?.deliveredSeq ?? 0), readSeq: Number(Item?.readSeq ?? 0) };
}

export type SendResult = { state: 'sent' | 'duplicate'; message: MessageRecord } | { state: 'taken' };

/** One conversation's sends in this process, one at a time (they all race for its counter). */
const sendsInFlight = new Map<string, Promise<unknown>>();

/**
 * Appends a message with the next seq, once per clientId (`known`: the conversation as just read,
 * if the caller has it). A lost race for the counter (another process took the number) is tried
 * again with a fresh read (retryRaces); a clientId already stored answers that message
 * (`duplicate`), or `taken` when another member used it.
 */
export function appendMessage(input: Omit<MessageRecord, 'seq'>, known?: ConversationRecord): Promise<SendResult> {
  // The caller's read serves the first try unless another send of this conversation goes first
  // (one read less on the hot path).
  const queuedBehindAnother = sendsInFlight.has(input.conversationId);
  return oneAtATime(sendsInFlight, input.conversationId, () => {
    let cached = queuedBehindAnother ? undefined : known;
    return retryRaces(async () => {
      const conversation = cached ?? (await getConversation(input.conversationId));
      cached = undefined;
      if (!conversation) throw new Error(`Conversation ${input.conversationId} is missing`);
      const message: MessageRecord = { ...input, seq: conversation.lastSeq + 1 };
      try {
        await transactOnce([
          {
            Put: {
              TableName: TABLE,
              Item: { ...socialKeys.messageClient(input.conversationId, input.clientId), seq: message.seq, senderId: input.senderId },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          {
            Update: {
              TableName: TABLE,
              Key: socialKeys.conversation(input.conversationId),
              UpdateExpression: 'SET lastSeq = :seq, lastMessage = :message, updatedAt = :at',
              ConditionExpression: 'lastSeq = :before',
              ExpressionAttributeValues: {
                ':seq': message.seq,
                ':before': conversation.lastSeq,
                ':message': message,
                ':at': message.createdAt,
              },
            },
          },
          { Put: { TableName: TABLE, Item: { ...socialKeys.message(input.conversationId, message.seq), ...message } } },
          {
            Update: {
              TableName: TABLE,
              Key: socialKeys.conversationMember(input.conversationId, input.senderId),
              UpdateExpression: 'SET readSeq = :seq, deliveredSeq = :seq',
              ExpressionAttributeValues: { ':seq': message.seq },
            },
          },
        ]);
        return { state: 'sent' as const, message };
      } catch (error) {
        if (!(error instanceof ConditionFailedError)) throw error;
        if (error.index === 0) {
          const existing = await messageOfClientId(input.conversationId, input.clientId);
          if (existing)
            return existing.senderId === input.senderId ? { state: 'duplicate' as const, message: existing } : { state: 'taken' as const };
        }
        return TRY_AGAIN;
      }
    });
  });
}

async function messageOfClientId(conversationId: string, clientId: string): Promise<MessageRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: socialKeys.messageClient(conversationId, clientId), ConsistentRead: true }),
  );
  if (!Item) return null;
  const found = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: socialKeys.message(conversationId, Number(Item.seq)), ConsistentRead: true }),
  );
  return found.Item ? messageOf(found.Item) : null;
}

/** Messages after `after` (oldest first), or the newest before `before`; `more` when the page was cut. */
export async function listMessages(
  conversationId: string,
  range: { after?: number; before?: number },
  limit: number,
): Promise<{ messages: MessageRecord[]; more: boolean }> {
  const pk = socialKeys.conversation(conversationId).PK;
  const older = range.before !== undefined && range.after === undefined;
  const from = socialKeys.message(conversationId, (range.after ?? 0) + 1).SK;
  const to =
    range.before !== undefined ? socialKeys.message(conversationId, Math.max(range.before - 1, 0)).SK : `${socialKeys.messagePrefix}\uffff`;
  if (from > to) return { messages: [], more: false };
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': pk, ':from': from, ':to': to },
      ScanIndexForward: !older,
      Limit: limit + 1,
      ConsistentRead: true,
    }),
  );
  const page = Items.slice(0, limit).map(messageOf);
  if (older) page.reverse();
  return { messages: page, more: Items.length > limit };
}

/** Moves a member's delivered (and read) seq forward, never back. Answers whether it moved. */
export async function advanceProgress(
  conversationId: string,
  userId: string,
  field: 'deliveredSeq' | 'readSeq',
  seq: number,
): Promise<boolean> {
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: socialKeys.conversationMember(conversationId, userId),
        UpdateExpression: `SET ${field} = :seq`,
        ConditionExpression: `attribute_exists(PK) AND ${field} < :seq`,
        ExpressionAttributeValues: { ':seq': seq },
      }),
    );
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
  if (field === 'readSeq') await advanceProgress(conversationId, userId, 'deliveredSeq', seq);
  return true;
}
