// SweatCoin purchases: one credit per transaction hash, written together with the ledger entry,
// the new balance and the member's activity entry in one TransactWriteItems (a member's credits that
// arrive together share one).
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { aggregateItemsOfEvents, coinCounts } from '../aggregates/aggregates';
import { documentClient, TABLE } from '../dynamo/client';
import { ConditionFailedError, retryRaces, TRY_AGAIN, type TransactItem, transactOnce } from '../dynamo/transact';
import { gymKeys } from '../keys/gym-keys';
import { keys } from '../keys/keys';
import { coinChanges, readCoinAccount } from './ledger';

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
  return new Promise((resolve, reject) => {
    const queue = waiting.get(input.userId);
    const credit: PendingCredit = { input, alsoWrite, resolve, reject };
    if (queue) {
      queue.push(credit);
      return;
    }
    waiting.set(input.userId, [credit]);
    void creditInTurns(input.userId);
  });
}

interface PendingCredit {
  input: NewPurchase;
  alsoWrite: (purchase: PurchaseRecord) => TransactItem[];
  resolve: (result: CreditResult) => void;
  reject: (error: unknown) => void;
}

/**
 * A user's credits in this process are written one turn after another: they all update the one
 * balance item conditionally, so side by side they would lose the race to each other and be redone.
 * The credits that arrived while a turn was being written go together in the next turn, in one
 * transaction (a member's outbox replays its queued purchases 25 to a request, several requests at
 * once): one read of the balance and one transaction for up to GROUP_MAX of them instead of one
 * each. Across processes (Lambda containers) the balance's condition still decides.
 */
const waiting = new Map<string, PendingCredit[]>();
/** Credits per transaction: each writes its purchase, ledger entry, activity entry and stored answer (4 items), plus the balance and the aggregates, within DynamoDB's 100. */
const GROUP_MAX = 16;

async function creditInTurns(userId: string): Promise<void> {
  const queue = waiting.get(userId)!;
  while (queue.length > 0) {
    const group = takeGroup(queue);
    try {
      const results = await creditTogether(group);
      for (const [i, credit] of group.entries()) credit.resolve(results[i]!);
    } catch (error) {
      if (group.length === 1) group[0]!.reject(error);
      // One credit of the group failed it (a hash already recorded, an answer already stored, a
      // transaction too large): each is written on its own, so its neighbours are not failed with it.
      else for (const credit of group) await creditTogether([credit]).then(([result]) => credit.resolve(result!), credit.reject);
    }
  }
  waiting.delete(userId);
}

/** The next credits to write together, from the front of the queue: up to GROUP_MAX, and no hash twice (the second then finds the first). */
function takeGroup(queue: PendingCredit[]): PendingCredit[] {
  const hashes = new Set<string>();
  let count = 0;
  while (count < queue.length && count < GROUP_MAX && !hashes.has(queue[count]!.input.transactionHash)) {
    hashes.add(queue[count]!.input.transactionHash);
    count += 1;
  }
  return queue.splice(0, count);
}

/** Writes the credits in one transaction, in order; throws as the transaction does (see creditInTurns). */
async function creditTogether(group: readonly PendingCredit[]): Promise<CreditResult[]> {
  const { userId } = group[0]!.input;
  return retryRaces(async () => {
    const before = await readCoinAccount(userId);
    let cents = before.cents;
    const purchases = group.map(({ input: { createdAt, ...fields } }): PurchaseRecord => {
      cents += fields.coinCents;
      return { ...fields, balanceAfterCents: cents, createdAt };
    });
    const { balance, entries } = coinChanges(
      userId,
      before,
      purchases.map((purchase) => ({
        kind: 'purchase',
        amountCents: purchase.coinCents,
        transactionHash: purchase.transactionHash,
        createdAt: purchase.createdAt,
      })),
    );
    // The balance first: its condition failing means it moved under us (read again and retry).
    const items: TransactItem[] = [balance];
    /** The index of each credit's purchase item, whose condition fails when the hash is already recorded. */
    const purchaseItemAt: number[] = [];
    purchases.forEach((purchase, i) => {
      const activityId = randomUUID();
      purchaseItemAt.push(items.length);
      items.push(
        {
          Put: {
            TableName: TABLE,
            Item: { ...keys.purchase(purchase.transactionHash), ...purchase },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        entries[i]!,
        {
          Put: {
            TableName: TABLE,
            Item: {
              ...gymKeys.activity(userId, purchase.createdAt, activityId),
              id: activityId,
              kind: 'purchase',
              title: 'Bought SweatCoins with ETH',
              createdAt: purchase.createdAt,
              xpDelta: 0,
              xpAfter: null,
              coinDeltaCents: purchase.coinCents,
              coinAfterCents: purchase.balanceAfterCents,
            },
          },
        },
        ...group[i]!.alsoWrite(purchase),
      );
    });
    items.push(...aggregateItemsOfEvents(purchases.map((p) => ({ at: p.createdAt, counts: coinCounts('purchase', p.coinCents) }))));
    try {
      await transactOnce(items);
      return purchases.map((purchase) => ({ state: 'credited', purchase }));
    } catch (error) {
      if (!(error instanceof ConditionFailedError)) throw error;
      if (error.index === BALANCE_ITEM) return TRY_AGAIN;
      if (group.length > 1 || error.index !== purchaseItemAt[0]) throw error;
      const existing = await getPurchase(group[0]!.input.transactionHash);
      if (existing) return [{ state: 'exists', purchase: existing }];
      // The hash's record vanished again: read again and retry.
      return TRY_AGAIN;
    }
  });
}

/** The index of the balance's condition in a credit's transaction. */
const BALANCE_ITEM = 0;
