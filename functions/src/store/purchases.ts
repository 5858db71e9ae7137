// SweatCoin purchases: one credit per transaction hash, written together with the ledger entry,
// the new balance and the member's activity entry in one TransactWriteItems.
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, TABLE } from './client';
import { gymKeys } from './gym-keys';
import { keys } from './keys';
import { coinChange, readCoinAccount } from './ledger';
import { ConditionFailedError, oneAtATime, retryRaces, TRY_AGAIN, type TransactItem, transactOnce } from './transact';

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

/** A purchase to credit; `createdAt` is when its request was handled (the ledger orders by its own sequence). */
export type NewPurchase = Omit<PurchaseRecord, 'balanceAfterCents'>;

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
 * condition on its previous value and ledger position (ledger.ts), so a concurrent change makes the
 * transaction retry with the new one and the ledger's balanceAfter is always exact. A hash already recorded (by anyone)
 * answers `exists` with the first record: the transaction's own condition finds it, so a new
 * purchase costs no read of its hash. `alsoWrite` adds items to the same transaction (the
 * request's stored answer); one whose condition fails throws.
 */
export function creditPurchase(
  input: NewPurchase,
  alsoWrite: (purchase: PurchaseRecord) => TransactItem[] = () => [],
): Promise<CreditResult> {
  return oneAtATime(creditsInFlight, input.userId, () => credit(input, alsoWrite));
}

/**
 * Credits of one user in this process run one after another. They all update the one balance item
 * conditionally, so side by side they would lose the race to each other and be redone (a member's
 * outbox replays several purchases at once). Across processes (Lambda containers) the condition
 * still decides; this only keeps a process from racing itself.
 */
const creditsInFlight = new Map<string, Promise<unknown>>();

async function credit(input: NewPurchase, alsoWrite: (purchase: PurchaseRecord) => TransactItem[]): Promise<CreditResult> {
  const { createdAt, ...fields } = input;
  return retryRaces(async () => {
    const before = await readCoinAccount(input.userId);
    const purchase: PurchaseRecord = { ...fields, balanceAfterCents: before.cents + input.coinCents, createdAt };
    const activityId = randomUUID();
    try {
      await transactOnce([
        {
          Put: {
            TableName: TABLE,
            Item: { ...keys.purchase(input.transactionHash), ...purchase },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        ...coinChange(input.userId, before, {
          kind: 'purchase',
          amountCents: input.coinCents,
          transactionHash: input.transactionHash,
          createdAt,
        }),
        {
          Put: {
            TableName: TABLE,
            Item: {
              ...gymKeys.activity(input.userId, createdAt, activityId),
              id: activityId,
              kind: 'purchase',
              title: 'Bought SweatCoins with ETH',
              createdAt,
              xpDelta: 0,
              xpAfter: null,
              coinDeltaCents: input.coinCents,
              coinAfterCents: purchase.balanceAfterCents,
            },
          },
        },
        ...alsoWrite(purchase),
      ]);
      return { state: 'credited', purchase };
    } catch (error) {
      if (!(error instanceof ConditionFailedError) || error.index > BALANCE_ITEM) throw error;
      if (error.index === PURCHASE_ITEM) {
        const existing = await getPurchase(input.transactionHash);
        if (existing) return { state: 'exists', purchase: existing };
      }
      // The balance moved under us (or the hash's record vanished again): read again and retry.
      return TRY_AGAIN;
    }
  });
}

/** Indexes of the conditions in the credit's transaction. */
const PURCHASE_ITEM = 0;
const BALANCE_ITEM = 1;
