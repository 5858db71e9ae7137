// Fixed-window rate limits for the account routes (partner applications per network, password
// reset requests per email and per network, verification mails per account): one counter item per
// bucket, key and window, taken with a conditional ADD, so concurrent requests can never take more
// than the limit between them.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { accountKeys } from '../keys/account-keys';
import { epochSeconds } from '../keys/keys';

export interface RateLimit {
  /** Names the limit, e.g. 'partner-application-ip'. */
  bucket: string;
  limit: number;
  windowMs: number;
}

export type Attempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Takes one attempt of `key` in the current window; refused (with the seconds to wait) once `limit` were taken. */
export async function takeAttempt(rate: RateLimit, key: string, now: number): Promise<Attempt> {
  const windowStart = Math.floor(now / rate.windowMs) * rate.windowMs;
  const windowEnd = windowStart + rate.windowMs;
  try {
    await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: accountKeys.rate(rate.bucket, key, windowStart),
        UpdateExpression: 'ADD attempts :one SET expiresAt = :expires',
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': rate.limit, ':expires': epochSeconds(windowEnd) + 60 },
      }),
    );
    return { allowed: true };
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
  }
}
