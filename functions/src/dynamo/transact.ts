// TransactWriteItems, and the one retry loop every write that can lose a race uses. A transaction
// reports a failed condition with the index of the item whose condition failed, so the caller can
// say which rule was broken or decide that it lost a race; a transaction that collided with another
// one on the same item (TransactionConflict) lost a race too. `retryRaces` tries such a write again
// with fresh reads, after a capped, jittered pause, a bounded number of times, then answers 503.
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { UnavailableError } from '../errors';
import { countTransactionConflict } from '../metrics';
import { documentClient } from './client';
import { transactionCancellationCodes } from './errors';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export class ConditionFailedError extends Error {
  /** `index`: the first item whose condition failed; `indexes`: every one DynamoDB named. */
  constructor(
    readonly index: number,
    readonly indexes: readonly number[] = [index],
  ) {
    super(`Condition of transaction item ${index} failed`);
    this.name = 'ConditionFailedError';
  }
}

/** The transaction collided with a concurrent one on one of its items; trying again may succeed. */
export class TransactionConflictError extends Error {
  constructor(options: { cause: unknown }) {
    super('The transaction conflicted with a concurrent one', options);
    this.name = 'TransactionConflictError';
  }
}

/** Cancellation reasons worth another try: a concurrent transaction on the item, or a moment of throttling. */
const RETRYABLE_CODES = new Set(['TransactionConflict', 'ThrottlingError', 'ProvisionedThroughputExceeded']);

/**
 * Runs the transaction, again after a pause when it collided with a concurrent one (retryRaces);
 * throws ConditionFailedError(index) when a condition does not hold. A write that reads first and
 * must read again after a lost race runs `transactOnce` inside its own retryRaces instead.
 */
export function transact(items: TransactItem[]): Promise<void> {
  return retryRaces(() => transactOnce(items));
}

/** Runs the transaction once; throws ConditionFailedError(index) or TransactionConflictError. */
export async function transactOnce(items: TransactItem[]): Promise<void> {
  try {
    await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const codes = transactionCancellationCodes(error);
    if (!codes) throw error;
    const failed = codes.flatMap((code, index) => (code === 'ConditionalCheckFailed' ? [index] : []));
    if (failed.length > 0) throw new ConditionFailedError(failed[0]!, failed);
    if (codes.some((code) => RETRYABLE_CODES.has(code))) {
      countTransactionConflict();
      throw new TransactionConflictError({ cause: error });
    }
    throw error;
  }
}

/** What an attempt answers when it lost a race and should be tried again with fresh reads. */
export const TRY_AGAIN = Symbol('try again');

/** How many attempts a write gets in all (about 2 s of pauses at most) before the request gives up. */
export const MAX_RACE_ATTEMPTS = 16;
const BASE_PAUSE_MS = 10;
const MAX_PAUSE_MS = 250;

/** The seconds a client is told to wait (Retry-After) when a write kept losing its race. */
export const CONTENDED_RETRY_AFTER_SECONDS = 1;

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Exponential backoff with full jitter (a random pause up to the capped exponential step), as AWS advises. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  return random() * Math.min(MAX_PAUSE_MS, BASE_PAUSE_MS * 2 ** attempt);
}

/**
 * Runs `attempt` until it answers something other than TRY_AGAIN (or throws), pausing between tries;
 * a TransactionConflictError is a lost race too. After MAX_RACE_ATTEMPTS lost races it throws a 503
 * with Retry-After: the request changed nothing, and the app's outbox sends it again later.
 */
export async function retryRaces<T>(attempt: () => Promise<T | typeof TRY_AGAIN>): Promise<T> {
  for (let tries = 0; tries < MAX_RACE_ATTEMPTS; tries++) {
    if (tries > 0) await pause(backoffMs(tries - 1));
    try {
      const result = await attempt();
      if (result !== TRY_AGAIN) return result as T;
    } catch (error) {
      if (!(error instanceof TransactionConflictError)) throw error;
    }
  }
  throw new UnavailableError('Too many changes to this at once; try again in a moment', CONTENDED_RETRY_AFTER_SECONDS);
}

/**
 * Runs `work` after every earlier call with the same key in this process has settled: writes that
 * all update one item conditionally (a member's balance, a conversation's counter) would otherwise
 * lose the race to each other and be redone. Across processes (Lambda containers) the condition
 * still decides; this only keeps a process from racing itself. `queue` is the caller's own map.
 */
export function oneAtATime<T>(queue: Map<string, Promise<unknown>>, key: string, work: () => Promise<T>): Promise<T> {
  const previous = queue.get(key) ?? Promise.resolve();
  const turn = previous.then(work); // `previous` never rejects: it is an earlier turn's settlement
  const settled = turn.catch(() => undefined);
  queue.set(key, settled);
  void settled.then(() => {
    if (queue.get(key) === settled) queue.delete(key);
  });
  return turn;
}
