// Idempotency records: a key is claimed with a conditional put, then completed with the answer.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import type { TransactItem } from '../dynamo/transact';
import { epochSeconds, keys } from '../keys/keys';

/** The answer as stored, replayed as it was. An answer that opens a session is never stored. */
export interface StoredAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
  /** Sign-out answers: a replay closes the caller's session too. */
  closeSession?: boolean;
}

export type ClaimResult =
  | { state: 'claimed' }
  | { state: 'completed'; requestHash: string; answer: StoredAnswer }
  | { state: 'in_progress'; requestHash: string };

export interface ClaimInput {
  scope: string;
  key: string;
  requestHash: string;
  now: number;
  /** How long a claim holds before another request may take it over (a crashed first attempt). */
  leaseMs: number;
  ttlMs: number;
}

/** A key is free to take: no record, or an abandoned claim (its lease ran out) of the same request. */
const KEY_IS_FREE = 'attribute_not_exists(PK) OR (#state = :inProgress AND leaseUntil < :now AND requestHash = :hash)';

function takeKey(input: ClaimInput, fields: Record<string, unknown>) {
  return {
    TableName: TABLE,
    Item: {
      ...keys.idempotency(input.scope, input.key),
      requestHash: input.requestHash,
      expiresAt: epochSeconds(input.now + input.ttlMs),
      ...fields,
    },
    ConditionExpression: KEY_IS_FREE,
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':inProgress': 'in_progress', ':now': input.now, ':hash': input.requestHash },
  };
}

export async function claimKey(input: ClaimInput): Promise<ClaimResult> {
  try {
    await documentClient.send(new PutCommand(takeKey(input, { state: 'in_progress', leaseUntil: input.now + input.leaseMs })));
    return { state: 'claimed' };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const old = await getRecord(input.scope, input.key);
    if (!old) return claimKey(input); // released between our put and our read: try again
    return toClaimResult(old);
  }
}

async function getRecord(scope: string, key: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.idempotency(scope, key), ConsistentRead: true }));
  return Item;
}

function toClaimResult(item: Record<string, unknown>): ClaimResult {
  const requestHash = item.requestHash as string;
  if (item.state === 'completed') return { state: 'completed', requestHash, answer: storedAnswerOf(item.answer as string) };
  return { state: 'in_progress', requestHash };
}

/** Only the fields a replay may use: a record written before sign-in answers stopped being stored may still name a user to open a session for. */
function storedAnswerOf(text: string): StoredAnswer {
  const { statusCode, headers, body, closeSession } = JSON.parse(text) as StoredAnswer;
  return { statusCode, headers, body, ...(closeSession ? { closeSession } : {}) };
}

/** The record's state now, for a request waiting on a concurrent one; null when it was released. */
export async function readKey(scope: string, key: string): Promise<ClaimResult | null> {
  const item = await getRecord(scope, key);
  return item ? toClaimResult(item) : null;
}

export async function completeKey(scope: string, key: string, answer: StoredAnswer): Promise<void> {
  await documentClient.send(new UpdateCommand(completion(scope, key, answer)));
}

/**
 * The same completion as one item of the caller's own TransactWriteItems: the answer is stored in
 * the transaction that does the work, one write less than completing afterwards. Its condition
 * (still this request's claim) fails the whole transaction if another request took the key over.
 */
export function completionItem(scope: string, key: string, requestHash: string, answer: StoredAnswer): TransactItem {
  const update = completion(scope, key, answer);
  return {
    Update: {
      ...update,
      ConditionExpression: '#state = :inProgress AND requestHash = :hash',
      ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':inProgress': 'in_progress', ':hash': requestHash },
    },
  };
}

function completion(scope: string, key: string, answer: StoredAnswer) {
  return {
    TableName: TABLE,
    Key: keys.idempotency(scope, key),
    UpdateExpression: 'SET #state = :completed, answer = :answer REMOVE leaseUntil',
    ExpressionAttributeNames: { '#state': 'state' },
    ExpressionAttributeValues: { ':completed': 'completed', ':answer': JSON.stringify(answer) } as Record<string, unknown>,
  };
}

/**
 * A free key (see KEY_IS_FREE) and its answer in one item of the caller's own TransactWriteItems,
 * with no claim before it: for a route whose every effect is in that transaction. Another request
 * that took the key first fails the transaction's condition, and so changes nothing.
 */
export function firstAnswerItem(input: ClaimInput, answer: StoredAnswer): TransactItem {
  return { Put: takeKey(input, completed(answer)) };
}

/** Stores the answer of a request that ran without a claim and wrote nothing; false when the key was taken meanwhile. */
export async function storeFirstAnswer(input: ClaimInput, answer: StoredAnswer): Promise<boolean> {
  try {
    await documentClient.send(new PutCommand(takeKey(input, completed(answer))));
    return true;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return false;
  }
}

function completed(answer: StoredAnswer) {
  return { state: 'completed', answer: JSON.stringify(answer) };
}

/** Gives the key back (the attempt failed in a way worth retrying). */
export async function releaseKey(scope: string, key: string): Promise<void> {
  try {
    await documentClient.send(
      new DeleteCommand({
        TableName: TABLE,
        Key: keys.idempotency(scope, key),
        ConditionExpression: '#state = :inProgress',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':inProgress': 'in_progress' },
      }),
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}
