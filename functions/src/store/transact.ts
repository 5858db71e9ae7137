// TransactWriteItems with the retry every multi-item write here needs: a transaction that lost a
// race with another one on the same item (TransactionConflict) is tried again after a short
// jittered pause; a failed condition is reported with the index of the item whose condition failed,
// so the caller can say which rule was broken.
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { countTransactionConflict } from '../http/metrics';
import { documentClient } from './client';
import { transactionCancellationCodes } from './errors';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export class ConditionFailedError extends Error {
  constructor(readonly index: number) {
    super(`Condition of transaction item ${index} failed`);
    this.name = 'ConditionFailedError';
  }
}

const MAX_ATTEMPTS = 40;

export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Runs the transaction; throws ConditionFailedError(index) when a condition does not hold. */
export async function transact(items: TransactItem[]): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await documentClient.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      const codes = transactionCancellationCodes(error);
      if (!codes) throw error;
      const failed = codes.indexOf('ConditionalCheckFailed');
      if (failed >= 0) throw new ConditionFailedError(failed);
      countTransactionConflict();
      if (attempt + 1 >= MAX_ATTEMPTS) throw error;
      await pause(backoffMs(attempt));
    }
  }
}

/** Jittered backoff for retries after a lost race. */
export function backoffMs(attempt: number): number {
  return 5 + Math.random() * 20 * Math.min(attempt + 1, 10);
}
