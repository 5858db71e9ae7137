// The SweatCoin ledger: one item per balance change under the user's partition, written in the
// same transaction as the balance (see purchases.ts for the pattern).
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from './client';
import { keys } from './keys';

export interface LedgerRecord {
  id: string;
  /** 'purchase', 'xp_conversion', 'booking', 'refund', ... */
  kind: string;
  /** Signed hundredths: credits positive, spending negative. */
  amountCents: bigint;
  balanceAfterCents: bigint;
  transactionHash: string | null;
  createdAt: string;
}

/** The Put of a ledger entry, for a TransactWriteItems that also writes the balance. */
export function ledgerEntryPut(userId: string, entry: Omit<LedgerRecord, 'id'>) {
  const id = randomUUID();
  return {
    Put: {
      TableName: TABLE,
      Item: { ...keys.ledgerEntry(userId, entry.createdAt, id), id, ...entry },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** The user's ledger, newest first. */
export async function listLedger(userId: string, limit: number): Promise<LedgerRecord[]> {
  const { Items = [] } = await documentClient.send(
    new QueryCommand({
      TableName: TABLE,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': keys.user(userId).PK, ':prefix': keys.ledgerPrefix },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return Items.map((item) => ({
    id: item.id as string,
    kind: item.kind as string,
    amountCents: BigInt(item.amountCents as number | bigint),
    balanceAfterCents: BigInt(item.balanceAfterCents as number | bigint),
    transactionHash: (item.transactionHash as string | null | undefined) ?? null,
    createdAt: item.createdAt as string,
  }));
}
