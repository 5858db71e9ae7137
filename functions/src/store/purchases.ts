// SweatCoin purchases: one credit per transaction hash, written together with the ledger entry
// and the new balance in one TransactWriteItems.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from './client';
import { transactionCancellationCodes } from './errors';
import { keys } from './keys';
import { ledgerEntryPut } from './ledger';

export interface PurchaseRecord {
  transactionHash: string;
  userId: string;
  walletAddress: string;
  ethAmount: string;
  /** Hundredths of a SweatCoin credited. */
  coinCents: bigint;
  /** The buyer's balance right after this credit, in hundredths. */
  balanceAfterCents: bigint;
  createdAt: string;
}

export type CreditResult = { state: 'credited'; purchase: PurchaseRecord } | { state: 'exists'; purchase: PurchaseRecord };

const MAX_ATTEMPTS = 20;

export async function getPurchase(transactionHash: string): Promise<PurchaseRecord | null> {
  const { Item } = await documentClient.send(
    new GetCommand({ TableName: TABLE, Key: keys.purchase(transactionHash), ConsistentRead: true }),
  );
  if (!Item) return null;
  return {
    transactionHash: Item.transactionHash as string,
    userId: Item.userId as string,
    walletAddress: Item.walletAddress as string,
    ethAmount: Item.ethAmount as string,
    coinCents: BigInt(Item.coinCents as number | bigint),
    balanceAfterCents: BigInt(Item.balanceAfterCents as number | bigint),
    createdAt: Item.createdAt as string,
  };
}

/**
 * Credits `coinCents` to the user for `transactionHash`, once. The balance is written with a
 * condition on its previous value, so a concurrent change makes the transaction retry with the
 * new one and the ledger's balanceAfter is always exact. A hash already recorded (by anyone)
 * answers `exists` with the first record.
 */
export async function creditPurchase(input: Omit<PurchaseRecord, 'balanceAfterCents' | 'createdAt'>): Promise<CreditResult> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const existing = await getPurchase(input.transactionHash);
    if (existing) return { state: 'exists', purchase: existing };
    const { Item: profile } = await documentClient.send(
      new GetCommand({ TableName: TABLE, Key: keys.user(input.userId), ConsistentRead: true }),
    );
    if (!profile) throw new Error(`No profile for user ${input.userId}`);
    const before = BigInt((profile.sweatCoinCents as number | bigint | undefined) ?? 0);
    const after = before + input.coinCents;
    // Stamped per attempt, after reading the balance it builds on, so ledger order follows commits.
    const createdAt = new Date().toISOString();
    const purchase: PurchaseRecord = { ...input, balanceAfterCents: after, createdAt };
    try {
      await documentClient.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: TABLE,
                Item: { ...keys.purchase(input.transactionHash), ...purchase },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Update: {
                TableName: TABLE,
                Key: keys.user(input.userId),
                UpdateExpression: 'SET sweatCoinCents = :after',
                ConditionExpression: 'sweatCoinCents = :before',
                ExpressionAttributeValues: { ':after': after, ':before': before },
              },
            },
            ledgerEntryPut(input.userId, {
              kind: 'purchase',
              amountCents: input.coinCents,
              balanceAfterCents: after,
              transactionHash: input.transactionHash,
              createdAt,
            }),
          ],
        }),
      );
      return { state: 'credited', purchase };
    } catch (error) {
      const codes = transactionCancellationCodes(error);
      if (!codes) throw error;
      // Lost a race (the hash was credited, the balance moved, or a conflicting transaction was
      // in flight): read again and retry after a short, jittered pause.
      await pause(5 + Math.random() * 20 * (attempt + 1));
    }
  }
  throw new Error(`Could not credit ${input.transactionHash} after ${MAX_ATTEMPTS} attempts`);
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
