// Failed-login counters in fixed windows, per account and per client IP.
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from './client';
import { isConditionFailed } from './errors';
import { epochSeconds, keys } from './keys';

export type ThrottleKind = 'account' | 'ip';

export interface FailureWindow {
  failures: number;
  /** Epoch ms when the window opened. */
  windowStart: number;
}

export async function getFailures(kind: ThrottleKind, value: string, now: number, windowMs: number): Promise<FailureWindow | null> {
  const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.throttle(kind, value) }));
  if (!Item) return null;
  const window = { failures: Number(Item.failures), windowStart: Number(Item.windowStart) };
  return window.windowStart + windowMs > now ? window : null;
}

/** Counts one failure in the current window (opening a new one when the last has passed). */
export async function addFailure(kind: ThrottleKind, value: string, now: number, windowMs: number): Promise<FailureWindow> {
  const key = keys.throttle(kind, value);
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: key,
        UpdateExpression: 'SET failures = failures + :one',
        ConditionExpression: 'windowStart > :floor',
        ExpressionAttributeValues: { ':one': 1, ':floor': now - windowMs },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { failures: Number(Attributes?.failures), windowStart: Number(Attributes?.windowStart) };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
  // No open window: start one. Two racing starts may count one failure fewer, which is harmless.
  await documentClient.send(
    new PutCommand({
      TableName: TABLE,
      Item: { ...key, failures: 1, windowStart: now, expiresAt: epochSeconds(now + windowMs) + 60 },
    }),
  );
  return { failures: 1, windowStart: now };
}

export async function clearFailures(kind: ThrottleKind, value: string): Promise<void> {
  await documentClient.send(new DeleteCommand({ TableName: TABLE, Key: keys.throttle(kind, value) }));
}

export interface Attempt {
  allowed: boolean;
  /** Seconds until the window ends (when a refused caller may try again). */
  retryAfterSeconds: number;
}

/**
 * Takes one of `limit` attempts in the current fixed window of `windowMs`. One conditional ADD on
 * the window's counter item, so requests arriving together cannot take more than `limit` between
 * them (a read-then-write count could).
 */
export async function takeAttempt(kind: string, value: string, now: number, windowMs: number, limit: number): Promise<Attempt> {
  const window = Math.floor(now / windowMs);
  const windowEnd = (window + 1) * windowMs;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnd - now) / 1000));
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.throttleWindow(kind, value, window),
        UpdateExpression: 'ADD attempts :one SET expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expiresAt': epochSeconds(windowEnd) + 60 },
      }),
    );
    return { allowed: true, retryAfterSeconds };
  } catch (error) {
    if (isConditionFailed(error)) return { allowed: false, retryAfterSeconds };
    throw error;
  }
}
