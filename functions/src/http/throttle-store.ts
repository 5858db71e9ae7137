// Attempt counters for throttling: one item per bucket (`THROTTLE#<bucket>`), holding the attempts
// taken since its window opened. An attempt is taken with one conditional ADD that fails once the
// allowance for the time since the window opened is used up, so 50 requests at once take exactly
// the allowance, never more. The allowance starts at `free` and grows by one after `growthBaseMs`,
// then after 3x, 7x, 15x... that (each step waits twice as long as the one before), until the window
// ends and the bucket starts again.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from '../dynamo/client';
import { isConditionFailed } from '../dynamo/errors';
import { epochSeconds, keys } from '../keys/keys';

export interface ThrottlePolicy {
  /** Attempts allowed as soon as the window opens. */
  free: number;
  /** The first growing delay (0: no growth, `free` per window). */
  growthBaseMs: number;
  windowMs: number;
}

export type TakeResult = { taken: true; attempts: number } | { taken: false; retryAfterSeconds: number };

/** Elapsed time (since the window opened) at which the allowance reaches `free + step`. */
function stepAt(policy: ThrottlePolicy, step: number): number {
  return policy.growthBaseMs * (2 ** step - 1);
}

/** How many growth steps fit in the window. */
function growthSteps(policy: ThrottlePolicy): number {
  let steps = 0;
  while (policy.growthBaseMs > 0 && stepAt(policy, steps + 1) < policy.windowMs) steps += 1;
  return steps;
}

/** Takes one attempt from the bucket, or says how long until the next one is allowed. */
export async function takeAttempt(bucket: string, policy: ThrottlePolicy, now: number): Promise<TakeResult> {
  for (let tries = 0; tries < 3; tries++) {
    const values: Record<string, number> = { ':one': 1, ':now': now, ':floor': now - policy.windowMs, ':free': policy.free };
    const steps: string[] = [];
    for (let step = 1; step <= growthSteps(policy); step++) {
      values[`:t${step}`] = now - stepAt(policy, step);
      values[`:a${step}`] = policy.free + step;
      steps.push(`(windowStart <= :t${step} AND attempts < :a${step})`);
    }
    values[':expires'] = epochSeconds(now + policy.windowMs) + 60;
    try {
      const { Attributes } = await documentClient.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: keys.throttle(bucket),
          UpdateExpression:
            'ADD attempts :one SET windowStart = if_not_exists(windowStart, :now), expiresAt = if_not_exists(expiresAt, :expires)',
          ConditionExpression: `attribute_not_exists(attempts) OR (windowStart > :floor AND (${['attempts < :free', ...steps].join(' OR ')}))`,
          ExpressionAttributeValues: values,
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return { taken: true, attempts: Number(Attributes?.attempts) };
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
    const { Item } = await documentClient.send(new GetCommand({ TableName: TABLE, Key: keys.throttle(bucket), ConsistentRead: true }));
    if (!Item) continue; // refunded or expired in between: try again
    const attempts = Number(Item.attempts);
    const windowStart = Number(Item.windowStart);
    if (windowStart > now - policy.windowMs) return { taken: false, retryAfterSeconds: retryAfter(policy, attempts, windowStart, now) };
    if (await openWindow(bucket, policy, windowStart, now)) return { taken: true, attempts: 1 };
  }
  // Others kept resetting the bucket under us: it is busy enough to ask for a moment's patience.
  return { taken: false, retryAfterSeconds: 1 };
}

function retryAfter(policy: ThrottlePolicy, attempts: number, windowStart: number, now: number): number {
  const step = attempts - policy.free + 1;
  const grows = step >= 1 && step <= growthSteps(policy);
  const allowedAt = windowStart + (grows ? stepAt(policy, step) : policy.windowMs);
  return Math.max(1, Math.ceil((allowedAt - now) / 1000));
}

/** Starts a new window holding this attempt, unless another request already did. */
async function openWindow(bucket: string, policy: ThrottlePolicy, oldWindowStart: number, now: number): Promise<boolean> {
  try {
    await documentClient.send(
      new PutCommand({
        TableName: TABLE,
        Item: { ...keys.throttle(bucket), attempts: 1, windowStart: now, expiresAt: epochSeconds(now + policy.windowMs) + 60 },
        ConditionExpression: 'windowStart = :old',
        ExpressionAttributeValues: { ':old': oldWindowStart },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** Gives an attempt back (it succeeded, or was refused elsewhere); answers the attempts left counted, or null. */
export async function refundAttempt(bucket: string): Promise<number | null> {
  try {
    const { Attributes } = await documentClient.send(
      new UpdateCommand({
        TableName: TABLE,
        Key: keys.throttle(bucket),
        UpdateExpression: 'ADD attempts :minusOne',
        ConditionExpression: 'attempts > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return Number(Attributes?.attempts);
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}
